// Settings → Policies (issue 51): where this computer's policies are read, each policy in force with its
// value as the administrator wrote it, and each one Dialdesk did not apply with the reason. A source
// refused as a whole (a file others could write, a damaged one) is said as a warning; the policies read
// before it stay in force meanwhile. Shown only where there is a source, or policies read from one.
import type { ComponentChildren } from 'preact';
import type { PoliciesView } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { Icon } from '../components/icons';
import { shownSentence } from '../format/errors';
import './policies-section.css';

/**
 * A value as it is read best: a structured one (an object, a list) laid out a member a line, anything
 * else as it was written.
 */
function readableValue(value: string): string {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? JSON.stringify(parsed, null, 2) : value;
  } catch {
    return value;
  }
}

export function PoliciesSection({ policies }: { policies: PoliciesView }) {
  const { where, problem, inForce, refused } = policies;
  if (where === '' && problem === null && inForce.length === 0 && refused.length === 0) return null;
  return (
    <section class="card settings-group policies" aria-labelledby="policies-title">
      <h2 id="policies-title">{t('policies.title')}</h2>
      {where && (
        <p class="muted">
          {tParts('policies.readFrom', {
            where: (
              <code class="path" translate={false}>
                {where}
              </code>
            ),
          })}
        </p>
      )}
      {problem && (
        <div class="caution policies-problem" role="alert">
          <Icon name="warning" size={16} />
          <p>
            {shownSentence(problem, { inSettings: true })}
            {inForce.length > 0 && ` ${t('policies.lastGoodKept')}`}
          </p>
        </div>
      )}
      {!problem && inForce.length === 0 && refused.length === 0 && <p>{t('policies.none')}</p>}
      {inForce.length > 0 && (
        <PolicyList
          id="policies-in-force"
          title={t('policies.inForce')}
          entries={inForce.map(({ name, value }) => ({
            name,
            said: (
              <code class="policy-value" translate={false}>
                {readableValue(value)}
              </code>
            ),
          }))}
        />
      )}
      {refused.length > 0 && (
        <PolicyList
          id="policies-not-applied"
          title={t('policies.notApplied')}
          entries={refused.map(({ name, reason }) => ({
            name,
            said: shownSentence(reason, { inSettings: true }),
          }))}
        />
      )}
    </section>
  );
}

/** A titled list of policies, each by its name (as the administrator set it) with what is said of it. */
function PolicyList({
  id,
  title,
  entries,
}: {
  id: string;
  title: string;
  entries: { name: string; said: ComponentChildren }[];
}) {
  return (
    <div class="policy-group">
      <h3 id={id}>{title}</h3>
      <dl class="policy-list">
        {entries.map(({ name, said }) => (
          <div key={name} class="policy">
            <dt translate={false}>{name}</dt>
            <dd>{said}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

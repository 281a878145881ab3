// Settings → Call outcomes (issue 49): the outcomes the account in use offers beside a note on a call or
// a voicemail, each label editable in place, Add, Remove, and Save. Main keeps each outcome's id, so a
// renamed outcome is renamed on every call that has it; a removed one is retired, never deleted (calls
// given it keep it). What main refuses comes back in its words, by the outcome it names where it does.
import { useEffect, useRef, useState } from 'preact/hooks';
import { NOTE_LIMITS, type NoteOutcome } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { FieldNotes, FieldScopeProvider, fieldDescribedBy, fieldId } from '../components/form-fields';
import { Icon } from '../components/icons';
import { ErrorState } from '../components/states';
import { accounts, notes } from '../stores';
import { activeAccount } from '../stores/accounts';
import type { FormOutcome } from '../stores/settings';
import { useStore } from '../stores/use-store';
import { FormFeedback } from './form-feedback';
import './outcomes-section.css';

const SCOPE = 'outcomes';

/** An outcome as the form holds it: a saved one by its id, a new one by a key of its own. */
interface OutcomeRow {
  key: string;
  id: string | null;
  label: string;
}

const rowsOf = (outcomes: NoteOutcome[]): OutcomeRow[] =>
  outcomes.map((outcome) => ({ key: outcome.id, id: outcome.id, label: outcome.label }));

/** The row a refused field names ('outcomes.2.label'), and its problem. */
function rowProblems(fields: Record<string, string>): Map<number, string> {
  const problems = new Map<number, string>();
  for (const [path, problem] of Object.entries(fields)) {
    const index = /^outcomes\.(\d+)(\.|$)/.exec(path)?.[1];
    if (index !== undefined && !problems.has(Number(index))) problems.set(Number(index), problem);
  }
  return problems;
}

export function OutcomesSection() {
  const outcomes = useStore(notes, (s) => s.outcomes);
  const load = useStore(notes, (s) => s.outcomesLoad);
  const active = useStore(accounts, activeAccount);
  useEffect(() => void notes.getState().loadOutcomes(), []);

  return (
    <section class="card settings-group outcomes" aria-labelledby="outcomes-title">
      <h2 id="outcomes-title">{t('noteUi.outcomes.title')}</h2>
      <p class="muted">
        {tParts('noteUi.outcomes.intro', {
          account: active ? (
            <strong translate={false}>{active.name}</strong>
          ) : (
            <strong>{t('accounts.demo')}</strong>
          ),
        })}
      </p>
      {load.error && !outcomes ? (
        <ErrorState
          compact
          what={t('noteUi.outcomes.readFailed')}
          error={load.error}
          onRetry={() => void notes.getState().refreshOutcomes()}
        />
      ) : (
        outcomes && <OutcomesForm saved={outcomes} />
      )}
    </section>
  );
}

function OutcomesForm({ saved }: { saved: NoteOutcome[] }) {
  const [rows, setRows] = useState(() => rowsOf(saved));
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>();
  // Where the focus goes once the rows are drawn: a row added, the row after one removed, or Add.
  const [focusTo, setFocusTo] = useState<string | null>(null);
  const made = useRef(0);
  const form = useRef<HTMLFormElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The list as saved (this form's Save, or another window's): the rows start from it again.
  useEffect(() => setRows(rowsOf(saved)), [saved]);
  useEffect(() => {
    if (focusTo === null) return;
    const input = form.current?.elements.namedItem(`outcome.${focusTo}`);
    if (input instanceof HTMLInputElement) input.focus();
    else addButton.current?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const problems = outcome && !outcome.ok ? rowProblems(outcome.fields) : new Map<number, string>();
  const full = rows.length >= NOTE_LIMITS.outcomes;
  const change = (next: OutcomeRow[]) => {
    setRows(next);
    setOutcome(undefined);
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(undefined);
    const done = await notes.getState().saveOutcomes(rows.map(({ id, label }) => ({ id, label })));
    setSaving(false);
    setOutcome(done.ok ? { ok: true } : { ok: false, error: done.error, fields: done.error.fields ?? {} });
  };
  // Problems main named by outcome are said beside them; any other is said as an error under Save.
  const unplaced = outcome && !outcome.ok && problems.size === 0 ? { ...outcome, fields: {} } : undefined;

  return (
    <form ref={form} class="outcomes-form" aria-labelledby="outcomes-title" noValidate onSubmit={onSubmit}>
      <FieldScopeProvider value={SCOPE}>
        {rows.length === 0 ? (
          <p class="muted">{t('noteUi.outcomes.none')}</p>
        ) : (
          <ol class="outcome-list">
            {rows.map((row, index) => {
              const name = `outcome.${row.key}`;
              const error = problems.get(index);
              const label = t('noteUi.outcomes.label', { position: index + 1 });
              return (
                <li key={row.key} class="outcome-row">
                  <input
                    id={fieldId(name, SCOPE)}
                    name={name}
                    class="input outcome-input"
                    type="text"
                    autoComplete="off"
                    aria-label={label}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={fieldDescribedBy(name, undefined, error, SCOPE)}
                    maxLength={NOTE_LIMITS.outcomeLabel}
                    // The person's words, or main's default in the language in use.
                    translate={false}
                    value={row.label}
                    onInput={(event) => {
                      const label = event.currentTarget.value;
                      change(rows.map((each) => (each.key === row.key ? { ...each, label } : each)));
                    }}
                  />
                  <button
                    type="button"
                    class="icon-button"
                    aria-label={t('noteUi.outcomes.remove', { label: row.label || label })}
                    title={t('noteUi.outcomes.removeTitle')}
                    onClick={() => {
                      const next = rows.filter((each) => each.key !== row.key);
                      change(next);
                      setFocusTo((next[index] ?? next[index - 1])?.key ?? '');
                    }}
                  >
                    <Icon name="close" size={16} />
                  </button>
                  <div class="outcome-notes">
                    <FieldNotes name={name} error={error} />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </FieldScopeProvider>
      <p class="hint">{t('noteUi.outcomes.retireHint')}</p>
      <p class="outcome-add">
        <button
          ref={addButton}
          type="button"
          class="button"
          disabled={full}
          onClick={() => {
            made.current += 1;
            const key = `new-${made.current}`;
            change([...rows, { key, id: null, label: '' }]);
            setFocusTo(key);
          }}
        >
          {t('noteUi.outcomes.add')}
        </button>
        {full && <span class="hint">{t('noteUi.outcomes.full', { limit: NOTE_LIMITS.outcomes })}</span>}
      </p>
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={saving}>
          {saving ? t('form.saving') : t('noteUi.outcomes.save')}
        </button>
        {outcome?.ok || problems.size > 0 ? (
          <FormFeedback outcome={outcome} />
        ) : (
          unplaced && <FormFeedback outcome={unplaced} what={t('noteUi.outcomes.saveFailed')} />
        )}
      </div>
    </form>
  );
}

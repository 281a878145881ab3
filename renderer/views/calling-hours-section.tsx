// Settings → Calling hours (issue 50): for the account in use, whether a call outside its calling hours
// where the number rings asks first, the hours themselves (8:00 AM to 9:00 PM unless the person sets
// others), and Florida's shorter evening as the listed exception. The rules they come from are named; the
// check is said to be a courtesy, not legal advice, on a time estimated from the number's area. Main
// refuses an end not after the start, and its words are shown beside the end. Hours the organisation's
// policies set are shown as they set them, every control and Save disabled under one note saying so, and
// the intro says they are every account's.
import { useEffect, useId, useState } from 'preact/hooks';
import type { CallingHours, IpcError, PoliciesView } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { AccountSettingsCard } from '../components/account-settings-card';
import {
  CheckField,
  FieldNotes,
  FieldScopeProvider,
  fieldDescribedBy,
  fieldId,
} from '../components/form-fields';
import { LockedNote, type SectionLock, sectionLock } from '../components/locked-note';
import { shownSentence } from '../format/errors';
import { timeOfDay } from '../format/local-time';
import { callingHours } from '../stores';
import { minutesOfTime, timeOfMinutes } from '../stores/calling-hours';
import { useStore } from '../stores/use-store';
import { FormFeedback } from './form-feedback';
import './calling-hours-section.css';

const SCOPE = 'hours';
const FIELDS = {
  enabled: 'hours.enabled',
  start: 'hours.start',
  end: 'hours.end',
  florida: 'hours.florida',
} as const;
type TimeField = 'start' | 'end';

/** The rules named, as they are cited: the same in every language. */
const FEDERAL_RULE = '47 CFR §64.1200(c)(1)';
const FLORIDA_RULE = 'Fla. Stat. §501.616(6)(a)';
/** Florida's calls end at 8:00 PM there (main/hours/called-party-time.ts). */
const FLORIDA_END = 20 * 60;

const Rule = ({ children }: { children: string }) => (
  <cite class="hours-rule" translate={false}>
    {children}
  </cite>
);

export function CallingHoursSection({ policies }: { policies: PoliciesView }) {
  const hours = useStore(callingHours, (s) => s.hours);
  const load = useStore(callingHours, (s) => s.load);
  const lock = sectionLock(policies, ['callingHours'], 'hours-locked');
  return (
    <AccountSettingsCard
      name="hours"
      title={t('hours.settings.title')}
      // The organisation's hours are every account's: no account has hours of its own to name.
      intro={(account) =>
        lock.whole ? t('hours.settings.introLocked') : tParts('hours.settings.intro', { account })
      }
      readFailed={t('hours.settings.readFailed')}
      saved={hours}
      error={load.error}
      read={() => void callingHours.getState().read()}
      reload={() => void callingHours.getState().reload()}
      form={(saved) => <HoursForm saved={saved} lock={lock} />}
    />
  );
}

type Outcome = { ok: true } | { ok: false; error: IpcError; field: TimeField | null };

/** Which time main's refusal is about: the end, for an end not after the start; none otherwise. */
const refusedField = (error: IpcError): TimeField | null =>
  error.code === 'invalid-argument' && error.said?.key === 'hours.endBeforeStart' ? 'end' : null;

function HoursForm({ saved, lock }: { saved: CallingHours; lock: SectionLock }) {
  const [enabled, setEnabled] = useState(saved.enabled);
  const [start, setStart] = useState(timeOfMinutes(saved.start));
  const [end, setEnd] = useState(timeOfMinutes(saved.end));
  const [florida, setFlorida] = useState(saved.florida);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  /** A time left empty, said beside its field before anything is sent. */
  const [missing, setMissing] = useState<TimeField[]>([]);
  const timesHintId = useId();
  // As saved (this form's Save, or another account's hours read): the fields start from it again.
  useEffect(() => {
    setEnabled(saved.enabled);
    setStart(timeOfMinutes(saved.start));
    setEnd(timeOfMinutes(saved.end));
    setFlorida(saved.florida);
  }, [saved]);

  const edited = (apply: () => void) => {
    apply();
    setOutcome(undefined);
    setMissing([]);
  };

  /** A time as main takes it: the saved one where the field still shows it (an end of 24:00 stays). */
  const minutesOf = (field: TimeField, text: string) =>
    text === timeOfMinutes(saved[field]) ? saved[field] : minutesOfTime(text);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const startMinutes = minutesOf('start', start);
    const endMinutes = minutesOf('end', end);
    const empty = (
      [
        ['start', startMinutes],
        ['end', endMinutes],
      ] as const
    ).flatMap(([field, minutes]) => (minutes === null ? [field] : []));
    setMissing(empty);
    if (startMinutes === null || endMinutes === null) {
      document.getElementById(fieldId(FIELDS[empty[0] ?? 'start'], SCOPE))?.focus();
      return;
    }
    setSaving(true);
    const done = await callingHours
      .getState()
      .save({ enabled, start: startMinutes, end: endMinutes, florida });
    setSaving(false);
    if (done.ok) return setOutcome({ ok: true });
    setOutcome({ ok: false, error: done.error, field: refusedField(done.error) });
  };

  const refused = outcome && !outcome.ok ? outcome : null;
  const errorOf = (field: TimeField) =>
    missing.includes(field)
      ? t('hours.timeMissing')
      : refused?.field === field
        ? shownSentence(refused.error)
        : undefined;
  const marked = missing.length > 0 ? missing : refused?.field ? [refused.field] : [];
  const locked = lock.of('callingHours');

  const timeField = (field: TimeField, label: string, value: string, set: (text: string) => void) => {
    const name = FIELDS[field];
    const error = errorOf(field);
    return (
      <div class="form-field">
        <label for={fieldId(name, SCOPE)}>{label}</label>
        <input
          id={fieldId(name, SCOPE)}
          name={name}
          class="input hours-time"
          type="time"
          // Whole minutes: the field asks for no seconds.
          step={60}
          required
          disabled={locked ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[timesHintId, fieldDescribedBy(name, false, error, SCOPE, locked)]
            .filter(Boolean)
            .join(' ')}
          value={value}
          onInput={(event) => edited(() => set(event.currentTarget.value))}
        />
        <FieldNotes name={name} error={error} locked={locked} />
      </div>
    );
  };

  return (
    <form class="hours-form" aria-labelledby="hours-title" noValidate onSubmit={onSubmit}>
      {lock.whole && <LockedNote id={lock.whole} />}
      <FieldScopeProvider value={SCOPE}>
        <CheckField
          name={FIELDS.enabled}
          label={t('hours.enabled.label')}
          hint={t('hours.enabled.hint')}
          value={enabled}
          locked={locked}
          onChange={(checked) => edited(() => setEnabled(checked))}
        />
        {/* Off, the hours are kept as they are and ask nothing: their fields are disabled together. */}
        <fieldset class="hours-times" disabled={!enabled || Boolean(locked)}>
          <legend>{t('hours.times.legend')}</legend>
          <div class="hours-row">
            {timeField('start', t('hours.start.label'), start, setStart)}
            {timeField('end', t('hours.end.label'), end, setEnd)}
          </div>
          <p id={timesHintId} class="hint">
            {t('hours.times.hint')}
          </p>
          <p class="hint hours-source">{tParts('hours.federal', { source: <Rule>{FEDERAL_RULE}</Rule> })}</p>
          <CheckField
            name={FIELDS.florida}
            label={t('hours.florida.label', { time: timeOfDay(FLORIDA_END) })}
            hint={tParts('hours.florida.hint', { source: <Rule>{FLORIDA_RULE}</Rule> })}
            value={florida}
            locked={locked}
            onChange={(checked) => edited(() => setFlorida(checked))}
          />
        </fieldset>
        <p class="hours-note">{t('hours.courtesy')}</p>
      </FieldScopeProvider>
      <div class="form-actions">
        <button
          type="submit"
          class="button primary"
          disabled={saving || lock.whole !== null}
          aria-describedby={lock.whole ?? undefined}
        >
          {saving ? t('form.saving') : t('hours.settings.save')}
        </button>
        <FormFeedback
          // With a field marked, only how many are marked is said: each one's words stand beside it.
          outcome={
            marked.length > 0
              ? {
                  ok: false,
                  error: refused?.error ?? { code: 'invalid-argument', message: t('hours.timeMissing') },
                  fields: Object.fromEntries(marked.map((field) => [field, ''])),
                }
              : refused
                ? { ok: false, error: refused.error, fields: {} }
                : outcome && { ok: true }
          }
          what={t('hours.settings.saveFailed')}
        />
      </div>
    </form>
  );
}

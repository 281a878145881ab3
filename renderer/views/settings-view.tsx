// Settings: the saved accounts (once there is one), the account in use (with its two keys) and connection
// tests first, the company directories, the account's call outcomes, its Open in CRM and its calling hours,
// then preferences in groups, and last the organisation's policies on this computer. What the policies
// set is shown disabled, with the organisation's value and a note saying so.
// A key goes from its password field to main and the field is emptied; the page only ever learns
// whether each key is set. Save says in words what a check of the saved account found, once per Save.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { IpcError, KeyKind, SettingsPatch, SettingsView as View } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { readSettingsForm } from '../components/form-fields';
import { Icon } from '../components/icons';
import { isLocked, LockedNote, sectionLock } from '../components/locked-note';
import { ErrorDetails, ErrorState, Loading } from '../components/states';
import { lookupProblem, phoneSystemProblem } from '../format/account-check';
import { shownSentence } from '../format/errors';
import { accounts, settings } from '../stores';
import { activeAccount } from '../stores/accounts';
import type { CheckOutcome, FormOutcome, SettingsForm } from '../stores/settings';
import { useStore } from '../stores/use-store';
import { AccountFieldsets, useTypedAddress } from './account-fields';
import { AccountsSection } from './accounts-section';
import { CallingHoursSection } from './calling-hours-section';
import { focusAccountIfAsked } from './connect';
import { CrmSection } from './crm-section';
import { DirectoriesSection } from './directories-section';
import { FormFeedback } from './form-feedback';
import { KeyField } from './key-field';
import { OutcomesSection } from './outcomes-section';
import { PoliciesSection } from './policies-section';
import { Screen } from './screen';
import { SettingsFieldset } from './settings-fields';
import { PREFERENCE_GROUPS } from './settings-table';
import './settings-view.css';

export function SettingsView() {
  const { view, load, reload } = useStore(settings, (s) => s);
  useEffect(() => {
    if (settings.getState().load.status === 'idle') void reload();
    void settings.getState().loadHotkeys();
  }, []);

  return (
    <Screen title={t('settings.title')}>
      {load.error && !view ? (
        <ErrorState what={t('settings.readFailed')} error={load.error} onRetry={reload} />
      ) : !view ? (
        <Loading label={t('settings.reading')} />
      ) : (
        <div class="settings">
          <AccountsSection view={view} />
          <AccountForm view={view} />
          <ConnectionTests view={view} />
          <DirectoriesSection />
          <OutcomesSection />
          <CrmSection policies={view.policies} />
          <CallingHoursSection policies={view.policies} />
          <PreferencesForm view={view} />
          <PoliciesSection policies={view.policies} />
        </div>
      )}
    </Screen>
  );
}

/** Sends the form's patch; true when main accepted it. */
async function submit(form: SettingsForm, element: HTMLFormElement): Promise<boolean> {
  return settings.getState().save(form, readSettingsForm(element) as SettingsPatch);
}

/** What a check found, as one line: the service, and in words what it answered or why it failed. */
function CheckLine({ kind, outcome, view }: { kind: KeyKind; outcome: CheckOutcome; view: View }) {
  const service = kind === 'pbx' ? t('settings.check.pbx') : t('settings.check.lookup');
  if (outcome.status === 'testing')
    return (
      <li class="check-line testing" data-check={kind}>
        <span class="spinner small" aria-hidden="true" />
        <span>
          <strong>{service}</strong> {t('settings.check.checking')}
        </span>
      </li>
    );
  if (outcome.status === 'ok')
    return (
      <li class="check-line ok" data-check={kind}>
        <Icon name="check" size={16} />
        <span>
          <strong>{service}</strong>{' '}
          <span class="check-text">{shownSentence(outcome.found, { inSettings: true })}</span>
        </span>
      </li>
    );
  const problem = kind === 'pbx' ? phoneSystemProblem : lookupProblem;
  return (
    <li class="check-line problem" data-check={kind} data-code={outcome.error.code}>
      <Icon name="warning" size={16} />
      <span class="check-body">
        <span>
          <strong>{service}</strong> <span class="check-text">{problem(outcome.error, view)}</span>
        </span>
        <CheckDetails error={outcome.error} />
      </span>
    </li>
  );
}

/** Main's own message (the operation, the status, what the server replied) folded under Details. */
const CheckDetails = ({ error }: { error: IpcError }) => (
  <ErrorDetails error={error}>
    <p class="small muted error-raw">{error.message}</p>
  </ErrorDetails>
);

/** Save's one result: saved, and what the checks of the saved account found, each in a line. */
function AccountFeedback({ outcome, view }: { outcome: FormOutcome | undefined; view: View }) {
  if (!outcome?.ok) return <FormFeedback outcome={outcome} />;
  const lines = [
    ['pbx', outcome.check?.phoneSystem ?? null],
    ['lookup', outcome.check?.lookup ?? null],
  ] as const;
  const checks = lines.flatMap(([kind, check]) => (check ? [[kind, check] as const] : []));
  const statuses = checks.map(([, check]) => check.status);
  const headline = statuses.includes('testing')
    ? t('settings.saved.checking')
    : statuses.includes('problem')
      ? t('settings.saved.problem')
      : checks.length > 0
        ? t('settings.saved.works')
        : view.mode === 'demo'
          ? t('settings.saved.demo')
          : t('form.saved');
  return (
    <div class="form-feedback save-result" role="status">
      <p class="save-headline">{headline}</p>
      {checks.length > 0 && (
        <ul class="check-lines">
          {checks.map(([kind, check]) => (
            <CheckLine key={kind} kind={kind} outcome={check} view={view} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AccountForm({ view }: { view: View }) {
  const outcome = useStore(settings, (s) => s.forms.account);
  const saving = useStore(settings, (s) => s.saving);
  const keyErrors = useStore(settings, (s) => s.keyErrors);
  const keyInputs: Record<KeyKind, { current: HTMLInputElement | null }> = {
    pbx: useRef<HTMLInputElement>(null),
    lookup: useRef<HTMLInputElement>(null),
  };
  const errors = outcome && !outcome.ok ? outcome.fields : {};
  const [address, onInput] = useTypedAddress(view.settings.account);
  const active = useStore(accounts, activeAccount);
  const ownAllowed = useStore(accounts, (s) => s.view?.ownAllowed ?? true);
  useEffect(focusAccountIfAsked, []);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    // Each key field is emptied before its key is sent: the value leaves the page at once and is not
    // kept anywhere in it. Saving accepts any key: a check with what is now saved says whether it works.
    const keys: Partial<Record<KeyKind, string>> = {};
    for (const kind of ['pbx', 'lookup'] as const) {
      const input = keyInputs[kind].current;
      keys[kind] = input?.value ?? '';
      if (input) input.value = '';
    }
    await settings.getState().saveAccount(readSettingsForm(form) as SettingsPatch, keys);
  };

  // Over the demo, the form would save a first account of the person's own, which the organisation
  // allows none of: it says so instead.
  if (!active && !ownAllowed)
    return (
      <section class="card settings-group" aria-labelledby="account-title">
        <h2 id="account-title">{t('settings.account.title')}</h2>
        <LockedNote id="account-own-off">{t('account.ownNotAllowed')}</LockedNote>
      </section>
    );

  return (
    <form
      class="card settings-group"
      aria-labelledby="account-title"
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
    >
      <h2 id="account-title">{t('settings.account.title')}</h2>
      {active ? (
        <p class="muted">
          {tParts('settings.account.inUse', {
            name: <strong translate={false}>{active.name}</strong>,
          })}
        </p>
      ) : (
        <p class="muted">{t('settings.account.intro')}</p>
      )}
      {active?.origin === 'organisation' && (
        <p class="muted">
          {active.fixed.includes('extension')
            ? t('policies.account.keysYours')
            : t('policies.account.extensionAndKeysYours')}
        </p>
      )}
      <AccountFieldsets
        saved={view.settings}
        errors={errors}
        address={address}
        lockOf={(setting) => isLocked(view.policies, setting)}
        renderKey={(kind) => (
          <KeyField
            key={kind}
            kind={kind}
            isSet={view.keys[kind]}
            otherHost={view.keys.enteredForOtherHost[kind]}
            keychainProblem={view.keys.keychainProblem}
            inputRef={keyInputs[kind]}
            error={keyErrors[kind]?.message}
            canStore={view.settings.account.accountId !== ''}
          />
        )}
      />
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={saving !== null}>
          {saving === 'account' || saving === 'pbx' || saving === 'lookup'
            ? t('form.saving')
            : t('settings.account.save')}
        </button>
        <AccountFeedback outcome={outcome} view={view} />
      </div>
    </form>
  );
}

/** A test button's result, in the same words as Save's. */
function TestResult({ kind, view }: { kind: KeyKind; view: View }) {
  const test = useStore(settings, (s) => s.tests[kind]);
  const outcome: CheckOutcome | null =
    test.load.status === 'loading'
      ? { status: 'testing' }
      : test.load.error
        ? { status: 'problem', error: test.load.error }
        : test.found
          ? { status: 'ok', found: test.found }
          : null;
  if (!outcome) return null;
  return (
    <div role="status">
      <ul class="check-lines">
        <CheckLine kind={kind} outcome={outcome} view={view} />
      </ul>
    </div>
  );
}

function ConnectionTests({ view }: { view: View }) {
  const [number, setNumber] = useState('');
  const testing = useStore(
    settings,
    (s) => s.tests.pbx.load.status === 'loading' || s.tests.lookup.load.status === 'loading',
  );
  return (
    <section class="card settings-group" aria-labelledby="tests-title">
      <h2 id="tests-title">{t('settings.tests.title')}</h2>
      <div class="test-row">
        <div>
          <p>{t('settings.tests.pbxIntro')}</p>
          <TestResult kind="pbx" view={view} />
        </div>
        <button
          type="button"
          class="button"
          disabled={testing}
          onClick={() => settings.getState().testPhoneSystem()}
        >
          {t('settings.tests.pbxButton')}
        </button>
      </div>
      <form
        class="test-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (number.trim()) void settings.getState().testLookup(number.trim());
        }}
      >
        <div>
          <label for="test-number">{t('settings.tests.lookupLabel')}</label>
          <input
            id="test-number"
            class="input"
            type="text"
            inputMode="tel"
            placeholder={t('settings.tests.numberPlaceholder')}
            value={number}
            onInput={(event) => setNumber(event.currentTarget.value)}
          />
          <TestResult kind="lookup" view={view} />
        </div>
        <button type="submit" class="button" disabled={testing || number.trim() === ''}>
          {t('settings.tests.lookupButton')}
        </button>
      </form>
    </section>
  );
}

/** What Save preferences saves: every preference but the language, which is saved as it is chosen. */
const SAVED_PREFERENCES = PREFERENCE_GROUPS.flatMap((group) =>
  group.rows.flatMap((row) => (row.kind === 'key' || row.kind === 'language' ? [] : [row.name])),
);

function PreferencesForm({ view }: { view: View }) {
  const outcome = useStore(settings, (s) => s.forms.preferences);
  const saving = useStore(settings, (s) => s.saving);
  const errors = outcome && !outcome.ok ? outcome.fields : {};
  const lock = sectionLock(view.policies, SAVED_PREFERENCES, 'preferences-locked');

  return (
    <form
      class="card settings-group"
      aria-labelledby="preferences-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit('preferences', event.currentTarget);
      }}
    >
      <h2 id="preferences-title">{t('settings.preferences.title')}</h2>
      {lock.whole && <LockedNote id={lock.whole} />}
      {PREFERENCE_GROUPS.map((group) => (
        <SettingsFieldset
          key={group.legend}
          group={group}
          saved={view.settings}
          errors={errors}
          lockOf={lock.of}
        />
      ))}
      <div class="form-actions">
        <button
          type="submit"
          class="button primary"
          disabled={saving !== null || lock.whole !== null}
          aria-describedby={lock.whole ?? undefined}
        >
          {saving === 'preferences' ? t('form.saving') : t('settings.preferences.save')}
        </button>
        <FormFeedback outcome={outcome} />
      </div>
    </form>
  );
}

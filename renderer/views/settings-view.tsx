// Settings: the account (with its two keys) and connection tests first, then preferences in groups.
// A key goes from its password field to main and the field is emptied; the page only ever learns
// whether each key is set.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { KeyKind, SettingsPatch, SettingsView as View } from '../../preload/contract';
import { readSettingsForm } from '../components/form-fields';
import { ErrorState, Loading } from '../components/states';
import { settings } from '../stores';
import type { FormOutcome, SettingsForm } from '../stores/settings';
import { useStore } from '../stores/use-store';
import { KeyField } from './key-field';
import { Screen } from './screen';
import { SettingsFieldset } from './settings-fields';
import { ACCOUNT_GROUPS, PREFERENCE_GROUPS } from './settings-table';
import '../components/banner.css';
import './settings-view.css';

export function SettingsView() {
  const { view, load, reload } = useStore(settings, (s) => s);
  useEffect(() => {
    if (settings.getState().load.status === 'idle') void reload();
    void settings.getState().loadHotkeys();
  }, []);

  return (
    <Screen title="Settings">
      {load.error && !view ? (
        <ErrorState what="Couldn't read the settings" error={load.error} onRetry={reload} />
      ) : !view ? (
        <Loading label="Reading settings…" />
      ) : (
        <div class="settings">
          {view.mode === 'demo' && (
            <p class="notice">
              <span class="badge">Demo</span> Dialdesk is using its built-in demo phone system. Enter your
              account below to use your own.
            </p>
          )}
          <AccountForm view={view} />
          <ConnectionTests />
          <PreferencesForm view={view} />
        </div>
      )}
    </Screen>
  );
}

/** Sends the form's patch; true when main accepted it. */
async function submit(form: SettingsForm, element: HTMLFormElement): Promise<boolean> {
  return settings.getState().save(form, readSettingsForm(element) as SettingsPatch);
}

function FormFeedback({ outcome }: { outcome: FormOutcome | undefined }) {
  if (!outcome) return null;
  if (outcome.ok)
    return (
      <div class="form-feedback">
        <p class="saved" role="status">
          {outcome.text}
          {outcome.found && ` ${outcome.found}`}
        </p>
        {outcome.problem && (
          <ErrorState
            compact
            what="Saved, but the phone system refused a test read"
            error={outcome.problem}
          />
        )}
      </div>
    );
  if (Object.keys(outcome.fields).length > 0)
    return (
      <p class="field-error" role="alert">
        Nothing was saved: fix the marked {Object.keys(outcome.fields).length > 1 ? 'fields' : 'field'}.
      </p>
    );
  return <ErrorState compact what="Couldn't save" error={outcome.error} />;
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

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!(await submit('account', event.currentTarget as HTMLFormElement))) return;
    // Keys are stored per account, so they follow the account's save. Each field is emptied before its
    // key is sent: the value leaves the page at once and is not kept anywhere in it.
    for (const kind of ['pbx', 'lookup'] as const) {
      const input = keyInputs[kind].current;
      const value = input?.value ?? '';
      if (input) input.value = '';
      if (value !== '') await settings.getState().setKey(kind, value);
    }
    // Saving accepts any key: a read with what is now saved says at once whether it works.
    await settings.getState().checkSavedAccount();
  };

  return (
    <form class="card settings-group" aria-labelledby="account-title" onSubmit={onSubmit} noValidate>
      <h2 id="account-title">Account</h2>
      <p class="muted">
        From your phone-system administrator. The API lives at https://&lt;account
        id&gt;.&lt;domain&gt;/app/api/7 unless you give a base URL.
      </p>
      {ACCOUNT_GROUPS.map((group) => (
        <SettingsFieldset
          key={group.legend}
          group={group}
          saved={view.settings}
          errors={errors}
          renderKey={(kind) => (
            <KeyField
              key={kind}
              kind={kind}
              isSet={view.keys[kind]}
              otherHost={view.keys.enteredForOtherHost[kind]}
              inputRef={keyInputs[kind]}
              error={keyErrors[kind]?.message}
              canStore={view.settings.account.accountId !== ''}
            />
          )}
        />
      ))}
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={saving !== null}>
          {saving === 'account' || saving === 'pbx' || saving === 'lookup' ? 'Saving…' : 'Save account'}
        </button>
        <FormFeedback outcome={outcome} />
      </div>
    </form>
  );
}

function TestResult({ kind }: { kind: KeyKind }) {
  const test = useStore(settings, (s) => s.tests[kind]);
  if (test.load.status === 'loading')
    return (
      <p class="muted" role="status">
        Testing…
      </p>
    );
  if (test.load.error) return <ErrorState compact what="The test failed" error={test.load.error} />;
  return test.message ? (
    <p class="saved" role="status">
      {test.message}
    </p>
  ) : null;
}

function ConnectionTests() {
  const [number, setNumber] = useState('');
  const testing = useStore(
    settings,
    (s) => s.tests.pbx.load.status === 'loading' || s.tests.lookup.load.status === 'loading',
  );
  return (
    <section class="card settings-group" aria-labelledby="tests-title">
      <h2 id="tests-title">Test the connection</h2>
      <div class="test-row">
        <div>
          <p>Reads one call from the phone system with the saved key.</p>
          <TestResult kind="pbx" />
        </div>
        <button
          type="button"
          class="button"
          disabled={testing}
          onClick={() => settings.getState().testPhoneSystem()}
        >
          Test phone system
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
          <label for="test-number">Looks up one number with the saved key (a lookup may be charged).</label>
          <input
            id="test-number"
            class="input"
            type="text"
            inputMode="tel"
            placeholder="Number to look up"
            value={number}
            onInput={(event) => setNumber(event.currentTarget.value)}
          />
          <TestResult kind="lookup" />
        </div>
        <button type="submit" class="button" disabled={testing || number.trim() === ''}>
          Test lookup
        </button>
      </form>
    </section>
  );
}

function PreferencesForm({ view }: { view: View }) {
  const outcome = useStore(settings, (s) => s.forms.preferences);
  const saving = useStore(settings, (s) => s.saving);
  const errors = outcome && !outcome.ok ? outcome.fields : {};

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
      <h2 id="preferences-title">Preferences</h2>
      {PREFERENCE_GROUPS.map((group) => (
        <SettingsFieldset key={group.legend} group={group} saved={view.settings} errors={errors} />
      ))}
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={saving !== null}>
          {saving === 'preferences' ? 'Saving…' : 'Save preferences'}
        </button>
        <FormFeedback outcome={outcome} />
      </div>
    </form>
  );
}

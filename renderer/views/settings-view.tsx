// Settings: the account (with its two keys) and connection tests first, then preferences in groups.
// A key goes from its password field to main and the field is emptied; the page only ever learns
// whether each key is set.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { HotkeyState, KeyKind, SettingsPatch, SettingsView as View } from '../../preload/contract';
import { CheckField, readSettingsForm, SelectField, TextField } from '../components/form-fields';
import { CountryField, HotkeyField } from '../components/special-fields';
import { ErrorState, Loading } from '../components/states';
import { historyStatus, settings } from '../stores';
import type { FormOutcome, SettingsForm } from '../stores/settings';
import { useStore } from '../stores/use-store';
import { Screen } from './screen';

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

const KEY_LABELS: Record<KeyKind, { label: string; hint: string }> = {
  pbx: { label: 'Phone-system API key', hint: 'Used for calls, history, voicemail and recordings.' },
  lookup: { label: 'Main SIP account key', hint: 'Used only for number lookups.' },
};

function AccountForm({ view }: { view: View }) {
  const outcome = useStore(settings, (s) => s.forms.account);
  const saving = useStore(settings, (s) => s.saving);
  const keyErrors = useStore(settings, (s) => s.keyErrors);
  const keyInputs: Record<KeyKind, { current: HTMLInputElement | null }> = {
    pbx: useRef<HTMLInputElement>(null),
    lookup: useRef<HTMLInputElement>(null),
  };
  const errors = outcome && !outcome.ok ? outcome.fields : {};
  const { account } = view.settings;

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
      <fieldset>
        <legend>Phone system</legend>
        <div class="form-grid">
          <TextField
            name="account.accountId"
            label="Account id"
            value={account.accountId}
            error={errors['account.accountId']}
          />
          <TextField
            name="account.extension"
            label="Your extension"
            value={account.extension}
            hint="It rings first when you place a call."
            error={errors['account.extension']}
          />
          <TextField
            name="account.domain"
            label="Domain"
            value={account.domain}
            placeholder="pbx.example.com"
            error={errors['account.domain']}
          />
          <TextField
            name="account.baseUrlOverride"
            label="Base URL (instead of account id and domain)"
            type="url"
            value={account.baseUrlOverride}
            placeholder="https://pbx.example.com/app/api/7"
            error={errors['account.baseUrlOverride']}
          />
          <KeyField
            kind="pbx"
            isSet={view.keys.pbx}
            otherHost={view.keys.enteredForOtherHost.pbx}
            inputRef={keyInputs.pbx}
            error={keyErrors.pbx?.message}
            canStore={account.accountId !== ''}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Number lookup</legend>
        <div class="form-grid">
          <TextField
            name="account.lookupUrl"
            label="Lookup URL"
            type="url"
            value={account.lookupUrl}
            placeholder="https://lookup.example.com/api"
            error={errors['account.lookupUrl']}
          />
          <KeyField
            kind="lookup"
            isSet={view.keys.lookup}
            otherHost={view.keys.enteredForOtherHost.lookup}
            inputRef={keyInputs.lookup}
            error={keyErrors.lookup?.message}
            canStore={account.accountId !== ''}
          />
        </div>
      </fieldset>
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={saving !== null}>
          {saving === 'account' || saving === 'pbx' || saving === 'lookup' ? 'Saving…' : 'Save account'}
        </button>
        <FormFeedback outcome={outcome} />
      </div>
    </form>
  );
}

interface KeyFieldProps {
  kind: KeyKind;
  isSet: boolean;
  /** A key is stored for another host: it is not sent to this one until entered again. */
  otherHost: boolean;
  inputRef: { current: HTMLInputElement | null };
  error: string | undefined;
  canStore: boolean;
}

function KeyField({ kind, isSet, otherHost, inputRef, error, canStore }: KeyFieldProps) {
  const { label, hint } = KEY_LABELS[kind];
  const id = `key-${kind}`;
  return (
    <div class="form-field">
      <label for={id}>
        {label}{' '}
        <span class={isSet ? 'key-status set' : 'key-status'} data-key-status={kind}>
          {isSet ? 'set' : 'not set'}
        </span>
      </label>
      <div class="input-row">
        <input
          ref={inputRef}
          id={id}
          class="input"
          type="password"
          autoComplete="new-password"
          spellcheck={false}
          placeholder={isSet ? 'Enter a new key to replace it' : 'Paste the key'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        {isSet && (
          <button
            type="button"
            class="button ghost"
            aria-label={`Clear the ${label.toLowerCase()}`}
            onClick={() => settings.getState().clearKey(kind)}
          >
            Clear
          </button>
        )}
      </div>
      <p id={`${id}-hint`} class="hint">
        {hint} Kept in the system keychain{canStore ? '' : ' once the account id is saved'}; never shown
        again.
      </p>
      {otherHost && (
        <p class="field-error" data-key-other-host={kind}>
          The address changed to another host: the key for this host must be entered again.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      )}
    </div>
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

const NUMBER_FORMATS: [string, string][] = [
  ['national-digits', 'National digits (5555550123)'],
  ['country-digits', 'Country code and digits (15555550123)'],
  ['e164', 'International, E.164 (+15555550123)'],
];

function PreferencesForm({ view }: { view: View }) {
  const outcome = useStore(settings, (s) => s.forms.preferences);
  const saving = useStore(settings, (s) => s.saving);
  const errors = outcome && !outcome.ok ? outcome.fields : {};
  const { general, numbers, calls, hotkeys, notifications, voicemail, lookupCache, history } = view.settings;
  const hotkeyStatus = useStore(settings, (s) => s.hotkeys);

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
      <fieldset>
        <legend>Startup</legend>
        <CheckField
          name="general.startAtLogin"
          label="Start Dialdesk when I log in"
          value={general.startAtLogin}
          error={errors['general.startAtLogin']}
        />
      </fieldset>
      <fieldset>
        <legend>Numbers</legend>
        <div class="form-grid">
          <CountryField
            name="numbers.defaultRegion"
            label="Default country"
            value={numbers.defaultRegion}
            hint="Assumed for numbers written without a country code. Type to search the list."
            error={errors['numbers.defaultRegion']}
          />
          <SelectField
            name="numbers.dialFormat"
            label="Send numbers to the phone system as"
            value={numbers.dialFormat}
            options={NUMBER_FORMATS}
            error={errors['numbers.dialFormat']}
          />
          <SelectField
            name="numbers.lookupFormat"
            label="Send numbers to the lookup service as"
            value={numbers.lookupFormat}
            options={NUMBER_FORMATS}
            error={errors['numbers.lookupFormat']}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Calls and hotkeys</legend>
        <div class="form-grid">
          <HotkeyField
            name="hotkeys.callSelection"
            label="Call the selected number"
            value={hotkeys.callSelection}
            hint={<HotkeyStatus name="callSelection" state={hotkeyStatus?.callSelection} />}
            error={errors['hotkeys.callSelection']}
          />
          <HotkeyField
            name="hotkeys.lookupSelection"
            label="Look up the selected number"
            value={hotkeys.lookupSelection}
            hint={<HotkeyStatus name="lookupSelection" state={hotkeyStatus?.lookupSelection} />}
            error={errors['hotkeys.lookupSelection']}
          />
        </div>
        <CheckField
          name="calls.confirmHotkeyCalls"
          label="Ask before calling from a hotkey"
          value={calls.confirmHotkeyCalls}
          error={errors['calls.confirmHotkeyCalls']}
        />
        <CheckField
          name="calls.lookupBeforeCalling"
          label="Look up a number before calling it"
          value={calls.lookupBeforeCalling}
          error={errors['calls.lookupBeforeCalling']}
        />
      </fieldset>
      <fieldset>
        <legend>Voicemail and notifications</legend>
        <CheckField
          name="notifications.voicemail"
          label="Notify me of new voicemail"
          value={notifications.voicemail}
          error={errors['notifications.voicemail']}
        />
        <CheckField
          name="notifications.sound"
          label="Play a sound with notifications"
          value={notifications.sound}
          error={errors['notifications.sound']}
        />
        <div class="form-grid">
          <TextField
            name="voicemail.checkIntervalMinutes"
            label="Check for voicemail every (minutes)"
            type="number"
            min={1}
            max={60}
            value={voicemail.checkIntervalMinutes}
            error={errors['voicemail.checkIntervalMinutes']}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Call history</legend>
        <CheckField
          name="history.keepLocalCopy"
          label="Keep a searchable copy of call history on this computer"
          value={history.keepLocalCopy}
          error={errors['history.keepLocalCopy']}
        />
        <div class="form-grid">
          <TextField
            name="history.days"
            label="Keep calls of the last (days)"
            type="number"
            min={1}
            max={3650}
            value={history.days}
            error={errors['history.days']}
          />
        </div>
        <LocalHistoryStatus />
      </fieldset>
      <fieldset>
        <legend>Lookup</legend>
        <div class="form-grid">
          <TextField
            name="lookupCache.ttlDays"
            label="Remember lookup results for (days)"
            type="number"
            min={0}
            max={365}
            value={lookupCache.ttlDays}
            hint="0 looks a number up again every time."
            error={errors['lookupCache.ttlDays']}
          />
        </div>
      </fieldset>
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={saving !== null}>
          {saving === 'preferences' ? 'Saving…' : 'Save preferences'}
        </button>
        <FormFeedback outcome={outcome} />
      </div>
    </form>
  );
}

/**
 * What the local copy holds, "Delete local history" (the file goes at once; while the setting stays on a
 * new copy starts), and whether this phone system's records can say which calls were missed.
 */
function LocalHistoryStatus() {
  const { status, error } = useStore(historyStatus, (s) => s);
  const [deleting, setDeleting] = useState(false);
  if (!status) return null;
  return (
    <div class="local-history">
      {status.missedAlerts === 'unavailable' && (
        <p class="hint">
          Missed-call alerts are not available for this phone system: its call records do not say which calls
          were missed.
        </p>
      )}
      <p class="hint" role="status">
        {status.stored > 0
          ? `${new Intl.NumberFormat().format(status.stored)} calls are stored on this computer.`
          : 'No calls are stored on this computer.'}
      </p>
      <button
        type="button"
        class="button"
        disabled={deleting || status.stored === 0}
        onClick={async () => {
          setDeleting(true);
          await historyStatus.getState().deleteLocalCopy();
          setDeleting(false);
        }}
      >
        {deleting ? 'Deleting…' : 'Delete local history'}
      </button>
      {error && <ErrorState compact what="Couldn't delete the local history" error={error} />}
    </div>
  );
}

/** Whether the OS gave Dialdesk the saved hotkey, or why not (another app took it, it is turned off). */
function HotkeyStatus({ name, state }: { name: string; state: HotkeyState | undefined }) {
  if (!state) return null;
  return (
    <span class={state.registered ? 'hotkey-status ok' : 'hotkey-status'} data-hotkey-status={name}>
      {state.registered ? 'Registered.' : (state.problem ?? 'Not registered.')}
    </span>
  );
}

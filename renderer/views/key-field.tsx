// A key's password field: whether a key is set, Clear, and why a stored key waits to be entered again.
// The value is read and emptied by the form on Save; the page never learns a key back.
import type { KeyKind } from '../../preload/contract';
import { settings } from '../stores';
import '../components/form-fields.css';
import './key-field.css';

/** Each key by what it lets Dialdesk do, and by the name its provider may give it. */
const KEY_LABELS: Record<KeyKind, { label: string; hint: string }> = {
  pbx: {
    label: 'Phone-system key',
    hint: "Lets Dialdesk ring your extension to place calls, and read your call history, voicemail and recordings. Your provider may call it the API key. Where to find it: your phone system's API settings, or ask your administrator.",
  },
  lookup: {
    label: 'Lookup key',
    hint: "Lets Dialdesk look a number up (the line type, the carrier, the place, and whether it is on a Do Not Call list); a lookup may be charged. Your provider may call it the main SIP account key. Where to find it: the lookup provider's account page.",
  },
};

/** The id of a key's password field. */
const keyInputId = (kind: KeyKind) => `key-${kind}`;
export const PBX_KEY_INPUT = keyInputId('pbx');

interface KeyFieldProps {
  kind: KeyKind;
  isSet: boolean;
  /** A key is stored for another host: it is not sent to this one until entered again. */
  otherHost: boolean;
  inputRef: { current: HTMLInputElement | null };
  error: string | undefined;
  canStore: boolean;
}

export function KeyField({ kind, isSet, otherHost, inputRef, error, canStore }: KeyFieldProps) {
  const { label, hint } = KEY_LABELS[kind];
  const id = keyInputId(kind);
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

// A key's password field: whether a key is set (or that the keychain could not be read, and why), Clear,
// and why a stored key waits to be entered again.
// The value is read and emptied by the form on Save; the page never learns a key back.
import type { KeyKind } from '../../preload/contract';
import { t, type WordKey } from '../../preload/shared/i18n/translate';
import { settings } from '../stores';
import '../components/form-fields.css';
import './key-field.css';

/** Each key by what it lets Dialdesk do, and by the name its provider may give it; its Clear button's name. */
const KEY_LABELS: Record<KeyKind, { label: WordKey; hint: WordKey; clear: WordKey }> = {
  pbx: { label: 'keys.pbx.label', hint: 'keys.pbx.hint', clear: 'keys.pbx.clear' },
  lookup: { label: 'keys.lookup.label', hint: 'keys.lookup.hint', clear: 'keys.lookup.clear' },
};

/** The id of a key's password field. */
const keyInputId = (kind: KeyKind) => `key-${kind}`;
export const PBX_KEY_INPUT = keyInputId('pbx');

interface KeyFieldProps {
  kind: KeyKind;
  isSet: boolean;
  /** A key is stored for another host: it is not sent to this one until entered again. */
  otherHost: boolean;
  /** Why the keychain could not be read (locked): whether a key is set is then unknown. */
  keychainProblem: string | null;
  inputRef: { current: HTMLInputElement | null };
  error: string | undefined;
  canStore: boolean;
}

export function KeyField({
  kind,
  isSet,
  otherHost,
  keychainProblem,
  inputRef,
  error,
  canStore,
}: KeyFieldProps) {
  const { label, hint, clear } = KEY_LABELS[kind];
  const id = keyInputId(kind);
  const status = keychainProblem ? t('keys.notRead') : isSet ? t('keys.set') : t('keys.notSet');
  return (
    <div class="form-field">
      <label for={id}>
        {t(label)}{' '}
        <span class={isSet ? 'key-status set' : 'key-status'} data-key-status={kind}>
          {status}
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
          placeholder={isSet ? t('keys.replacePlaceholder') : t('keys.pastePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${keychainProblem ? ` ${id}-keychain` : ''}${error ? ` ${id}-error` : ''}`}
        />
        {isSet && (
          <button
            type="button"
            class="button ghost"
            aria-label={t(clear)}
            onClick={() => settings.getState().clearKey(kind)}
          >
            {t('keys.clear')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} class="hint">
        {t(hint)} {canStore ? t('keys.kept') : t('keys.keptOnceSaved')}
      </p>
      {keychainProblem && (
        <p id={`${id}-keychain`} class="field-error" data-key-keychain={kind}>
          {keychainProblem}
        </p>
      )}
      {otherHost && (
        <p class="field-error" data-key-other-host={kind}>
          {t('keys.otherHost')}
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

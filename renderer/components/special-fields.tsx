// Settings fields that are not typed as text: a hotkey recorded from a key press, and the default
// country chosen from a searchable list by name. Each keeps the setting's value in a hidden input named
// after it, so that the form is read as a whole on submit like every other field.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../preload/shared/i18n/translate';
import { countries, countryLabel, findCountry } from '../format/countries';
import { hotkeySymbols, isMac, recordHotkey } from '../format/hotkeys';
import { FieldNotes, fieldDescribedBy, fieldId, useFieldScope } from './form-fields';
import { type FieldLock, lockNoteId } from './locked-note';

interface SpecialFieldProps {
  name: string;
  label: string;
  value: string;
  hint?: ComponentChildren;
  error?: string | undefined;
  /** Set by the organisation: the field and its button are disabled, and say so. */
  locked?: FieldLock | undefined;
}

/**
 * Focus the field and press the keys: it records them (Tab still moves on). Turn off empties it. The
 * shortcut is shown as the OS writes it; what is saved is the accelerator Electron reads.
 */
export function HotkeyField({ name, label, value, hint, error, locked }: SpecialFieldProps) {
  const mac = isMac();
  const [accelerator, setAccelerator] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const scope = useFieldScope();
  const id = fieldId(name, scope);
  const shown = problem ?? error;

  const onKeyDown = (event: KeyboardEvent) => {
    const bare = !event.ctrlKey && !event.metaKey && !event.altKey;
    if (event.key === 'Tab' && bare) return;
    event.preventDefault();
    if ((event.key === 'Backspace' || event.key === 'Delete') && bare && !event.shiftKey) {
      setAccelerator('');
      setProblem(null);
      return;
    }
    const recorded = recordHotkey(event, mac);
    if (recorded === null) return;
    if ('problem' in recorded) setProblem(recorded.problem);
    else {
      setAccelerator(recorded.accelerator);
      setProblem(null);
    }
  };

  return (
    <div class="form-field">
      <label for={id}>{label}</label>
      <div class="input-row">
        <input type="hidden" name={name} value={accelerator} />
        <input
          id={id}
          class="input hotkey-input"
          type="text"
          readOnly
          disabled={locked ? true : undefined}
          value={hotkeySymbols(accelerator, mac) || t('fields.hotkey.off')}
          aria-invalid={shown ? true : undefined}
          aria-describedby={fieldDescribedBy(name, true, shown, scope, locked)}
          onKeyDown={onKeyDown}
          // A refused press is said while the field has focus; the recorded hotkey stays as it was.
          onBlur={() => setProblem(null)}
        />
        <button
          type="button"
          class="button ghost"
          disabled={accelerator === '' || Boolean(locked)}
          aria-describedby={lockNoteId(locked, id)}
          onClick={() => {
            setAccelerator('');
            setProblem(null);
          }}
        >
          {t('fields.hotkey.turnOff')}
        </button>
      </div>
      <FieldNotes
        name={name}
        // Locked, there is nothing to press: only what the OS made of the hotkey is said.
        hint={
          locked ? (
            hint
          ) : (
            <>
              {t('fields.hotkey.howTo')} {hint}
            </>
          )
        }
        error={shown}
        locked={locked}
      />
    </div>
  );
}

/** A text field with the list of countries by name; typing filters it, and a name or code is accepted. */
export function CountryField({ name, label, value, hint, error, locked }: SpecialFieldProps) {
  const initial = findCountry(value);
  const [text, setText] = useState(initial ? countryLabel(initial) : value);
  const found = findCountry(text);
  const scope = useFieldScope();
  const id = fieldId(name, scope);
  const shown = found ? error : t('fields.country.choose');
  return (
    <div class="form-field">
      <label for={id}>{label}</label>
      <input type="hidden" name={name} value={found?.code ?? text} />
      <input
        id={id}
        class="input"
        type="text"
        list={`${id}-list`}
        autoComplete="off"
        spellcheck={false}
        disabled={locked ? true : undefined}
        value={text}
        aria-invalid={shown ? true : undefined}
        aria-describedby={fieldDescribedBy(name, hint, shown, scope, locked)}
        onInput={(event) => setText(event.currentTarget.value)}
        onChange={() => found && setText(countryLabel(found))}
      />
      <datalist id={`${id}-list`}>
        {countries().map((country) => (
          <option key={country.code} value={countryLabel(country)} />
        ))}
      </datalist>
      <FieldNotes name={name} hint={hint} error={shown} locked={locked} />
    </div>
  );
}

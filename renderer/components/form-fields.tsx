// Labelled settings inputs. They are uncontrolled (defaultValue): what the person typed stays put while
// other settings change, and the form is read as a whole on submit. Each shows its own problem, if any.
import { type ComponentChildren, createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { asSentence } from '../format/errors';
import './form-fields.css';

interface FieldProps {
  /** The dotted settings path, which is also the input's name: 'account.extension'. */
  name: string;
  label: string;
  hint?: ComponentChildren;
  error?: string | undefined;
}

const SETTINGS_SCOPE = 'setting';

/**
 * Which form the fields inside belong to, for their element ids: two forms on one page may hold the
 * same setting (the account form and Add account each have an Account id), and ids must not repeat.
 */
const FieldScope = createContext(SETTINGS_SCOPE);
export const FieldScopeProvider = FieldScope.Provider;
export const useFieldScope = () => useContext(FieldScope);

/** The id of a field's input: 'account.extension' -> 'setting-account-extension' (every dot a dash). */
export const fieldId = (name: string, scope = SETTINGS_SCOPE) => `${scope}-${name.replaceAll('.', '-')}`;

export function fieldDescribedBy(
  name: string,
  hint: unknown,
  error: unknown,
  scope?: string,
): string | undefined {
  const id = fieldId(name, scope);
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** What ties a setting's input to its label, its hint and its problem. */
function inputAttributes(name: string, hint: unknown, error: unknown, scope: string) {
  return {
    id: fieldId(name, scope),
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(name, hint, error, scope),
  };
}

export function FieldNotes({ name, hint, error }: Pick<FieldProps, 'name' | 'hint' | 'error'>) {
  const id = fieldId(name, useFieldScope());
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} class="field-error">
          {asSentence(error)}
        </p>
      )}
    </>
  );
}

interface TextFieldProps extends FieldProps {
  value: string | number;
  type?: 'text' | 'url' | 'number';
  placeholder?: string;
  min?: number;
  max?: number;
}

export function TextField({ name, label, hint, error, value, type = 'text', ...rest }: TextFieldProps) {
  const scope = useFieldScope();
  return (
    <div class="form-field">
      <label for={fieldId(name, scope)}>{label}</label>
      <input
        {...inputAttributes(name, hint, error, scope)}
        class="input"
        // Preact's types narrow attributes per input type; the three used here share them all.
        type={type as 'text'}
        defaultValue={String(value)}
        autoComplete="off"
        spellcheck={false}
        // What is typed, and the example it replaces (an address), are data, not words to translate.
        translate={false}
        {...rest}
      />
      <FieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}

/** A choice of a ChoiceField: its value and what it is called. */
export interface ChoiceOption {
  value: string;
  label: string;
  /**
   * The language the label is written in when it is not the page's (a language by its own name): said
   * to screen readers, and translation tools leave the label as it is.
   */
  lang?: string;
}

interface ChoiceFieldProps extends FieldProps {
  value: string;
  options: ChoiceOption[];
  /**
   * A choice that acts at once rather than with its form's Save (as CheckField's onChange): the field
   * then shows `value`, which the caller keeps (and sets back when the change is refused).
   */
  onChange?: (value: string) => void;
}

/**
 * One of a few choices, each a radio button with its words beside it, the label as the group's legend.
 * Not a drop-down: a closed drop-down shows its choice on one line, cut where the window is narrow (at
 * 200% in German, "Nationales Format (5555550123" without its bracket); these words wrap.
 */
export function ChoiceField({ name, label, hint, error, value, options, onChange }: ChoiceFieldProps) {
  const scope = useFieldScope();
  const id = fieldId(name, scope);
  return (
    <fieldset
      id={id}
      class="form-field choice"
      aria-invalid={error ? true : undefined}
      aria-describedby={fieldDescribedBy(name, hint, error, scope)}
    >
      <legend>{label}</legend>
      {options.map((option) => {
        const state = onChange
          ? { checked: option.value === value, onChange: () => onChange(option.value) }
          : { defaultChecked: option.value === value };
        return (
          <div key={option.value} class="choice-option">
            <input type="radio" id={`${id}-${option.value}`} name={name} value={option.value} {...state} />
            <label
              for={`${id}-${option.value}`}
              // Preact sets `translate` as the DOM property, a boolean: false is translate="no" (the
              // string "no" would be true, "yes").
              {...(option.lang ? { lang: option.lang, translate: false } : {})}
            >
              {option.label}
            </label>
          </div>
        );
      })}
      <FieldNotes name={name} hint={hint} error={error} />
    </fieldset>
  );
}

interface CheckFieldProps extends FieldProps {
  value: boolean;
  /**
   * A box that acts at once rather than with its form's Save: it then shows `value`, which the caller
   * keeps (and sets back when the change is refused).
   */
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}

export function CheckField({ name, label, hint, error, value, onChange, disabled }: CheckFieldProps) {
  const scope = useFieldScope();
  const state = onChange
    ? {
        checked: value,
        onChange: (event: Event) => onChange((event.currentTarget as HTMLInputElement).checked),
      }
    : { defaultChecked: value };
  return (
    <div class="form-field check">
      <input {...inputAttributes(name, hint, error, scope)} type="checkbox" disabled={disabled} {...state} />
      <label for={fieldId(name, scope)}>{label}</label>
      <FieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}

/**
 * The settings patch a form holds: every input named 'section.field', checkboxes as booleans, number
 * inputs as numbers, a choice as its checked radio button's value. Main validates it; this only shapes it.
 */
export function readSettingsForm(form: HTMLFormElement): Record<string, Record<string, unknown>> {
  const patch: Record<string, Record<string, unknown>> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement)) continue;
    // A choice's value is its checked radio button's; the others say nothing.
    if (element.type === 'radio' && !element.checked) continue;
    const [section, field, extra] = element.name.split('.');
    if (!section || !field || extra !== undefined) continue;
    const value =
      element.type === 'checkbox'
        ? element.checked
        : element.type === 'number'
          ? element.value === ''
            ? Number.NaN
            : Number(element.value)
          : element.value;
    patch[section] = { ...patch[section], [field]: value };
  }
  return patch;
}

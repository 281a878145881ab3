// Labelled settings inputs. They are uncontrolled (defaultValue): what the person typed stays put while
// other settings change, and the form is read as a whole on submit. Each shows its own problem, if any,
// and, when the organisation's policies set it, is disabled and says so (locked-note.tsx), its text
// shown whole. A disabled input is still read with its form: main takes a locked setting sent back
// unchanged.
import { type ComponentChildren, createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { asSentence } from '../format/errors';
import { type FieldLock, lockNoteId, OwnLockedNote } from './locked-note';
import './form-fields.css';

interface FieldProps {
  /** The dotted settings path, which is also the input's name: 'account.extension'. */
  name: string;
  label: string;
  hint?: ComponentChildren;
  error?: string | undefined;
  /** Set by the organisation: disabled, and described by the note that says so. */
  locked?: FieldLock | undefined;
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
  locked?: FieldLock,
): string | undefined {
  const id = fieldId(name, scope);
  const ids = [lockNoteId(locked, id), hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** What ties a setting's input to its label, its hint, its problem and why it is locked. */
function inputAttributes(name: string, hint: unknown, error: unknown, scope: string, locked?: FieldLock) {
  return {
    id: fieldId(name, scope),
    name,
    disabled: locked ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(name, hint, error, scope, locked),
  };
}

/** Under a field: why it is locked, its hint and its problem, each with the id the field points at. */
export function FieldNotes({
  name,
  hint,
  error,
  locked,
}: Pick<FieldProps, 'name' | 'hint' | 'error' | 'locked'>) {
  const id = fieldId(name, useFieldScope());
  return (
    <>
      <OwnLockedNote lock={locked} controlId={id} />
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

export function TextField({
  name,
  label,
  hint,
  error,
  locked,
  value,
  type = 'text',
  placeholder,
  ...rest
}: TextFieldProps) {
  const scope = useFieldScope();
  const attributes = inputAttributes(name, hint, error, scope, locked);
  return (
    <div class="form-field">
      <label for={fieldId(name, scope)}>{label}</label>
      {locked && type !== 'number' ? (
        <LockedText {...attributes} value={String(value)} />
      ) : (
        <input
          {...attributes}
          class="input"
          // Preact's types narrow attributes per input type; the three used here share them all.
          type={type as 'text'}
          defaultValue={String(value)}
          autoComplete="off"
          spellcheck={false}
          // What is typed, and the example it replaces (an address), are data, not words to translate.
          translate={false}
          placeholder={placeholder}
          {...rest}
        />
      )}
      <FieldNotes name={name} hint={hint} error={error} locked={locked} />
    </div>
  );
}

/**
 * A text the organisation sets, shown whole: a field of one line would cut a long address or DN where
 * the window is narrow (320 px), so it is a disabled text area as tall as its lines. With no example in
 * it, which would read as the organisation's value. Read with its form as an input is.
 */
export function LockedText({
  class: kind,
  ...attributes
}: {
  id: string;
  name: string;
  value: string;
  /** A class of its own beside `input` (the CRM address's monospace). */
  class?: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
}) {
  return (
    <textarea
      {...attributes}
      class={kind ? `input locked-text ${kind}` : 'input locked-text'}
      rows={1}
      disabled
      spellcheck={false}
      translate={false}
    />
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
export function ChoiceField({
  name,
  label,
  hint,
  error,
  locked,
  value,
  options,
  onChange,
}: ChoiceFieldProps) {
  const scope = useFieldScope();
  const id = fieldId(name, scope);
  return (
    <fieldset
      id={id}
      class="form-field choice"
      disabled={locked ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={fieldDescribedBy(name, hint, error, scope, locked)}
    >
      <legend>{label}</legend>
      {options.map((option) => {
        const state = onChange
          ? { checked: option.value === value, onChange: () => onChange(option.value) }
          : { defaultChecked: option.value === value };
        return (
          <div key={option.value} class="choice-option">
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              disabled={locked ? true : undefined}
              {...state}
            />
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
      <FieldNotes name={name} hint={hint} error={error} locked={locked} />
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

export function CheckField({ name, label, hint, error, locked, value, onChange, disabled }: CheckFieldProps) {
  const scope = useFieldScope();
  const state = onChange
    ? {
        checked: value,
        onChange: (event: Event) => onChange((event.currentTarget as HTMLInputElement).checked),
      }
    : { defaultChecked: value };
  return (
    <div class="form-field check">
      <input
        {...inputAttributes(name, hint, error, scope, locked)}
        type="checkbox"
        disabled={disabled || locked ? true : undefined}
        {...state}
      />
      <label for={fieldId(name, scope)}>{label}</label>
      <FieldNotes name={name} hint={hint} error={error} locked={locked} />
    </div>
  );
}

/**
 * The settings patch a form holds: every input (and locked text) named 'section.field', checkboxes as
 * booleans, number inputs as numbers, a choice as its checked radio button's value. Main validates it; this only shapes it.
 */
export function readSettingsForm(form: HTMLFormElement): Record<string, Record<string, unknown>> {
  const patch: Record<string, Record<string, unknown>> = {};
  for (const element of Array.from(form.elements)) {
    // A locked text is a text area (LockedText), read as the text input it stands for.
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    const input = element instanceof HTMLInputElement ? element : null;
    // A choice's value is its checked radio button's; the others say nothing.
    if (input?.type === 'radio' && !input.checked) continue;
    const [section, field, extra] = element.name.split('.');
    if (!section || !field || extra !== undefined) continue;
    const value =
      input?.type === 'checkbox'
        ? input.checked
        : input?.type === 'number'
          ? input.value === ''
            ? Number.NaN
            : Number(input.value)
          : element.value;
    patch[section] = { ...patch[section], [field]: value };
  }
  return patch;
}

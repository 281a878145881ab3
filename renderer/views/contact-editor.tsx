// The contact editor in People's detail pane: a name (required), a company, numbers each with its label,
// and a note. Each limit main holds a contact to is said where it bites: a field at its length says so
// under it, and Add number stops at the most numbers a contact holds, with the reason beside it. A
// number row left empty is not saved. What main refuses is said next to its field, in words.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  CONTACT_LIMITS,
  type Contact,
  type ContactDraft,
  type ContactNumber,
  type NumberLabel,
} from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { labelWord, NUMBER_LABELS } from '../../preload/shared/number-labels';
import { FieldNotes, FieldScopeProvider, fieldDescribedBy, fieldId } from '../components/form-fields';
import { Icon } from '../components/icons';
import { contactEditor } from '../stores';
import type { ContactEditing } from '../stores/contact-editor';
import { useStore } from '../stores/use-store';
import { FormFeedback } from './form-feedback';
import { DetailPane } from './list-screen';
import './contact-editor.css';

/** The scope of the editor's element ids (form-fields.tsx): 'contact-name', 'contact-numbers-0-number'. */
const SCOPE = 'contact';

/** A number row as the form holds it; `key` stays with the row through adds and removes. */
interface NumberRow {
  key: string;
  id: string | null;
  label: NumberLabel;
  number: string;
}

let rowKeys = 0;
const newRow = (label: NumberLabel = 'mobile'): NumberRow => ({
  key: `new-${++rowKeys}`,
  id: null,
  label,
  number: '',
});

/** The words under a field at its limit: it takes no more. */
const atLimit = (text: string, limit: number) =>
  text.length >= limit ? t('people.editor.atLimit', { count: limit }) : undefined;

interface ContactEditorProps {
  editing: ContactEditing;
  /** The editor closed: with the contact saved, or null when cancelled. */
  onDone(saved: Contact | null): void;
}

export function ContactEditor({ editing, onDone }: ContactEditorProps) {
  const saving = useStore(contactEditor, (s) => s.saving);
  const refusal = useStore(contactEditor, (s) => s.refusal);
  const [text, setText] = useState({
    name: editing.draft.name,
    company: editing.draft.company,
    note: editing.draft.note,
  });
  const [rows, setRows] = useState<NumberRow[]>(() =>
    editing.draft.numbers.length > 0
      ? editing.draft.numbers.map((number, i) => ({ key: number.id ?? `new-${++rowKeys}-${i}`, ...number }))
      : [newRow()],
  );
  const [nameMissing, setNameMissing] = useState(false);
  // The rows sent with the last Save, in order: main names a refused number by its place among them.
  const [sent, setSent] = useState<string[]>([]);
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => document.getElementById(fieldId('name', SCOPE))?.focus(), []);
  // A row added is typed into at once; after a remove, the row now in its place (or Add number).
  useEffect(() => {
    if (focusRow === null) return;
    const target =
      document.getElementById(fieldId(`numbers.${focusRow}`, SCOPE)) ??
      form.current?.querySelector<HTMLElement>('.add-number');
    target?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const kept = new Map<string, ContactNumber>(editing.kept.map((number) => [number.id, number]));
  const full = rows.length >= CONTACT_LIMITS.numbers;
  const mainSays = (field: string) => refusal?.fields[field];
  const rowError = (row: NumberRow) => {
    const place = sent.indexOf(row.key);
    if (place < 0) return undefined;
    return (
      mainSays(`numbers.${place}.number`) ??
      mainSays(`numbers.${place}.label`) ??
      mainSays(`numbers.${place}`)
    );
  };
  const patchRow = (key: string, patch: Partial<NumberRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const removeRow = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    setFocusRow(next[Math.min(index, next.length - 1)]?.key ?? '');
  };
  const addRow = () => {
    const row = newRow();
    setRows([...rows, row]);
    setFocusRow(row.key);
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (text.name.trim() === '') {
      setNameMissing(true);
      document.getElementById(fieldId('name', SCOPE))?.focus();
      return;
    }
    setNameMissing(false);
    const filled = rows.filter((row) => row.number.trim() !== '');
    setSent(filled.map((row) => row.key));
    const draft: ContactDraft = {
      name: text.name.trim(),
      company: text.company.trim(),
      // A note is kept as typed: its lines and spaces are the person's.
      note: text.note,
      numbers: filled.map(({ id, label, number }) => ({ id, label, number: number.trim() })),
    };
    const saved = await contactEditor.getState().save(draft);
    if (saved) onDone(saved);
  };

  const nameError = nameMissing ? t('people.editor.nameRequired') : mainSays('name');
  return (
    <DetailPane
      eyebrow={editing.id === null ? t('people.eyebrow') : t('people.editor.edit')}
      title={
        editing.id === null || editing.draft.name === '' ? (
          t('people.editor.new')
        ) : (
          <span translate={false}>{editing.draft.name}</span>
        )
      }
      onClose={() => onDone(null)}
    >
      <FieldScopeProvider value={SCOPE}>
        <form ref={form} class="contact-form" noValidate onSubmit={submit}>
          <TextField
            field="name"
            label={t('people.editor.name')}
            error={nameError}
            value={text.name}
            onInput={(name) => setText({ ...text, name })}
          />
          <TextField
            field="company"
            label={t('people.editor.company')}
            error={mainSays('company')}
            value={text.company}
            onInput={(company) => setText({ ...text, company })}
          />
          <fieldset
            class="form-field contact-numbers"
            aria-describedby={fieldDescribedBy('numbers', false, mainSays('numbers'), SCOPE)}
          >
            <legend>{t('people.editor.numbers')}</legend>
            {rows.map((row, index) => (
              <NumberRowFields
                key={row.key}
                row={row}
                position={index + 1}
                keptAs={row.id === null ? undefined : kept.get(row.id)}
                error={rowError(row)}
                onChange={(patch) => patchRow(row.key, patch)}
                onRemove={() => removeRow(index)}
              />
            ))}
            <div class="add-number-row">
              <button
                type="button"
                class="button add-number"
                disabled={full}
                aria-describedby={full ? 'contact-numbers-full' : undefined}
                onClick={addRow}
              >
                <Icon name="plus" size={16} /> {t('people.editor.addNumber')}
              </button>
              {full && (
                <p id="contact-numbers-full" class="hint">
                  {t('people.editor.tooManyNumbers', { count: CONTACT_LIMITS.numbers })}
                </p>
              )}
            </div>
            <FieldNotes name="numbers" error={mainSays('numbers')} />
          </fieldset>
          <TextField
            field="note"
            label={t('people.editor.note')}
            error={mainSays('note')}
            value={text.note}
            onInput={(note) => setText({ ...text, note })}
          />
          <FormFeedback
            outcome={refusal ? { ok: false, ...refusal } : undefined}
            what={t('people.editor.saveFailed')}
          />
          <div class="actions">
            <button type="submit" class="button primary" disabled={saving}>
              {saving ? t('form.saving') : t('people.editor.save')}
            </button>
            <button type="button" class="button" onClick={() => onDone(null)}>
              {t('form.cancel')}
            </button>
          </div>
        </form>
      </FieldScopeProvider>
    </DetailPane>
  );
}

/** A text field of the editor, held to its limit: its hint says when the limit is reached, its problem is under it. */
function TextField({
  field,
  label,
  error,
  value,
  onInput,
}: {
  field: 'name' | 'company' | 'note';
  label: string;
  error: string | undefined;
  value: string;
  onInput(value: string): void;
}) {
  const limit = CONTACT_LIMITS[field];
  const hint = atLimit(value, limit);
  const attributes = {
    id: fieldId(field, SCOPE),
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(field, hint, error, SCOPE),
    maxLength: limit,
    value,
  } as const;
  return (
    <div class="form-field">
      <label for={fieldId(field, SCOPE)}>{label}</label>
      {field === 'note' ? (
        // A note runs to lines of its own, so it takes a box four lines high.
        <textarea
          {...attributes}
          class="input note-input"
          rows={4}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
      ) : (
        <input
          {...attributes}
          class="input"
          type="text"
          autoComplete="off"
          aria-required={field === 'name' ? 'true' : undefined}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
      )}
      <FieldNotes name={field} hint={hint} error={error} />
    </div>
  );
}

interface NumberRowProps {
  row: NumberRow;
  position: number;
  /** The number as main keeps it, for one saved before: an extension of another account says so. */
  keptAs: ContactNumber | undefined;
  error: string | undefined;
  onChange(patch: Partial<NumberRow>): void;
  onRemove(): void;
}

/** One number: its label, the number as typed, and Remove; the number's id is the row's key. */
function NumberRowFields({ row, position, keptAs, error, onChange, onRemove }: NumberRowProps) {
  // The row's notes hang on its key: the ids stay with the row when rows above it go.
  const name = `numbers.${row.key}`;
  const elsewhere = keptAs && !keptAs.usable && keptAs.account ? keptAs.account.name : null;
  const hint = elsewhere
    ? t('people.otherAccount', { account: elsewhere })
    : atLimit(row.number, CONTACT_LIMITS.number);
  return (
    <div class="number-row">
      <select
        class="input number-label"
        aria-label={t('people.editor.label', { position })}
        value={row.label}
        onChange={(event) => onChange({ label: event.currentTarget.value as NumberLabel })}
      >
        {NUMBER_LABELS.map((label) => (
          <option key={label} value={label}>
            {labelWord(label)}
          </option>
        ))}
      </select>
      <input
        id={fieldId(name, SCOPE)}
        class="input number-input"
        type="tel"
        autoComplete="off"
        translate={false}
        aria-label={t('people.editor.number', { position })}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(name, hint, error, SCOPE)}
        maxLength={CONTACT_LIMITS.number}
        value={row.number}
        onInput={(event) => onChange({ number: event.currentTarget.value })}
      />
      <button
        type="button"
        class="icon-button"
        aria-label={t('people.editor.removeNumber', { position })}
        onClick={onRemove}
      >
        <Icon name="close" size={16} />
      </button>
      <div class="number-notes">
        <FieldNotes name={name} hint={hint} error={error} />
      </div>
    </div>
  );
}

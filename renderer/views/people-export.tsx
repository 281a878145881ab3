// People's Export…: a button that opens a small choice over the list (vCard 3.0, which most apps read
// best, vCard 4.0, or CSV for Outlook), saying which contacts it writes: those People lists for its
// search. Then the line of what was written: where, how many, what the format could not hold, and Show
// in folder.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ContactsExportFormat } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { DismissButton } from '../components/dismiss-button';
import { focusLost } from '../components/focus-lost';
import { ChoiceField, FieldScopeProvider } from '../components/form-fields';
import { Icon } from '../components/icons';
import { ErrorState } from '../components/states';
import { shownSentence } from '../format/errors';
import { contacts, contactsExport } from '../stores';
import { listedFor } from '../stores/contacts';
import { useStore } from '../stores/use-store';
import './people-export.css';

const CHOICE_ID = 'contacts-export-choice';

/** The formats in the order offered, the first chosen at first: the one most importers read best. */
const FORMATS = [
  ['vcard3', 'people.export.vcard3'],
  ['vcard4', 'people.export.vcard4'],
  ['outlook-csv', 'people.export.outlookCsv'],
] as const satisfies readonly (readonly [ContactsExportFormat, string])[];

interface ExportButtonProps {
  open: boolean;
  onToggle(): void;
}

/** Export…, which opens and closes the choice; the focus comes back to it when the choice closes. */
export function ContactsExportButton({ open, onToggle }: ExportButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    // The choice took its controls with it: unless the person moved on, the focus was in it.
    if (closed && focusLost()) button.current?.focus();
  }, [open]);
  return (
    <button
      ref={button}
      type="button"
      class="button"
      aria-expanded={open}
      aria-controls={open ? CHOICE_ID : undefined}
      onClick={onToggle}
    >
      <Icon name="download" size={16} /> {t('people.export.button')}
    </button>
  );
}

/**
 * The choice of format, opened under the title, saying which contacts it writes: the chosen format has
 * the focus, Esc closes it.
 */
export function ContactsExportChoice({ onClose }: { onClose(): void }) {
  const [format, setFormat] = useState<ContactsExportFormat>('vcard3');
  const running = useStore(contactsExport, (s) => s.running);
  const search = useStore(contacts, (s) => s.search);
  const count = useStore(contacts, (s) => s.contacts.length);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input:checked')?.focus(), []);
  const text = listedFor(search);
  return (
    <form
      ref={form}
      id={CHOICE_ID}
      class="export-choice"
      onSubmit={(event) => {
        event.preventDefault();
        onClose();
        void contactsExport.getState().start(format, text);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <FieldScopeProvider value="contacts-export">
        <ChoiceField
          name="format"
          label={t('people.export.legend')}
          value={format}
          options={FORMATS.map(([value, label]) => ({ value, label: t(label) }))}
          onChange={(value) => setFormat(value as ContactsExportFormat)}
          hint={
            text === ''
              ? t('people.export.all', { count })
              : tParts('people.export.found', { count, search: <bdi translate={false}>{text}</bdi> })
          }
        />
      </FieldScopeProvider>
      <div class="actions">
        <button type="submit" class="button primary" disabled={running}>
          {t('people.export.start')}
        </button>
        <button type="button" class="button" onClick={onClose}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

export function ContactsExportStatus() {
  const { running, outcome, folderError } = useStore(contactsExport, (s) => s);
  if (running)
    return (
      <div class="people-status" role="status">
        <span class="spinner small" aria-hidden="true" />
        <p>{t('people.export.running')}</p>
      </div>
    );
  if (!outcome) return null;
  if (outcome.kind === 'failed')
    return <ErrorState compact what={t('people.export.failed')} error={outcome.error} />;
  const { path, count, notes } = outcome.exported;
  return (
    <div class="people-status export-done" role="status">
      <div class="export-done-text">
        <p>
          {tParts('people.export.done', {
            count,
            path: (
              <span class="path" translate={false}>
                {path}
              </span>
            ),
          })}
        </p>
        {notes.length > 0 && (
          <ul class="export-notes">
            {notes.map((note, index) => (
              <li key={`${index}-${note}`}>{note}</li>
            ))}
          </ul>
        )}
        {folderError && <p class="field-error">{shownSentence(folderError)}</p>}
      </div>
      <button type="button" class="button" onClick={() => void contactsExport.getState().showInFolder()}>
        <Icon name="folder" size={16} /> {t('people.export.showInFolder')}
      </button>
      <DismissButton
        label={t('people.export.dismiss')}
        onDismiss={() => contactsExport.getState().dismiss()}
      />
    </div>
  );
}

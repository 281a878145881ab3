// People: the person's own contacts, kept on this computer for every account. The favourites first, in
// the person's order; then a search (main's, over names, companies, notes and numbers) and the contacts,
// each with its numbers and their labels, opened in the detail pane. Add contact and Edit open the editor
// there. Delete says what it deleted with Undo right after. With no contact yet, the screen says what
// People is for. Import… (beside Add contact) reads address books into a preview, which takes the screen
// until the person imports it or cancels; Export… writes the contacts listed to a file.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Contact } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { labelWord } from '../../preload/shared/number-labels';
import { DismissButton } from '../components/dismiss-button';
import { Icon } from '../components/icons';
import { SearchBox } from '../components/search-box';
import { Empty, ErrorState, Loading } from '../components/states';
import { VirtualList } from '../components/virtual-list';
import { contactEditor, contacts, contactsExport, contactsImport } from '../stores';
import { useStore } from '../stores/use-store';
import { callContact } from './contact-actions';
import { ContactDetail } from './contact-detail';
import { ContactEditor } from './contact-editor';
import { FavouriteList } from './favourite-list';
import { ImportPreview } from './import-preview';
import { DetailPane } from './list-screen';
import { ContactsExportButton, ContactsExportChoice, ContactsExportStatus } from './people-export';
import { ImportButton, ImportStatus } from './people-import';
import { Screen } from './screen';
import '../components/party.css';
import './people-view.css';

/** Name, company and numbers: three lines, as tall with a company as without (people-view.css). */
const ROW_HEIGHT = 72;

export function PeopleView() {
  const state = useStore(contacts, (s) => s);
  const editing = useStore(contactEditor, (s) => s.editing);
  const importStep = useStore(contactsImport, (s) => s.step);
  // Back from the editor (or an Undo): Edit has the focus, where the person left the contact.
  const [returning, setReturning] = useState(false);
  const [choosingExport, setChoosingExport] = useState(false);

  useEffect(() => {
    if (state.list.status === 'idle') void state.reload();
    // Undo is offered right after a delete, and a form's typing is the screen's: neither outlives it. Nor
    // does an import's preview (nothing of it is written), or what the last import or export did.
    return () => {
      contacts.getState().dismissDeleted();
      contactEditor.getState().cancel();
      void contactsImport.getState().cancel();
      contactsImport.getState().dismiss();
      contactsExport.getState().dismiss();
    };
  }, []);

  if (importStep.kind === 'preview') return <ImportPreview step={importStep} />;

  // The list holds each contact whole (read again whenever contacts change): it shows at once.
  const open = (contact: Contact) => {
    contactEditor.getState().cancel();
    setReturning(false);
    contacts.getState().show(contact);
  };
  const opened = state.opened;
  const detail = editing ? (
    <ContactEditor
      key={editing.turn}
      editing={editing}
      onDone={(saved) => {
        if (saved) contacts.getState().show(saved);
        else contactEditor.getState().cancel();
        setReturning(true);
      }}
    />
  ) : opened ? (
    opened.value ? (
      <ContactDetail
        contact={opened.value}
        focusEdit={returning}
        onEdit={() => opened.value && contactEditor.getState().startEdit(opened.value)}
        onDelete={() => void state.remove(opened.uuid)}
        onClose={state.close}
      />
    ) : (
      <DetailPane eyebrow={t('people.eyebrow')} title={t('people.opening')} onClose={state.close}>
        {opened.load.error ? (
          <ErrorState
            compact
            what={t('people.openFailed')}
            error={opened.load.error}
            onRetry={() => void state.open(opened.uuid)}
          />
        ) : (
          <Loading label={t('people.opening')} />
        )}
      </DetailPane>
    )
  ) : null;

  const searching = state.search.trim() !== '';
  const listed = state.list.status === 'ready' && state.contacts.length > 0;
  const toolbar = (
    <>
      {state.list.status === 'ready' && (searching || state.contacts.length > 0) && (
        <span class="muted">
          {searching
            ? t('people.countFound', { count: state.contacts.length })
            : t('people.count', { count: state.contacts.length })}
        </span>
      )}
      {/* With no contact yet, Import… is offered in the empty screen's own words, beside Add contact. */}
      {(searching || listed) && <ImportButton />}
      {listed && (
        <ContactsExportButton open={choosingExport} onToggle={() => setChoosingExport(!choosingExport)} />
      )}
      <AddContact />
    </>
  );

  return (
    <Screen
      title={t('people.title')}
      toolbar={toolbar}
      filters={
        <SearchBox
          placeholder={t('people.searchPlaceholder')}
          label={t('people.searchLabel')}
          value={state.search}
          onInput={(text) => void state.setSearch(text)}
        />
      }
      detail={detail}
    >
      <FileProblem />
      <ImportStatus />
      {choosingExport && listed && <ContactsExportChoice onClose={() => setChoosingExport(false)} />}
      <ContactsExportStatus />
      <DeletedLine onUndone={() => setReturning(true)} />
      <FavouriteList arrange />
      {state.list.error ? (
        <ErrorState what={t('people.loadFailed')} error={state.list.error} onRetry={state.reload} />
      ) : state.list.status !== 'ready' ? (
        <Loading label={t('people.loading')} />
      ) : state.contacts.length === 0 ? (
        searching ? (
          <Empty title={t('people.noMatch', { search: state.search.trim() })}>
            {t('people.noMatchWiden')}
          </Empty>
        ) : (
          <NoContacts />
        )
      ) : (
        <ContactList rows={state.contacts} onOpen={open} />
      )}
    </Screen>
  );
}

function AddContact() {
  return (
    <button type="button" class="button primary" onClick={() => contactEditor.getState().startNew()}>
      <Icon name="plus" size={16} /> {t('people.add')}
    </button>
  );
}

/** No contact yet: what People is for, and the ways to start: bring an address book along, or add one. */
function NoContacts() {
  return (
    <div class="people-empty">
      <Empty title={t('people.empty.title')}>{t('people.empty.body')}</Empty>
      <p class="actions people-empty-actions">
        <ImportButton />
        <AddContact />
      </p>
    </div>
  );
}

function ContactList({ rows, onOpen }: { rows: Contact[]; onOpen(contact: Contact): void }) {
  const selected = useStore(contacts, (s) => s.selected);
  const active = rows.findIndex((contact) => contact.id === selected);
  return (
    <>
      <VirtualList
        role="listbox"
        id="contact"
        label={t('people.listLabel')}
        class="people"
        rowHeight={ROW_HEIGHT}
        count={rows.length}
        active={active}
        onActive={(index) => contacts.getState().select(rows[index]?.id ?? null)}
        onOpen={(index) => {
          const contact = rows[index];
          if (contact) onOpen(contact);
        }}
        onKey={(event, index) => {
          const contact = rows[index];
          if (!contact || event.key.toLowerCase() !== 'c' || event.ctrlKey || event.metaKey || event.altKey)
            return false;
          // One key is easily pressed by mistake: it asks before it rings a phone (a choice of numbers asks too).
          callContact(contact, { ask: true });
          return true;
        }}
        describedBy="contact-keys"
        renderRow={(index) => {
          const contact = rows[index];
          return contact && <ContactRow contact={contact} />;
        }}
      />
      <p id="contact-keys" class="keys-hint">
        {tParts('people.keys', {
          up: <kbd>↑</kbd>,
          down: <kbd>↓</kbd>,
          enter: <kbd>{t('voicemail.key.enter')}</kbd>,
          c: <kbd>C</kbd>,
        })}
      </p>
    </>
  );
}

/** The name, the company, and every number after its label (the whole list is in the detail). */
function ContactRow({ contact }: { contact: Contact }) {
  return (
    <>
      <Icon name="people" size={16} />
      <span class="party-name" translate={false}>
        {contact.name}
      </span>
      {contact.company && (
        <span class="contact-row-company" translate={false}>
          {contact.company}
        </span>
      )}
      {/* One line of text, no element of its own per number: the row cuts it, and nothing of it reaches
          past the row's edge. */}
      <span class="contact-row-numbers">
        {contact.numbers.length === 0
          ? t('people.row.noNumbers')
          : contact.numbers.map((number) => `${labelWord(number.label)} ${number.shown}`).join(' · ')}
      </span>
    </>
  );
}

/** The contacts file cannot be read or written (another process, a read-only folder, a full disk). */
function FileProblem() {
  const problem = useStore(contacts, (s) => s.status?.problem ?? null);
  if (!problem) return null;
  return (
    <div class="people-status">
      <p role="status">{problem}</p>
    </div>
  );
}

/** "Deleted Dana Whitfield." with Undo, focused at once so Enter (or Space) brings the contact back. */
function DeletedLine({ onUndone }: { onUndone(): void }) {
  const deleted = useStore(contacts, (s) => s.deleted);
  const problem = useStore(contacts, (s) => s.problem);
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (deleted) undo.current?.focus();
  }, [deleted]);
  return (
    <>
      {problem && (
        <ErrorState
          compact
          what={problem.step === 'delete' ? t('people.deleteFailed') : t('people.restoreFailed')}
          error={problem.error}
        />
      )}
      {deleted && (
        <div class="people-status">
          <p id="people-deleted" role="status">
            {tParts('people.deleted', { name: <strong translate={false}>{deleted.name}</strong> })}
          </p>
          <button
            ref={undo}
            type="button"
            class="button"
            aria-describedby="people-deleted"
            onClick={async () => {
              await contacts.getState().undo();
              onUndone();
            }}
          >
            {t('people.undo')}
          </button>
          <DismissButton
            label={t('people.dismissDeleted')}
            onDismiss={() => contacts.getState().dismissDeleted()}
          />
        </div>
      )}
    </>
  );
}

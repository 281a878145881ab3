// Add directory and Edit in Settings → Directories (issue 47): a form a keyboard walks top to bottom.
// The kind (a new directory only), its name and the accounts it serves; for LDAP or Active Directory the
// address, the security, base DN, bind DN, password, filter, preset, the company CA file and, under
// Advanced, the attribute mapping; for CardDAV the address, the user name, the app password and the
// address books Test found. Test asks main what the server is before anything is saved; Save hands the
// draft to main, which reads the directory at once (its status in the list says so).
// The password stays in its field until the form closes and is never shown: main only says whether one is
// stored, and an empty field keeps the stored one. Each refusal is said beside its field, in main's words.
// A directory the organisation provides (issue 51) serves every account and keeps the organisation's
// settings: they are shown disabled under one note, only the password is the person's, and Save sends
// the settings as main gave them with it.

import { useEffect, useRef, useState } from 'preact/hooks';
import {
  DEMO_ACCOUNT_ID,
  type DirectoryDraft,
  type DirectoryFields,
  type DirectoryNumberLabel,
  type DirectoryProbe,
  type DirectoryView,
  type IpcError,
  type LdapMapping,
} from '../../preload/contract';
import { t, type WordKey } from '../../preload/shared/i18n/translate';
import {
  ChoiceField,
  FieldNotes,
  FieldScopeProvider,
  fieldDescribedBy,
  fieldId,
  TextField,
} from '../components/form-fields';
import { Icon } from '../components/icons';
import { type FieldLock, LockedNote } from '../components/locked-note';
import { ErrorState } from '../components/states';
import { shownSentence } from '../format/errors';
import { accounts, directories } from '../stores';
import { useStore } from '../stores/use-store';
import { accountName } from './directories-section';
import './key-field.css';

type Kind = DirectoryFields['kind'];

const NUMBER_LABELS: { label: DirectoryNumberLabel; words: WordKey }[] = [
  { label: 'work', words: 'directories.mapping.work' },
  { label: 'mobile', words: 'directories.mapping.mobile' },
  { label: 'home', words: 'directories.mapping.home' },
  { label: 'extension', words: 'directories.mapping.extension' },
  { label: 'other', words: 'directories.mapping.other' },
];

/** The mapping's single attributes beside the name: company, department, title. */
const MAPPING_FACTS = [
  { field: 'company', words: 'directories.mapping.company' },
  { field: 'department', words: 'directories.mapping.department' },
  { field: 'title', words: 'directories.mapping.title' },
] as const satisfies { field: keyof LdapMapping; words: WordKey }[];

/** The inputs main's own refusals are about, by the catalog message it said them with. */
const FIELD_OF_MESSAGE: Record<string, (kind: Kind) => string> = {
  'directories.ldap.badAddress': () => 'ldap.url',
  'directories.badAddress': (kind) => `${kind}.url`,
  'directories.carddav.urlInvalid': () => 'carddav.url',
  'directories.carddav.urlCredentials': () => 'carddav.url',
  'directories.carddav.plainHttp': () => 'carddav.url',
  'directories.ldap.securityMismatch': () => 'ldap.security',
  'directories.ldap.badFilter': () => 'ldap.filter',
  'directories.ldap.badBindDn': () => 'ldap.bindDn',
  'directories.caFileUnreadable': () => 'ldap.caFile',
  'directories.unknownAccount': () => 'directory.accounts',
};

/** The input a refused draft's field path names ('settings.baseDn' is 'ldap.baseDn'), or null for none. */
function inputOfPath(path: string, kind: Kind): string | null {
  const [top, field, sub] = path.split('.');
  if (top === 'password') return 'password';
  if (top !== 'settings' || !field) return null;
  if (field === 'name' || field === 'accounts') return `directory.${field}`;
  if (field === 'url') return `${kind}.url`;
  if (field === 'username' || field === 'books') return `carddav.${field}`;
  if (field === 'mapping') return sub === 'numbers' ? 'mapping.numbers' : sub ? `mapping.${sub}` : null;
  return `ldap.${field}`;
}

/** Each refused input's problem, in words; empty when main's refusal is about none of them. */
function fieldProblems(error: IpcError, kind: Kind): Record<string, string> {
  if (error.fields)
    return Object.fromEntries(
      Object.entries(error.fields).flatMap(([path, rule]) => {
        const input = inputOfPath(path, kind);
        return input ? [[input, rule]] : [];
      }),
    );
  const input = error.said ? FIELD_OF_MESSAGE[error.said.key]?.(kind) : undefined;
  return input ? { [input]: shownSentence(error, { inSettings: true }) } : {};
}

/** What Test or Save last came to: nothing yet, on its way, found, or refused. */
type Outcome =
  | { status: 'testing' | 'saving' }
  | { status: 'found'; probe: DirectoryProbe }
  | { status: 'failed'; test: boolean; error: IpcError; fields: Record<string, string> };

/** An input's value by its name ('' for none); a choice's is its checked button's. */
function inputValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
  return element?.value.trim() ?? '';
}

/** "displayName, cn" as ['displayName', 'cn']. */
const attributesOf = (form: HTMLFormElement, name: string) =>
  inputValue(form, name)
    .split(',')
    .map((attribute) => attribute.trim())
    .filter((attribute) => attribute !== '');

/** The Advanced fields as a mapping; null when every one is empty (the preset's is used). */
function mappingOf(form: HTMLFormElement): LdapMapping | null {
  const name = attributesOf(form, 'mapping.name');
  const [company, department, title] = MAPPING_FACTS.map(({ field }) => inputValue(form, `mapping.${field}`));
  const numbers = NUMBER_LABELS.flatMap(({ label }) =>
    attributesOf(form, `mapping.${label}`).map((attribute) => ({ attribute, label })),
  );
  if (name.length === 0 && numbers.length === 0 && !company && !department && !title) return null;
  return { name, company: company ?? '', department: department ?? '', title: title ?? '', numbers };
}

interface DirectoryFormProps {
  /** The directory edited; null for Add directory. */
  view: DirectoryView | null;
  onClose(): void;
}

export function DirectoryForm({ view, onClose }: DirectoryFormProps) {
  const saved = view?.settings;
  const accountList = useStore(accounts, (s) => s.view);
  const [kind, setKind] = useState<Kind>(saved?.kind ?? 'ldap');
  const [security, setSecurity] = useState(saved?.kind === 'ldap' ? saved.security : 'ldaps');
  // The address books chosen (null: every one) and the ones to choose from: Test's, or the saved ones.
  const [books, setBooks] = useState(saved?.kind === 'carddav' ? saved.books : null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const scope = view ? `directory-${view.settings.id}` : 'directory-new';
  const titleId = `${scope}-title`;
  // The organisation's settings, each described by the one note that says so.
  const lock: FieldLock = view?.organisation ? `${scope}-locked` : false;
  useEffect(() => {
    // The chosen kind of a new one, else the first field open to typing (the password of the organisation's).
    const first = form.current?.querySelector<HTMLInputElement>('input:checked:enabled, input:enabled');
    first?.focus();
  }, []);

  const found = outcome?.status === 'found' ? outcome.probe : null;
  const bookChoices =
    found?.kind === 'carddav' ? found.books : (books ?? []).map((href) => ({ href, name: href }));
  const problems = outcome?.status === 'failed' ? outcome.fields : {};
  const busy = outcome?.status === 'testing' || outcome?.status === 'saving';
  // Every account saved, and the demo; the one in use is chosen for a new directory.
  const choices = [...(accountList?.accounts ?? []).map(({ id }) => id), DEMO_ACCOUNT_ID];
  const served = new Set(saved?.accounts ?? (accountList ? [accountList.activeId] : []));

  const draftOf = (element: HTMLFormElement): DirectoryDraft => {
    // Not trimmed: a password is any text, spaces included. Empty keeps the one stored.
    const typed = (element.elements.namedItem('password') as HTMLInputElement).value;
    const password = typed === '' ? null : typed;
    // The organisation's settings go back as main gave them: only the password is the person's.
    if (view?.organisation) {
      const { id, ...provided } = view.settings;
      return { id, settings: provided, password };
    }
    const common = {
      name: inputValue(element, 'directory.name'),
      accounts: Array.from(
        element.querySelectorAll<HTMLInputElement>('input[name="directory.account"]:checked'),
        (box) => box.value,
      ),
    };
    const settings: DirectoryFields =
      kind === 'ldap'
        ? {
            ...common,
            kind,
            url: inputValue(element, 'ldap.url'),
            security,
            baseDn: inputValue(element, 'ldap.baseDn'),
            bindDn: inputValue(element, 'ldap.bindDn'),
            filter: inputValue(element, 'ldap.filter'),
            preset: inputValue(element, 'ldap.preset') as 'auto',
            mapping: mappingOf(element),
            caFile: inputValue(element, 'ldap.caFile') || null,
          }
        : {
            ...common,
            kind,
            url: inputValue(element, 'carddav.url'),
            username: inputValue(element, 'carddav.username'),
            books,
          };
    return { id: view?.settings.id ?? null, settings, password };
  };

  const test = async () => {
    const element = form.current;
    if (!element || busy) return;
    setOutcome({ status: 'testing' });
    const result = await directories.getState().probe(draftOf(element));
    setOutcome(
      result.ok
        ? { status: 'found', probe: result.value }
        : { status: 'failed', test: true, error: result.error, fields: fieldProblems(result.error, kind) },
    );
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome({ status: 'saving' });
    const result = await directories.getState().save(draftOf(event.currentTarget as HTMLFormElement));
    if (result.ok) onClose();
    else
      setOutcome({
        status: 'failed',
        test: false,
        error: result.error,
        fields: fieldProblems(result.error, kind),
      });
  };

  const mapping = saved?.kind === 'ldap' ? saved.mapping : null;
  return (
    <form ref={form} class="directory-form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <h3 id={titleId}>
        {saved ? t('directories.form.editTitle', { name: saved.name }) : t('directories.form.newTitle')}
      </h3>
      {lock && <LockedNote id={lock}>{t('directories.organisation.passwordYours')}</LockedNote>}
      <FieldScopeProvider value={scope}>
        {!saved && (
          <ChoiceField
            name="directory.kind"
            label={t('directories.form.kind')}
            value={kind}
            onChange={(next) => {
              setKind(next as Kind);
              setOutcome(null);
            }}
            options={[
              { value: 'ldap', label: t('directories.kind.ldap') },
              { value: 'carddav', label: t('directories.kind.carddav') },
            ]}
          />
        )}
        <TextField
          name="directory.name"
          label={t('directories.form.name')}
          // "As you call it": the organisation's directory is named as the organisation calls it.
          hint={lock ? undefined : t('directories.form.nameHint')}
          value={saved?.name ?? ''}
          error={problems['directory.name']}
          locked={lock}
        />
        {lock ? (
          <p>{t('directories.form.everyAccount')}</p>
        ) : (
          <fieldset
            id={fieldId('directory.accounts', scope)}
            class="form-field choice"
            aria-invalid={problems['directory.accounts'] ? true : undefined}
          >
            <legend>{t('directories.form.accounts')}</legend>
            {choices.map((id) => (
              <div key={id} class="choice-option">
                <input
                  type="checkbox"
                  id={`${scope}-account-${id}`}
                  name="directory.account"
                  value={id}
                  defaultChecked={served.has(id)}
                />
                <label for={`${scope}-account-${id}`} translate={id === DEMO_ACCOUNT_ID ? undefined : false}>
                  {accountName(id, accountList?.accounts ?? [])}
                </label>
              </div>
            ))}
            <FieldNotes
              name="directory.accounts"
              hint={t('directories.form.accountsHint')}
              error={problems['directory.accounts']}
            />
          </fieldset>
        )}
        <div class="directory-kind-fields" hidden={kind !== 'ldap'}>
          <LdapFields
            saved={saved?.kind === 'ldap' ? saved : null}
            security={security}
            onSecurity={setSecurity}
            problems={problems}
            lock={lock}
          />
          <PasswordField view={view} kind="ldap" shown={kind === 'ldap'} error={problems.password} />
          <TextField
            name="ldap.filter"
            label={t('directories.form.filter')}
            hint={t('directories.form.filterHint')}
            value={saved?.kind === 'ldap' ? saved.filter : ''}
            error={problems['ldap.filter']}
            locked={lock}
          />
          <ChoiceField
            name="ldap.preset"
            label={t('directories.form.preset')}
            value={saved?.kind === 'ldap' ? saved.preset : 'auto'}
            locked={lock}
            options={[
              { value: 'auto', label: t('directories.preset.auto') },
              { value: 'active-directory', label: t('directories.preset.activeDirectory') },
              { value: 'openldap', label: t('directories.preset.openldap') },
            ]}
          />
          <TextField
            name="ldap.caFile"
            label={t('directories.form.caFile')}
            hint={t('directories.form.caFileHint')}
            value={saved?.kind === 'ldap' ? (saved.caFile ?? '') : ''}
            error={problems['ldap.caFile']}
            locked={lock}
          />
          <MappingFields mapping={mapping} problems={problems} lock={lock} />
        </div>
        <div class="directory-kind-fields" hidden={kind !== 'carddav'}>
          <TextField
            name="carddav.url"
            label={t('directories.form.address')}
            hint={t('directories.form.carddavAddressHint')}
            placeholder="https://cloud.example.com"
            value={saved?.kind === 'carddav' ? saved.url : ''}
            error={problems['carddav.url']}
            locked={lock}
          />
          <TextField
            name="carddav.username"
            label={t('directories.form.username')}
            value={saved?.kind === 'carddav' ? saved.username : ''}
            error={problems['carddav.username']}
            locked={lock}
          />
          <PasswordField view={view} kind="carddav" shown={kind === 'carddav'} error={problems.password} />
          <fieldset
            id={fieldId('carddav.books', scope)}
            class="form-field choice"
            disabled={lock ? true : undefined}
            aria-invalid={problems['carddav.books'] ? true : undefined}
            aria-describedby={fieldDescribedBy('carddav.books', true, problems['carddav.books'], scope, lock)}
          >
            <legend>{t('directories.form.books')}</legend>
            {bookChoices.map((book) => (
              <div key={book.href} class="choice-option">
                <input
                  type="checkbox"
                  id={`${scope}-book-${book.href}`}
                  disabled={lock ? true : undefined}
                  checked={books === null || books.includes(book.href)}
                  onChange={(event) => {
                    const all = bookChoices.map(({ href }) => href);
                    const chosen = (books ?? all).filter((href) => href !== book.href);
                    if (event.currentTarget.checked) chosen.push(book.href);
                    // Every one found chosen is "every one", which takes in books added later too.
                    setBooks(all.every((href) => chosen.includes(href)) ? null : chosen);
                  }}
                />
                <label for={`${scope}-book-${book.href}`} translate={false}>
                  {book.name}
                </label>
              </div>
            ))}
            <FieldNotes
              name="carddav.books"
              hint={
                bookChoices.length > 0
                  ? t('directories.form.booksHint')
                  : lock
                    ? t('directories.form.booksAll')
                    : t('directories.form.booksTest')
              }
              error={problems['carddav.books']}
            />
          </fieldset>
        </div>
      </FieldScopeProvider>
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={busy}>
          {outcome?.status === 'saving'
            ? t('form.saving')
            : lock
              ? t('directories.form.savePassword')
              : t('directories.form.save')}
        </button>
        <button type="button" class="button" disabled={busy} onClick={test}>
          {outcome?.status === 'testing' ? t('directories.form.testing') : t('directories.form.test')}
        </button>
        <button type="button" class="button" onClick={onClose}>
          {t('form.cancel')}
        </button>
      </div>
      <TestOutcome outcome={outcome} />
    </form>
  );
}

/** What Test found, or why Test or Save failed: beside the buttons, said as it comes. */
function TestOutcome({ outcome }: { outcome: Outcome | null }) {
  if (outcome?.status === 'found') {
    const { probe } = outcome;
    return (
      <div class="directory-found" role="status">
        <p>
          <Icon name="check" size={16} />{' '}
          {probe.kind === 'carddav'
            ? t('directories.found.carddav', { count: probe.books.length, host: probe.host })
            : probe.serverKind === 'active-directory'
              ? t('directories.found.activeDirectory')
              : t('directories.found.openldap')}
        </p>
        {probe.kind === 'ldap' &&
          probe.notes.map((note) => (
            <p key={note} class="note-box">
              {note}
            </p>
          ))}
      </div>
    );
  }
  if (outcome?.status !== 'failed') return <div role="status" />;
  const marked = Object.keys(outcome.fields).length;
  // A refusal of fields is said beside them; the count here says where to look.
  if (marked > 0 && !outcome.test)
    return (
      <p class="field-error" role="alert">
        {t('form.fixMarked', { count: marked })}
      </p>
    );
  return (
    <ErrorState
      compact
      what={outcome.test ? t('directories.form.testFailed') : t('form.couldNotSave')}
      error={outcome.error}
    />
  );
}

/** The address, the security, base DN and bind DN of an LDAP or Active Directory directory. */
function LdapFields({
  saved,
  security,
  onSecurity,
  problems,
  lock,
}: {
  saved: Extract<DirectoryFields, { kind: 'ldap' }> | null;
  security: 'ldaps' | 'starttls' | 'plain';
  onSecurity(security: 'ldaps' | 'starttls' | 'plain'): void;
  problems: Record<string, string>;
  lock: FieldLock;
}) {
  return (
    <>
      <TextField
        name="ldap.url"
        label={t('directories.form.address')}
        hint={t('directories.form.ldapAddressHint')}
        placeholder="ldaps://dc1.example.com"
        value={saved?.url ?? ''}
        error={problems['ldap.url']}
        locked={lock}
      />
      <ChoiceField
        name="ldap.security"
        label={t('directories.form.security')}
        value={security}
        onChange={(next) => onSecurity(next as typeof security)}
        hint={security === 'plain' ? t('directories.security.plainWarning') : undefined}
        error={problems['ldap.security']}
        locked={lock}
        options={[
          { value: 'ldaps', label: t('directories.security.ldaps') },
          { value: 'starttls', label: t('directories.security.starttls') },
          { value: 'plain', label: t('directories.security.plain') },
        ]}
      />
      <TextField
        name="ldap.baseDn"
        label={t('directories.form.baseDn')}
        hint={t('directories.form.baseDnHint')}
        value={saved?.baseDn ?? ''}
        error={problems['ldap.baseDn']}
        locked={lock}
      />
      <TextField
        name="ldap.bindDn"
        label={t('directories.form.bindDn')}
        hint={t('directories.form.bindDnHint')}
        value={saved?.bindDn ?? ''}
        error={problems['ldap.bindDn']}
        locked={lock}
      />
    </>
  );
}

/**
 * The directory's password (an app password for CardDAV), never shown: whether one is stored, and an
 * empty field keeps it. Each kind has its own field; only the shown one's is named `password` and sent.
 */
function PasswordField({
  view,
  kind,
  shown,
  error,
}: {
  view: DirectoryView | null;
  kind: Kind;
  shown: boolean;
  error: string | undefined;
}) {
  const id = `${view ? `directory-${view.settings.id}` : 'directory-new'}-${kind}-password`;
  const stored = view !== null && view.settings.kind === kind && view.hasPassword;
  const hint = stored ? t('directories.form.passwordKept') : t('directories.form.passwordHint');
  return (
    <div class="form-field">
      <label for={id}>
        {kind === 'ldap' ? t('directories.form.password') : t('directories.form.appPassword')}{' '}
        <span class={stored ? 'key-status set' : 'key-status'}>
          {stored ? t('directories.form.passwordStored') : t('directories.form.passwordNotStored')}
        </span>
      </label>
      <input
        id={id}
        class="input"
        type="password"
        name={shown ? 'password' : undefined}
        autoComplete="new-password"
        spellcheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} class="hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attribute mapping, folded under Advanced: every field empty is the preset's. */
function MappingFields({
  mapping,
  problems,
  lock,
}: {
  mapping: LdapMapping | null;
  problems: Record<string, string>;
  lock: FieldLock;
}) {
  const marked = Object.keys(problems).some((name) => name.startsWith('mapping.'));
  return (
    <details class="directory-advanced" open={mapping !== null || marked}>
      <summary>{t('directories.form.advanced')}</summary>
      <p class="hint">{t('directories.mapping.intro')}</p>
      <TextField
        name="mapping.name"
        label={t('directories.mapping.name')}
        value={mapping?.name.join(', ') ?? ''}
        error={problems['mapping.name']}
        locked={lock}
      />
      {MAPPING_FACTS.map(({ field, words }) => (
        <TextField
          key={field}
          name={`mapping.${field}`}
          label={t(words)}
          value={mapping?.[field] ?? ''}
          error={problems[`mapping.${field}`]}
          locked={lock}
        />
      ))}
      <fieldset class="directory-numbers">
        <legend>{t('directories.mapping.numbers')}</legend>
        {NUMBER_LABELS.map(({ label, words }) => (
          <TextField
            key={label}
            name={`mapping.${label}`}
            label={t(words)}
            value={
              mapping?.numbers
                .filter((number) => number.label === label)
                .map((number) => number.attribute)
                .join(', ') ?? ''
            }
            locked={lock}
          />
        ))}
        <FieldNotes name="mapping.numbers" error={problems['mapping.numbers']} />
      </fieldset>
    </details>
  );
}

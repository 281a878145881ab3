// Settings' Accounts (issue 24), once an account is saved: each one with its name, where its phone
// system is and its extension, In use or Use, whether its voicemail is checked while another one is in
// use (with what that check found), Rename in place, and Remove after saying in words what goes. Add
// account asks for a new account's fields; it is then the one in use, and its keys are asked for in the
// account form below (after the page started afresh, when another saved account was in use). What the
// start found wrong with the list (a damaged file restored from its copy, accounts given ids of their
// own) is said at the top; a list a newer Dialdesk wrote says why it cannot be changed here, and Add,
// Rename, Remove and the voicemail box are disabled (main refuses them too). An organisation's policies
// (issue 51) may provide accounts (named and kept by the organisation: no Rename, no Remove), stop
// providing one, or turn off the person's own: such an account says so, and cannot be used until they
// allow it again; Add account says why it is disabled while they allow no accounts of the person's own.
// An account of the person's at the phone system an organisation's account now reaches says so, and
// offers to merge into it (what moves, and that the person's account is then gone, said first).

import { useEffect, useRef, useState } from 'preact/hooks';
import type {
  AccountEntry,
  AccountFields,
  AccountOrigin,
  KeyKind,
  SettingsView as View,
} from '../../preload/contract';
import { isUsableOrigin } from '../../preload/shared/account-origin';
import { t, tParts, type WordKey } from '../../preload/shared/i18n/translate';
import { Confirmation } from '../components/confirmation';
import { CheckField, FieldScopeProvider, readSettingsForm, TextField } from '../components/form-fields';
import { useItemMode } from '../components/item-mode';
import { LockedNote } from '../components/locked-note';
import { SwitchFailed } from '../components/switch-failed';
import { phoneSystemHost } from '../format/account-check';
import { shownSentence } from '../format/errors';
import { accounts, notes } from '../stores';
import type { AccountChange } from '../stores/accounts';
import type { FormOutcome } from '../stores/settings';
import { useStore } from '../stores/use-store';
import { AccountFieldsets, useTypedAddress } from './account-fields';
import { enterNewAccountKeys } from './connect';
import { FormFeedback } from './form-feedback';
import { SettingsFieldset } from './settings-fields';
import { ACCOUNT_NUMBER_GROUP } from './settings-table';
import './accounts-section.css';

/** The number rules among an account's fields: their inputs are the settings' `numbers` ones. */
const NUMBER_FIELDS = new Set<string>(['defaultRegion', 'dialFormat'] satisfies (keyof AccountFields)[]);

/**
 * The input that holds a field main refused: main names it as AccountFields does ('extension'; a change
 * 'patch.name'), the forms name their inputs as the settings do ('account.extension').
 */
export function inputOfAccountField(path: string): string {
  const field = path.replace(/^patch\./, '');
  return NUMBER_FIELDS.has(field) ? `numbers.${field}` : `account.${field}`;
}

/**
 * A refused change as a form shows it: each problem by the input it marks, among the inputs the form
 * has. A problem of none of them leaves the fields unmarked, and the error itself is said instead.
 */
function refusal(change: AccountChange, inputs: (name: string) => boolean): FormOutcome | undefined {
  if (change.ok) return undefined;
  const fields = Object.fromEntries(
    Object.entries(change.fields)
      .map(([path, problem]) => [inputOfAccountField(path), problem] as const)
      .filter(([name]) => inputs(name)),
  );
  return { ok: false, error: change.error, fields };
}

const errorsOf = (outcome: FormOutcome | undefined) => (outcome && !outcome.ok ? outcome.fields : {});

/** What an account not of the person's own making says of itself. */
const ORIGIN_WORDS: Record<Exclude<AccountOrigin, 'own'>, WordKey> = {
  organisation: 'policies.account.provided',
  withdrawn: 'policies.account.withdrawn',
  'turned-off': 'policies.account.turnedOff',
};

/** Why Add account is disabled while the organisation allows no accounts of the person's own. */
const OWN_OFF_NOTE = 'accounts-own-off';

/** Where the account's phone system is and which extension rings, in a line. */
function accountFacts(account: AccountEntry): string {
  const host = phoneSystemHost(account);
  const { accountId, extension } = account;
  const where = accountId
    ? host
      ? t('accounts.facts.accountAt', { accountId, host })
      : t('accounts.facts.account', { accountId })
    : host
      ? t('accounts.facts.at', { host })
      : t('accounts.facts.noAddress');
  // No break inside "ext 201" (the message holds a no-break space): the number stays with its word.
  return `${where} · ${extension ? t('accounts.facts.extension', { extension }) : t('accounts.noExtension')}`;
}

export function AccountsSection({ view }: { view: View }) {
  const list = useStore(accounts, (s) => s.view);
  const added = useStore(accounts, (s) => s.added);
  const switchError = useStore(accounts, (s) => (s.switchError?.from === 'settings' ? s.switchError : null));
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  if (!list) return null;
  const { readOnly, notices, ownAllowed } = list;
  // Shown once an account is saved, or when the list has something to say (none may have been read).
  if (list.accounts.length === 0 && readOnly === null && notices.length === 0) return null;
  const active = list.accounts.find((account) => account.id === list.activeId);

  return (
    <section class="card settings-group accounts" aria-labelledby="accounts-title">
      <h2 id="accounts-title">{t('accounts.title')}</h2>
      <p class="muted">{t('accounts.intro')}</p>
      {[...(readOnly ? [readOnly] : []), ...notices].map((said) => (
        <p key={said} class="note-box">
          {said}
        </p>
      ))}
      {added && active?.name === added && !view.keys.pbx && (
        <p class="account-added" role="status">
          {tParts('accounts.added', { name: <strong translate={false}>{added}</strong> })}
        </p>
      )}
      {switchError && (
        <div class="account-problem" role="alert">
          <p>
            <strong>
              <SwitchFailed to={switchError.to} />
            </strong>{' '}
            {shownSentence(switchError.error, { inSettings: true })}
          </p>
          <button type="button" class="button ghost" onClick={() => accounts.getState().dismissSwitchError()}>
            {t('accounts.dismiss')}
          </button>
        </div>
      )}
      <ul class="account-list">
        {list.accounts.map((account) => (
          <AccountItem
            key={account.id}
            account={account}
            mergeInto={list.accounts.find((other) => other.id === account.mergeInto) ?? null}
            active={account.id === list.activeId}
            readOnly={readOnly !== null}
            onGone={() => addButton.current?.focus()}
          />
        ))}
      </ul>
      {adding ? (
        <AddAccountForm
          view={view}
          onClose={(done) => {
            setAdding(false);
            // Added: the account form below asks for the new account's key. Else back where it began.
            if (done) enterNewAccountKeys();
            else setTimeout(() => addButton.current?.focus(), 0);
          }}
        />
      ) : (
        <div class="add-account-start">
          <button
            ref={addButton}
            type="button"
            class="button"
            disabled={readOnly !== null || !ownAllowed}
            aria-describedby={ownAllowed ? undefined : OWN_OFF_NOTE}
            onClick={() => setAdding(true)}
          >
            {t('accounts.add.button')}
          </button>
          {!ownAllowed && (
            <LockedNote id={OWN_OFF_NOTE} standalone>
              {t('account.ownNotAllowed')}
            </LockedNote>
          )}
        </div>
      )}
    </section>
  );
}

function AccountItem({
  account,
  mergeInto,
  active,
  readOnly,
  onGone,
}: {
  account: AccountEntry;
  /** The organisation's account it may be merged into; null for none. */
  mergeInto: AccountEntry | null;
  active: boolean;
  /** The list is a newer Dialdesk's: it is shown, and only Use works. */
  readOnly: boolean;
  /** It was removed, or merged into the organisation's: gone from the list, this item with it. */
  onGone(): void;
}) {
  const switching = useStore(accounts, (s) => s.switching);
  const renameButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const mergeButton = useRef<HTMLButtonElement>(null);
  const { mode, open, back } = useItemMode({
    rename: renameButton,
    remove: removeButton,
    merge: mergeButton,
  });
  const nameId = `account-${account.id}-name`;
  const originId = `account-${account.id}-origin`;
  // The organisation's own account is named and kept by it: the person neither renames nor removes it.
  const theirs = account.origin === 'organisation';

  return (
    <li class={active ? 'account-item in-use' : 'account-item'} aria-labelledby={nameId}>
      <div class="account-item-head">
        <h3 id={nameId} class="account-item-name" translate={false}>
          {account.name}
        </h3>
        {active ? (
          <span class="in-use-badge">{t('accounts.inUse')}</span>
        ) : (
          isUsableOrigin(account.origin) && (
            <button
              type="button"
              class="button"
              aria-label={t('accounts.use.label', { name: account.name })}
              disabled={switching !== null}
              onClick={() => accounts.getState().switchTo(account.id, 'settings')}
            >
              {switching === account.id ? t('accounts.switching') : t('accounts.use')}
            </button>
          )
        )}
      </div>
      <p class="account-item-facts">{accountFacts(account)}</p>
      {account.origin !== 'own' && (
        <LockedNote id={originId} standalone>
          {t(ORIGIN_WORDS[account.origin])}
        </LockedNote>
      )}
      {mergeInto && mode !== 'merge' && (
        <div class="account-merge">
          <p>{tParts('accounts.merge.offer', { name: <span translate={false}>{mergeInto.name}</span> })}</p>
          <button
            ref={mergeButton}
            type="button"
            class="button"
            disabled={readOnly}
            onClick={() => open('merge')}
          >
            {t('accounts.merge.button', { name: mergeInto.name })}
          </button>
        </div>
      )}
      {account.note && <p class="account-note">{account.note}</p>}
      <WatchVoicemail
        account={account}
        readOnly={readOnly}
        unusedWhy={isUsableOrigin(account.origin) ? null : originId}
      />
      {theirs ? null : mode === 'rename' ? (
        <RenameForm account={account} onClose={() => back('rename')} />
      ) : mode === 'remove' ? (
        <RemoveAccount account={account} onCancel={() => back('remove')} onRemoved={onGone} />
      ) : mode === 'merge' && mergeInto ? (
        <MergeAccount account={account} into={mergeInto} onCancel={() => back('merge')} onMerged={onGone} />
      ) : (
        <p class="actions">
          <button
            ref={renameButton}
            type="button"
            class="button"
            aria-label={t('accounts.rename.label', { name: account.name })}
            disabled={readOnly}
            onClick={() => open('rename')}
          >
            {t('accounts.rename')}
          </button>
          <button
            ref={removeButton}
            type="button"
            class="button danger"
            aria-label={t('accounts.remove.label', { name: account.name })}
            disabled={readOnly}
            onClick={() => open('remove')}
          >
            {t('accounts.remove')}
          </button>
        </p>
      )}
    </li>
  );
}

/**
 * The box that checks the account's voicemail while another account is in use, and what it found. An
 * account that cannot be used is not checked: its box is disabled, described by why (`unusedWhy`'s id).
 */
function WatchVoicemail({
  account,
  readOnly,
  unusedWhy,
}: {
  account: AccountEntry;
  readOnly: boolean;
  unusedWhy: string | null;
}) {
  // Shown as clicked at once; set back, with the reason, if main refuses the change.
  const [watching, setWatching] = useState(account.watchVoicemail);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => setWatching(account.watchVoicemail), [account.watchVoicemail]);
  const unheard = account.unheardVoicemail ?? 0;
  const found = account.voicemailProblem
    ? t('accounts.voicemailProblem', {
        problem: shownSentence(account.voicemailProblem, { inSettings: true }),
      })
    : unheard > 0
      ? t('accounts.unheard', { count: unheard })
      : null;

  return (
    <>
      <CheckField
        name={`watch.${account.id}`}
        label={t('accounts.watchVoicemail')}
        value={watching}
        disabled={readOnly}
        locked={unusedWhy ?? false}
        error={problem}
        onChange={async (checked) => {
          setWatching(checked);
          setProblem(undefined);
          const done = await accounts.getState().edit(account.id, { watchVoicemail: checked });
          if (done.ok) return;
          setWatching(!checked);
          setProblem(done.error.message);
        }}
      />
      {found && (
        <p class={account.voicemailProblem ? 'account-voicemail problem' : 'account-voicemail'}>{found}</p>
      )}
    </>
  );
}

/** The account's name in a field of its own, in place of its buttons; Esc or Cancel leaves it as it was. */
function RenameForm({ account, onClose }: { account: AccountEntry; onClose(): void }) {
  const [outcome, setOutcome] = useState<FormOutcome>();
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const input = form.current?.elements.namedItem('account.name') as HTMLInputElement | null;
    input?.focus();
    input?.select();
  }, []);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const input = (event.currentTarget as HTMLFormElement).elements.namedItem(
      'account.name',
    ) as HTMLInputElement;
    setSaving(true);
    const done = await accounts.getState().edit(account.id, { name: input.value });
    setSaving(false);
    if (done.ok) onClose();
    else setOutcome(refusal(done, (name) => name === 'account.name'));
  };

  return (
    <form
      ref={form}
      class="rename-form"
      aria-label={t('accounts.rename.label', { name: account.name })}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <FieldScopeProvider value={`rename-${account.id}`}>
        <TextField
          name="account.name"
          label={t('accounts.name.label')}
          value={account.name}
          error={errorsOf(outcome)['account.name']}
        />
      </FieldScopeProvider>
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={saving}>
          {saving ? t('form.saving') : t('accounts.rename.save')}
        </button>
        <button type="button" class="button" onClick={onClose}>
          {t('form.cancel')}
        </button>
        <FormFeedback outcome={outcome} />
      </div>
    </form>
  );
}

/**
 * Remove, said first in words: what goes from this computer and the keychain, and what does not. The
 * account's notes on calls and voicemail go with it and cannot be fetched again: asked for first, they
 * are named in the question (and said as a possibility where they could not be counted).
 */
function RemoveAccount({
  account,
  onCancel,
  onRemoved,
}: {
  account: AccountEntry;
  onCancel(): void;
  onRemoved(): void;
}) {
  // undefined while asked; null when main could not count them.
  const [noteCount, setNoteCount] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void notes
      .getState()
      .countAccountNotes(account.id)
      .then((counted) => {
        if (current) setNoteCount(counted.ok ? counted.value : null);
      });
    return () => {
      current = false;
    };
  }, [account.id]);
  if (noteCount === undefined) return null;
  return (
    <Confirmation
      id={`remove-${account.id}`}
      title={t('accounts.remove.title', { name: account.name })}
      what={
        noteCount === null
          ? t('noteUi.accountRemove.uncounted')
          : noteCount > 0
            ? t('noteUi.accountRemove.withNotes', { count: noteCount })
            : t('accounts.remove.what')
      }
      confirmLabel={t('accounts.remove')}
      busyLabel={t('accounts.removing')}
      failedLabel={t('accounts.removeFailed')}
      danger
      // Gone from the list (this item with it), unless the page starts afresh for another account.
      run={async () => {
        const done = await accounts.getState().remove(account.id);
        return done.ok ? null : done.error;
      }}
      onCancel={onCancel}
      onDone={onRemoved}
    />
  );
}

/**
 * Merge, said first in words: what moves to the organisation's account, and that the person's is then
 * gone. Main refuses it while the organisation's account has notes of its own: said under it, in its words.
 */
function MergeAccount({
  account,
  into,
  onCancel,
  onMerged,
}: {
  account: AccountEntry;
  into: AccountEntry;
  onCancel(): void;
  onMerged(): void;
}) {
  return (
    <Confirmation
      id={`merge-${account.id}`}
      title={t('accounts.merge.title', { name: account.name, into: into.name })}
      what={t('accounts.merge.what', { name: account.name, into: into.name })}
      confirmLabel={t('accounts.merge.confirm')}
      busyLabel={t('accounts.merging')}
      failedLabel={t('accounts.mergeFailed')}
      danger={false}
      // Gone from the list (this item with it), or the page starts afresh on the organisation's account.
      run={async () => {
        const done = await accounts.getState().merge(account.id);
        return done.ok ? null : done.error;
      }}
      onCancel={onCancel}
      onDone={onMerged}
    />
  );
}

/** Where Add account would ask for a key: the key belongs to the account, so it comes once it is saved. */
const KEY_LATER: Record<KeyKind, WordKey> = {
  pbx: 'accounts.add.pbxKeyLater',
  lookup: 'accounts.add.lookupKeyLater',
};

/** An account with nothing entered yet: what Add account starts from (the number rules in use). */
const NO_ACCOUNT: View['settings']['account'] = {
  accountId: '',
  domain: '',
  baseUrlOverride: '',
  extension: '',
  lookupUrl: '',
};

function AddAccountForm({ view, onClose }: { view: View; onClose(added: boolean): void }) {
  const [outcome, setOutcome] = useState<FormOutcome>();
  const [saving, setSaving] = useState(false);
  const start = { ...view.settings, account: NO_ACCOUNT };
  const [address, onInput] = useTypedAddress(NO_ACCOUNT);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    (form.current?.elements.namedItem('account.name') as HTMLInputElement | null)?.focus();
  }, []);
  const errors = errorsOf(outcome);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    // The inputs are named as the settings name them: account.* and numbers.* make the account's fields.
    // Only shaped here: main checks each of them and names those it refuses.
    const { account, numbers } = readSettingsForm(event.currentTarget as HTMLFormElement);
    const fields = { ...account, ...numbers } as unknown as AccountFields;
    setSaving(true);
    setOutcome(undefined);
    const done = await accounts.getState().add(fields);
    setSaving(false);
    if (done.ok) onClose(true);
    else setOutcome(refusal(done, (name) => form.current?.elements.namedItem(name) != null));
  };

  return (
    <form
      ref={form}
      class="add-account"
      aria-labelledby="add-account-title"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
    >
      <h3 id="add-account-title">{t('accounts.add.title')}</h3>
      <p class="muted">{t('accounts.add.intro')}</p>
      <FieldScopeProvider value="new-account">
        <fieldset>
          <legend>{t('accounts.add.nameLegend')}</legend>
          <TextField
            name="account.name"
            label={t('accounts.name.label')}
            value=""
            placeholder={t('accounts.add.namePlaceholder')}
            hint={t('accounts.add.nameHint')}
            error={errors['account.name']}
          />
        </fieldset>
        <AccountFieldsets
          saved={start}
          errors={errors}
          address={address}
          renderKey={(kind) => (
            <p key={kind} class="hint key-later">
              {t(KEY_LATER[kind])}
            </p>
          )}
        />
        <SettingsFieldset group={ACCOUNT_NUMBER_GROUP} saved={start} errors={errors} />
        <CheckField
          name="account.watchVoicemail"
          label={t('accounts.watchVoicemail')}
          value={true}
          error={errors['account.watchVoicemail']}
        />
      </FieldScopeProvider>
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={saving}>
          {saving ? t('accounts.adding') : t('accounts.add.button')}
        </button>
        <button type="button" class="button" onClick={() => onClose(false)}>
          {t('form.cancel')}
        </button>
        <FormFeedback outcome={outcome} what={t('accounts.addFailed')} />
      </div>
    </form>
  );
}

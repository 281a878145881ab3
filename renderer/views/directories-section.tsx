// Settings → Directories (issue 47), after the accounts: each company directory with its name, its kind,
// the accounts it serves, how its copy on this computer stands (people and numbers and when they were
// read, Reading…, or its problem in main's words with the last good read said to be kept), main's notes
// about it, and Read now, Edit and Remove (Remove says first what goes). Add directory opens the form
// (directory-form.tsx). Main's directoriesChanged redraws it as reads start and end. A directory the
// organisation's policies provide (issue 51) says so, serves every account, and has no Remove: its Edit
// takes only the person's password.
// Names and problems come from a directory server: they are shown as text, never as markup.

import { useEffect, useRef, useState } from 'preact/hooks';
import { DEMO_ACCOUNT_ID, type DirectoryView, type IpcError } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { Confirmation } from '../components/confirmation';
import { Icon } from '../components/icons';
import { useItemMode } from '../components/item-mode';
import { LockedNote } from '../components/locked-note';
import { ErrorState } from '../components/states';
import { shownSentence } from '../format/errors';
import { dayAndTime } from '../format/time';
import { accounts, directories } from '../stores';
import { useStore } from '../stores/use-store';
import { DirectoryForm } from './directory-form';
import './directories-section.css';

/** An account's name as the person knows it: the demo in the language in use, a removed one said so. */
export function accountName(id: string, saved: readonly { id: string; name: string }[]): string {
  if (id === DEMO_ACCOUNT_ID) return t('accounts.demo');
  return saved.find((account) => account.id === id)?.name ?? t('directories.removedAccount');
}

/** "1,234 people, 2,345 numbers, read at 9:41" (a day before today: "read Mon 3 Jun 9:41"). */
function readCounts({ people, numbers, readMs }: DirectoryView['status'], now: number): string {
  const counts = {
    people: t('directories.status.people', { count: people }),
    numbers: t('directories.status.numbers', { count: numbers }),
  };
  if (readMs === null) return t('directories.status.counts', counts);
  const { day, time } = dayAndTime(new Date(readMs), new Date(now));
  return day === t('time.today')
    ? t('directories.status.readAt', { ...counts, time })
    : t('directories.status.readOn', { ...counts, when: t('time.dayAndTime', { day, time }) });
}

/** How the directory's copy stands, in words, and whether that is a problem. */
function statusOf(view: DirectoryView): { text: string; kept?: string; problem: boolean } {
  const { status } = view;
  const now = Date.now();
  if (status.reading)
    return {
      text: t('directories.status.reading'),
      kept: status.readMs === null ? undefined : readCounts(status, now),
      problem: false,
    };
  if (status.problem)
    return {
      text: shownSentence(status.problem, { inSettings: true }),
      kept:
        status.readMs === null
          ? undefined
          : t('directories.status.kept', { counts: readCounts(status, now) }),
      problem: true,
    };
  if (status.readMs === null) return { text: t('directories.status.notRead'), problem: false };
  return { text: readCounts(status, now), problem: false };
}

export function DirectoriesSection() {
  const list = useStore(directories, (s) => s.list);
  const notices = useStore(directories, (s) => s.notices);
  const load = useStore(directories, (s) => s.load);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (directories.getState().load.status === 'idle') void directories.getState().reload();
  }, []);

  return (
    <section class="card settings-group directories" aria-labelledby="directories-title">
      <h2 id="directories-title">{t('directories.title')}</h2>
      <p class="muted">{t('directories.intro')}</p>
      {notices.map((said) => (
        <p key={said} class="note-box" role="status">
          {said}
        </p>
      ))}
      {load.error && !list ? (
        <ErrorState
          compact
          what={t('directories.listFailed')}
          error={load.error}
          onRetry={() => directories.getState().reload()}
        />
      ) : (
        list &&
        (list.length === 0 ? (
          !adding && <p class="directory-none">{t('directories.none')}</p>
        ) : (
          <ul class="directory-list">
            {list.map((view) => (
              <DirectoryItem
                key={view.settings.id}
                view={view}
                onRemoved={() => addButton.current?.focus()}
              />
            ))}
          </ul>
        ))
      )}
      {adding ? (
        <DirectoryForm
          view={null}
          onClose={() => {
            setAdding(false);
            setTimeout(() => addButton.current?.focus(), 0);
          }}
        />
      ) : (
        <p>
          <button ref={addButton} type="button" class="button" onClick={() => setAdding(true)}>
            {t('directories.add')}
          </button>
        </p>
      )}
    </section>
  );
}

function DirectoryItem({ view, onRemoved }: { view: DirectoryView; onRemoved(): void }) {
  const { settings } = view;
  const [readFailure, setReadFailure] = useState<IpcError | null>(null);
  const saved = useStore(accounts, (s) => s.view?.accounts ?? []);
  const editButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const { mode, open, back } = useItemMode({ edit: editButton, remove: removeButton });
  const status = statusOf(view);
  const nameId = `directory-${settings.id}-name`;
  // The organisation's serves every account there is, those added later too: said so, not listed.
  const served = view.organisation
    ? t('directories.servesEvery')
    : t('directories.serves', { accounts: settings.accounts.map((id) => accountName(id, saved)).join(', ') });

  const readNow = async () => {
    setReadFailure(null);
    const done = await directories.getState().readNow(settings.id);
    if (!done.ok) setReadFailure(done.error);
  };

  return (
    <li class="directory-item" aria-labelledby={nameId} data-directory={settings.id}>
      <div class="directory-item-head">
        <h3 id={nameId} class="directory-item-name" translate={false}>
          {settings.name}
        </h3>
        <span class="directory-kind">
          {settings.kind === 'ldap' ? t('directories.kind.ldap') : t('directories.kind.carddav')}
        </span>
      </div>
      <p class="directory-facts">
        {served}
        {' · '}
        <span translate={false}>{settings.url}</span>
      </p>
      {view.organisation && (
        <LockedNote id={`directory-${settings.id}-provided`} standalone>
          {t('policies.account.provided')}
        </LockedNote>
      )}
      <div class={status.problem ? 'directory-status problem' : 'directory-status'} aria-live="polite">
        <p>
          {status.problem && <Icon name="warning" size={16} />}
          {view.status.reading && <span class="spinner small" aria-hidden="true" />}
          <span class="directory-status-text">{status.text}</span>
        </p>
        {status.kept && <p class="directory-kept">{status.kept}</p>}
      </div>
      {view.notes.map((note) => (
        <p key={note} class="note-box">
          {note}
        </p>
      ))}
      {readFailure && <ErrorState compact what={t('directories.readFailed')} error={readFailure} />}
      {mode === 'edit' ? (
        <DirectoryForm view={view} onClose={() => back('edit')} />
      ) : mode === 'remove' ? (
        <RemoveDirectory view={view} onCancel={() => back('remove')} onRemoved={onRemoved} />
      ) : (
        <p class="actions">
          <button
            type="button"
            class="button"
            aria-label={t('directories.readNow.label', { name: settings.name })}
            disabled={view.status.reading}
            onClick={readNow}
          >
            {t('directories.readNow')}
          </button>
          <button
            ref={editButton}
            type="button"
            class="button"
            aria-label={t('directories.edit.label', { name: settings.name })}
            onClick={() => open('edit')}
          >
            {t('directories.edit')}
          </button>
          {!view.organisation && (
            <button
              ref={removeButton}
              type="button"
              class="button danger"
              aria-label={t('directories.remove.label', { name: settings.name })}
              onClick={() => open('remove')}
            >
              {t('directories.remove')}
            </button>
          )}
        </p>
      )}
    </li>
  );
}

/** Remove, said first in words: the copy on this computer and the password in the keychain go. */
function RemoveDirectory({
  view,
  onCancel,
  onRemoved,
}: {
  view: DirectoryView;
  onCancel(): void;
  onRemoved(): void;
}) {
  const { settings } = view;
  return (
    <Confirmation
      id={`remove-directory-${settings.id}`}
      title={t('directories.remove.title', { name: settings.name })}
      what={view.hasPassword ? t('directories.remove.what') : t('directories.remove.whatNoPassword')}
      confirmLabel={t('directories.remove')}
      busyLabel={t('directories.removing')}
      failedLabel={t('directories.removeFailed')}
      danger
      run={async () => {
        const done = await directories.getState().remove(settings.id);
        return done.ok ? null : done.error;
      }}
      onCancel={onCancel}
      onDone={onRemoved}
    />
  );
}

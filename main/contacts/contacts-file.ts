// The contacts file kept usable (main/storage/kept-sqlite-file.ts): backed up every day, a damaged file
// restored from the newest backup that reads whole, every problem said in the contacts' words. Unlike the
// call history, the person's contacts cannot be fetched again from anywhere.
import type { ContactsStatus } from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import {
  type KeptSqliteFile,
  type KeptSqliteFileOptions,
  openKeptSqliteFile,
} from '../storage/kept-sqlite-file';
import { contactsFaults } from './faults';
import { MIGRATIONS } from './schema';
import { type ContactsStore, openContactsStore } from './store';

/** The name stem of the file and of its backups (contacts-backups/contacts-2026-11-21.sqlite). */
const STEM = 'contacts';
export const CONTACTS_FILE = `${STEM}.sqlite`;

export interface ContactsFileOptions
  extends Pick<KeptSqliteFileOptions<ContactsStore>, 'dataDir' | 'clock' | 'maxPages'> {
  /** The status changed on its own (a file restored, a problem met or over), after the file first opened. */
  onStatusChange?(status: ContactsStatus): void;
}

/** The status in the contract's shape: the windows read it as getContactsStatus answers it. */
export interface ContactsFile extends KeptSqliteFile<ContactsStore> {
  status(): ContactsStatus;
}

export function openContactsFile(options: ContactsFileOptions): ContactsFile {
  return openKeptSqliteFile({
    ...options,
    stem: STEM,
    open: (path, maxPages) => openContactsStore(path, { faults: contactsFaults, maxPages }),
    faults: contactsFaults,
    schemaVersion: MIGRATIONS.length,
    words: {
      restored: (date, aside) => phrase('contacts.restored', { date, path: aside }),
      notRestored: (aside) => phrase('contacts.notRestored', { path: aside }),
      backupFailed: (reason) => phrase('contacts.backupFailed', { reason }),
    },
  });
}

// People → Export: the contacts People lists, written to a file the person chooses, in the format they
// asked for (vCard 3.0, vCard 4.0, or CSV in Outlook's English headers).
import type { Contact, ContactsExported, ContactsExportFormat } from '../../../preload/contract';
import { phrase } from '../../../preload/shared/i18n/phrase';
import { t } from '../../../preload/shared/i18n/translate';
import { localDay } from '../../../preload/shared/local-day';
import { CoreError } from '../../errors/core-errors';
import type { SavedFiles, SaveRequest } from '../../files/saved-files';
import type { Clock } from '../../schedule/clock';
import { writeFileAtomic } from '../../storage/atomic-write';
import type { ContactsAccount, ContactsService } from '../service';
import { type LeftOut, toOutlookCsv } from './outlook-csv-writer';
import { toVcards, type VcardVersion } from './vcard-writer';

/** Contacts are the person's own and name third parties: the file is theirs alone until they share it. */
const EXPORT_FILE_MODE = 0o600;

export interface ContactsExporter {
  /** Writes the contacts People lists for the search text ('' for all); null when the person cancelled. */
  run(account: ContactsAccount, format: ContactsExportFormat, text: string): Promise<ContactsExported | null>;
}

export interface ContactsExporterOptions {
  contacts: ContactsService;
  files: SavedFiles;
  /** "Now", for the day the offered file name says (a fake clock in tests); absent, the computer's. */
  clock?: Pick<Clock, 'now'>;
}

/** A format's file: its extension, the save dialog's kind, and its text with what it could not hold. */
interface FormatFile {
  extension: string;
  kind: SaveRequest['kind'];
  write(contacts: readonly Contact[]): { text: string; notes: string[] };
}

/** "3 numbers of 2 contacts did not fit Outlook's columns…", or nothing when every number fitted. */
function outlookNotes({ numbers, contacts }: LeftOut): string[] {
  if (numbers === 0) return [];
  const held = t('contactsExport.ofContacts', { count: contacts });
  return [t('contactsExport.numbersLeftOut', { count: numbers, contacts: held })];
}

/** A vCard holds every number of every contact: it has nothing to say. */
const vcardFile = (version: VcardVersion): FormatFile => ({
  extension: 'vcf',
  kind: 'vcard',
  write: (contacts) => ({ text: toVcards(contacts, version), notes: [] }),
});

const FORMATS: Record<ContactsExportFormat, FormatFile> = {
  vcard3: vcardFile('3.0'),
  vcard4: vcardFile('4.0'),
  'outlook-csv': {
    extension: 'csv',
    kind: 'contacts-csv',
    write(contacts) {
      const { csv, leftOut } = toOutlookCsv(contacts);
      return { text: csv, notes: outlookNotes(leftOut) };
    },
  },
};

export function createContactsExporter(options: ContactsExporterOptions): ContactsExporter {
  const { contacts, files, clock = { now: Date.now } } = options;
  return {
    async run(account, format, text) {
      // What People shows when Export is pressed: the file holds what the person saw.
      const listed = contacts.list(account, text);
      if (listed.length === 0)
        throw new CoreError(
          'not-found',
          text.trim() === ''
            ? phrase('contactsExport.noContacts')
            : phrase('contactsExport.noneMatch', { text: text.trim() }),
        );
      const { extension, kind, write } = FORMATS[format];
      const day = localDay(new Date(clock.now()));
      const defaultName = `${t('contactsExport.fileName', { day })}.${extension}`;
      let notes: string[] = [];
      const path = await files.save({ defaultName, kind }, async (target) => {
        const written = write(listed);
        notes = written.notes;
        await writeFileAtomic(target, written.text, EXPORT_FILE_MODE);
      });
      return path === null ? null : { path, count: listed.length, notes };
    },
  };
}

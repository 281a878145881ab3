// People → Import…: reads the chosen files, compares their contacts with the person's, and holds what it
// found as a preview until the person imports it (all or nothing) or goes back. One preview at a time: a
// newer one replaces it, so that Import writes only what the person last saw. A preview answers without
// waiting for its numbers' keys, which no count of it needs: they are worked out while the person looks
// at it, and the import waits for them.
import { basename } from 'node:path';
import {
  CONTACT_LIMITS,
  type ContactSummary,
  type ContactsImported,
  type ContactsImportPreview,
  IMPORT_CONFLICTS_LISTED,
  type ImportChoices,
  type ImportConflict,
  type ImportVerdict,
} from '../../../preload/contract';
import { phrase } from '../../../preload/shared/i18n/phrase';
import { t } from '../../../preload/shared/i18n/translate';
import { CoreError } from '../../errors/core-errors';
import type { NumberKeyRule } from '../../numbers/number-key';
import type { OffThreadKeys } from '../../numbers/off-thread-keys';
import type { ConflictSettlement, ContactsAccount, ContactsService, ImportNumberKeys } from '../service';
import type { StoredContact } from '../store';
import type { PlannedImport } from './import-plan';
import {
  type ContactFound,
  type FileReading,
  type ImportedContact,
  type LimitCuts,
  MAX_IMPORT_CONTACTS,
  withinLimits,
} from './imported-contact';

export interface ContactsImporter {
  /**
   * Reads the files and answers what importing them would do; nothing is written. A newer preview
   * replaces it. Null when cancelled (cancel, or a newer preview) while the files were being read.
   */
  preview(account: ContactsAccount, paths: readonly string[]): Promise<ContactsImportPreview | null>;
  /**
   * Resolves once the numbers of the preview with this id are keyed (a preview answers while a thread
   * still keys them); at once for any other id.
   */
  keyed(previewId: string): Promise<void>;
  /**
   * Imports the preview with this id, its conflicts settled by the choices, in one transaction. Numbers
   * not keyed yet (see keyed) are keyed as they are written: slower, the same keys.
   */
  import(account: ContactsAccount, previewId: string, choices: ImportChoices): ContactsImported;
  /** Stops a reading under way and forgets the preview held. */
  cancel(): void;
}

/**
 * Reads one file of an import: what it was read as, its contacts and what was skipped, in words; `found`
 * hears of each contact as it is read.
 */
export type ContactsFileReader = (
  path: string,
  signal: AbortSignal,
  found: ContactFound,
) => Promise<FileReading>;

export interface ContactsImporterOptions {
  contacts: ContactsService;
  read: ContactsFileReader;
  /** Keys numbers under a rule while the files are read: on another thread where there is one. */
  keyNumbers: (rule: NumberKeyRule) => OffThreadKeys;
}

const newId = () => process.getBuiltinModule('node:crypto').randomUUID();

/** Names a preview gives of each verdict. */
const EXAMPLES = 3;
/** Unreadable numbers a preview lists; the rest are counted. */
const UNREADABLE_LISTED = 20;

/** A preview the person may import: the files' contacts as the limits left them, and what it showed. */
interface HeldPreview {
  id: string;
  contacts: ImportedContact[];
  /** The keys of its numbers, once worked out; `keying` resolves then. */
  keys: ImportNumberKeys | null;
  keying: Promise<void>;
  /** Stops the keying (a newer preview, a cancel). */
  stopKeying: () => void;
  /**
   * Each conflict the preview found, by the index of its contact: the person's contact it showed, as it
   * was then (its hash), and the id it was listed under.
   */
  conflicts: Map<number, { listedAs: string | null; mineId: string; mineHash: string }>;
}

const summaryOf = (stored: StoredContact): ContactSummary => ({
  name: stored.name,
  company: stored.company,
  note: stored.note,
  numbers: stored.numbers.map(({ label, typed }) => ({ label, number: typed })),
});

/** What the contact limits did to an import, in words: each cut once, with its count. */
function notesOf(cuts: LimitCuts): string[] {
  const notes: string[] = [];
  const { contacts, numbers } = cuts.numbersDropped;
  if (contacts > 0)
    notes.push(
      t('import.note.numbersDropped', {
        count: contacts,
        held: numbers + contacts * CONTACT_LIMITS.numbers,
        max: CONTACT_LIMITS.numbers,
      }),
    );
  if (cuts.namesCut > 0)
    notes.push(t('import.note.namesCut', { count: cuts.namesCut, max: CONTACT_LIMITS.name }));
  if (cuts.companiesCut > 0)
    notes.push(t('import.note.companiesCut', { count: cuts.companiesCut, max: CONTACT_LIMITS.company }));
  if (cuts.notesCut > 0)
    notes.push(t('import.note.notesCut', { count: cuts.notesCut, max: CONTACT_LIMITS.note }));
  if (cuts.numbersTooLong > 0)
    notes.push(t('import.note.numbersTooLong', { count: cuts.numbersTooLong, max: CONTACT_LIMITS.number }));
  if (cuts.cleaned > 0) notes.push(t('import.note.cleaned', { count: cuts.cleaned }));
  if (cuts.empty > 0) notes.push(t('import.note.empty', { count: cuts.empty }));
  return notes;
}

export function createContactsImporter(options: ContactsImporterOptions): ContactsImporter {
  const { contacts } = options;
  let reading: AbortController | null = null;
  let held: HeldPreview | null = null;

  /** Stops a reading under way and forgets the preview held, its keying with it. */
  const forget = () => {
    reading?.abort();
    held?.stopKeying();
    held = null;
  };

  /** The files read one after the other; null once cancelled. Refused whole when they hold too many. */
  const readAll = async (paths: readonly string[], signal: AbortSignal, found: ContactFound) => {
    const readings: { file: string; reading: FileReading }[] = [];
    let count = 0;
    for (const path of paths) {
      const reading = await options.read(path, signal, found);
      if (signal.aborted) return null;
      count += reading.contacts.length;
      if (count > MAX_IMPORT_CONTACTS)
        throw new CoreError(
          'invalid-argument',
          phrase('import.tooManyContacts', { max: MAX_IMPORT_CONTACTS }),
        );
      readings.push({ file: basename(path), reading });
    }
    return readings;
  };

  /** The preview's answer and what it holds for the import. */
  const previewOf = (
    rule: NumberKeyRule,
    readings: { file: string; reading: FileReading }[],
    keys: OffThreadKeys,
  ) => {
    const limited = withinLimits(readings.flatMap(({ reading }) => reading.contacts));
    const plan = contacts.planImport(limited.contacts);
    const counts: Record<ImportVerdict, number> = { new: 0, updated: 0, unchanged: 0, conflict: 0 };
    const examples: Record<ImportVerdict, string[]> = { new: [], updated: [], unchanged: [], conflict: [] };
    const conflicts: ImportConflict[] = [];
    const kept: HeldPreview = {
      id: newId(),
      contacts: limited.contacts,
      keys: null,
      // Started before the plan is made: the thread goes on keying while main plans, and main keys what
      // is left between turns once the preview has answered.
      keying: keys.keys().then((found) => {
        kept.keys = { rule, keys: found };
      }),
      stopKeying: keys.stop,
      conflicts: new Map(),
    };
    plan.planned.forEach(({ verdict, mine, mineHash }, index) => {
      const theirs = limited.contacts[index] as ImportedContact;
      counts[verdict]++;
      if (examples[verdict].length < EXAMPLES) examples[verdict].push(theirs.name);
      if (verdict !== 'conflict' || !mine) return;
      const listed = conflicts.length < IMPORT_CONFLICTS_LISTED;
      const listedAs = listed ? newId() : null;
      if (listedAs !== null) {
        const { uid: _uid, ...summary } = theirs;
        conflicts.push({ id: listedAs, mine: summaryOf(mine), theirs: summary });
      }
      kept.conflicts.set(index, { listedAs, mineId: mine.id, mineHash });
    });
    const preview: ContactsImportPreview = {
      id: kept.id,
      sources: readings.map(({ file, reading }) => ({
        file,
        readAs: reading.readAs,
        contacts: reading.contacts.length,
      })),
      counts,
      examples,
      conflicts,
      unreadable: plan.unreadable.slice(0, UNREADABLE_LISTED),
      unreadableCount: plan.unreadable.length,
      // A reader's notes are of its file: said with its name, where several files were read.
      notes: [
        ...readings.flatMap(({ file, reading }) =>
          readings.length > 1
            ? reading.notes.map((note) => t('import.noteOfFile', { file, note }))
            : reading.notes,
        ),
        ...notesOf(limited.cuts),
      ],
    };
    return { preview, kept };
  };

  return {
    async preview(account, paths) {
      forget();
      const controller = new AbortController();
      reading = controller;
      const keys = options.keyNumbers(account.rule);
      try {
        const readings = await readAll(paths, controller.signal, (contact) =>
          keys.add(contact.numbers.map(({ number }) => number)),
        );
        if (readings === null) {
          keys.stop();
          return null;
        }
        const { preview, kept } = previewOf(account.rule, readings, keys);
        held = kept;
        return preview;
      } catch (error) {
        keys.stop();
        if (controller.signal.aborted) return null;
        throw error;
      } finally {
        if (reading === controller) reading = null;
      }
    },
    keyed: async (previewId) => {
      if (held?.id === previewId) await held.keying;
    },
    import(account, previewId, choices) {
      const shown = held;
      if (shown?.id !== previewId) throw new CoreError('not-found', phrase('import.previewGone'));
      if (!shown.keys) shown.stopKeying();
      /**
       * A conflict is settled as the person chose only where the preview showed it with the person's
       * contact as it is now: one that arose since, or whose contact changed since, is left alone.
       */
      const settle = ({ mine, mineHash }: PlannedImport, index: number): ConflictSettlement => {
        const was = shown.conflicts.get(index);
        if (!was || was.mineId !== mine?.id || was.mineHash !== mineHash) return 'unsettled';
        return (was.listedAs !== null ? choices.chosen[was.listedAs] : undefined) ?? choices.others;
      };
      const keys = shown.keys ?? { rule: account.rule, keys: new Map() };
      const done = contacts.applyImport(account, shown.contacts, settle, keys);
      // Kept when the write failed (a full disk): the person may free space and import it again.
      if (held === shown) held = null;
      return done;
    },
    cancel: forget,
  };
}

// The person's notes on one account's calls and voicemail, and its outcomes, kept on the desk and never sent
// to the phone system. The calls and messages leaving main for the windows (History, the export, Voicemail)
// pass through here and carry their notes; notes written after a call placed from Dialdesk wait under the
// number and attach to the call's record when it comes (pending-notes.ts). The file is kept as the
// contacts' is (main/storage/kept-sqlite-file.ts): backed up daily, restored when damaged, and every
// failure said in words.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {
  Call,
  NoteOutcome,
  NoteTarget,
  NumberNote,
  RecordNote,
  Voicemail,
} from '../../preload/contract';
import { foldForSearch, matchesSearch } from '../../preload/shared/call-filter';
import { phrase } from '../../preload/shared/i18n/phrase';
import { t } from '../../preload/shared/i18n/translate';
import type { CallBackMarks } from '../callbacks/call-back-list';
import { CoreError } from '../errors/core-errors';
import { openKeptSqliteFile } from '../storage/kept-sqlite-file';
import { safeLine, safeNote } from '../text/line-text';
import { notesFaults } from './faults';
import { ATTACH_WINDOW, attachmentsOf } from './pending-notes';
import { MIGRATIONS } from './schema';
import { type NoteKind, type NotesStore, openNotesStore, type StoredNote, type StoredOutcome } from './store';

export const NOTES_STEM = 'notes';

export interface NotesServiceOptions {
  /** The account's own folder: notes.sqlite and its backups go there, beside its history. */
  dir: string;
  clock: { now(): number };
  /** A number's key under the account's rule (main/numbers/number-key.ts); null when it holds none. */
  keyOf(number: string | null): string | null;
  /** The most pages the file may hold (the tests' full disk). */
  maxPages?: number;
}

export interface NotesService {
  /** The outcomes in the person's order, retired ones left out. */
  outcomes(): NoteOutcome[];
  /** Saves the list (see the saveNoteOutcomes channel); answers it as saved. */
  saveOutcomes(listed: readonly { id: string | null; label: string }[]): NoteOutcome[];
  /** Writes the note on the call or message; '' and no outcome removes it (null). */
  save(target: NoteTarget, text: string, outcomeId: string | null): RecordNote | null;
  /** A note written after the call placed then to that number: it waits for the call's record. */
  addWaiting(placed: { destination: string; placedMs: number }, text: string, outcomeId: string | null): void;
  /** Attaches the waiting notes these calls take, then gives each call its note. */
  onCalls(calls: readonly Call[]): Call[];
  onVoicemails(messages: readonly Voicemail[]): Voicemail[];
  /** The notes waiting under this number, the latest first. */
  numberNotes(number: string): NumberNote[];
  /** The ids (a-leg) of the calls whose note, with its outcome's label, holds every word of the text. */
  callIdsMatching(text: string): string[];
  count(): number;
  /**
   * The call-back list's marks, by number key (kept in this file: the person's own, backed up with the
   * notes); none while the file cannot be read.
   */
  callBackMarks(): Map<string, CallBackMarks>;
  /** Changes one number's marks; a failure of the file is thrown in words. */
  setCallBackMarks(key: string, marks: Partial<CallBackMarks>): void;
  /**
   * Sets these marks once in the file's life (an upgrade's step, by its name), in one transaction; `marks`
   * answers null while it cannot tell them yet. Answers whether the step has run, now or before.
   */
  setCallBackMarksOnce(
    step: string,
    marks: () => ReadonlyMap<string, Partial<CallBackMarks>> | null,
  ): boolean;
  close(): void;
}

/** The id a call's note is kept under: its a-leg's, which a b-leg shown alone names, so folding keeps it. */
const noteIdOf = (call: Pick<Call, 'id' | 'legs'>): string =>
  call.legs.b && call.legs.origin !== '' ? call.legs.origin : call.id;

type DefaultLabel =
  | 'notes.outcome.reached'
  | 'notes.outcome.leftMessage'
  | 'notes.outcome.noAnswer'
  | 'notes.outcome.wrongNumber'
  | 'notes.outcome.followUp';

/** The default outcomes' labels in the language in use, by id (schema.ts's DEFAULT_OUTCOMES). */
const DEFAULT_LABELS: Readonly<Record<string, DefaultLabel>> = {
  reached: 'notes.outcome.reached',
  'left-message': 'notes.outcome.leftMessage',
  'no-answer': 'notes.outcome.noAnswer',
  'wrong-number': 'notes.outcome.wrongNumber',
  'follow-up': 'notes.outcome.followUp',
};

const labelOf = ({ id, label }: StoredOutcome): string => {
  const key = DEFAULT_LABELS[id];
  return label ?? (key ? t(key) : id);
};

export function openNotesService(options: NotesServiceOptions): NotesService {
  const { clock, keyOf } = options;
  const file = openKeptSqliteFile<NotesStore>({
    dataDir: options.dir,
    stem: NOTES_STEM,
    clock,
    maxPages: options.maxPages,
    open: (path, maxPages) => openNotesStore(path, notesFaults, maxPages),
    faults: notesFaults,
    schemaVersion: MIGRATIONS.length,
    words: {
      restored: (date, aside) => phrase('notes.restored', { date, path: aside }),
      notRestored: (aside) => phrase('notes.notRestored', { path: aside }),
      backupFailed: (reason) => phrase('notes.backupFailed', { reason }),
    },
  });

  const outcomesOf = (store: NotesStore): Map<string, NoteOutcome> =>
    new Map(store.outcomes().map((stored) => [stored.id, { ...stored, label: labelOf(stored) }]));
  const recordNote = (note: StoredNote, outcomes: Map<string, NoteOutcome>): RecordNote => ({
    text: note.text,
    outcome: note.outcomeId === null ? null : (outcomes.get(note.outcomeId) ?? null),
    updatedMs: note.updatedMs,
  });
  /** The outcome a note may be given: one on the list, or the one it has already (retired since). */
  const checkedOutcome = (store: NotesStore, outcomeId: string | null, had: string | null) => {
    if (outcomeId === null || outcomeId === had) return outcomeId;
    if (outcomesOf(store).get(outcomeId)?.retired === false) return outcomeId;
    throw new CoreError('invalid-argument', phrase('notes.unknownOutcome'));
  };

  /** Puts `text` and `outcomeId` on the note of this record, after what it holds already. */
  const merge = (store: NotesStore, kind: NoteKind, id: string, text: string, outcomeId: string | null) => {
    const had = store.notesOf(kind, [id]).get(id);
    const joined = [had?.text ?? '', text].filter((part) => part !== '').join('\n\n');
    store.putNote({
      kind,
      id,
      text: joined,
      outcomeId: had?.outcomeId ?? outcomeId,
      updatedMs: clock.now(),
      searchText: foldForSearch(joined),
    });
  };

  /** Attaches the waiting notes that these calls take (pending-notes.ts); a failure leaves them waiting. */
  const attachWaiting = (calls: readonly Call[]) => {
    const starts = calls.flatMap((call) => (call.startMs === null ? [] : [call.startMs]));
    if (starts.length === 0) return;
    const waiting = file.quietly(
      (store) =>
        store.numberNotesPlaced(
          Math.min(...starts) - ATTACH_WINDOW.afterMs,
          Math.max(...starts) + ATTACH_WINDOW.beforeMs,
        ),
      [],
    );
    if (waiting.length === 0) return;
    const attached = attachmentsOf(
      waiting,
      calls.map((call) => ({
        noteId: noteIdOf(call),
        partyKey: keyOf(call.party.number),
        startMs: call.startMs,
        inbound: call.direction === 'inbound',
      })),
    );
    if (attached.size === 0) return;
    try {
      file.write((store) => {
        for (const note of waiting) {
          const callId = attached.get(note.id);
          if (callId === undefined) continue;
          merge(store, 'call', callId, note.text, note.outcomeId);
          store.deleteNumberNote(note.id);
        }
      });
    } catch (error) {
      console.warn('Dialdesk: notes waiting for their calls could not be attached yet', error);
    }
  };

  /** Each record with its note (none where the file cannot be read: the list still shows). */
  const withNotes = <R extends { id: string }>(
    kind: NoteKind,
    records: readonly R[],
    idOf: (r: R) => string,
  ) =>
    file.quietly(
      (store) => {
        const notes = store.notesOf(kind, records.map(idOf));
        if (notes.size === 0) return [...records];
        const outcomes = outcomesOf(store);
        return records.map((record) => {
          const note = notes.get(idOf(record));
          return note ? { ...record, note: recordNote(note, outcomes) } : record;
        });
      },
      [...records],
    );

  return {
    outcomes: () => file.read((store) => [...outcomesOf(store).values()].filter((each) => !each.retired)),
    saveOutcomes(listed) {
      return file.write((store) => {
        const known = outcomesOf(store);
        const labels = new Set<string>();
        const kept = listed.map(({ id, label }) => {
          const line = safeLine(label);
          if (line === '') throw new CoreError('invalid-argument', phrase('notes.outcomeEmpty'));
          const folded = foldForSearch(line);
          if (labels.has(folded))
            throw new CoreError('invalid-argument', phrase('notes.outcomeTwice', { label: line }));
          labels.add(folded);
          if (id !== null && !known.has(id))
            throw new CoreError('invalid-argument', phrase('notes.unknownOutcome'));
          // A default keeps no label of its own while it reads as the language's: another language renames it.
          const defaultKey = id === null ? undefined : DEFAULT_LABELS[id];
          const own = defaultKey && t(defaultKey) === line ? null : line;
          return { id: id ?? process.getBuiltinModule('node:crypto').randomUUID(), label: own };
        });
        store.setOutcomes(kept);
        return [...outcomesOf(store).values()].filter((each) => !each.retired);
      });
    },
    save(target, text, outcomeId) {
      const kept = safeNote(text);
      return file.write((store) => {
        const id = target.kind === 'call' && target.origin !== '' ? target.origin : target.id;
        const had = store.notesOf(target.kind, [id]).get(id) ?? null;
        const outcome = checkedOutcome(store, outcomeId, had?.outcomeId ?? null);
        if (kept === '' && outcome === null) {
          store.deleteNote(target.kind, id);
          return null;
        }
        const note: StoredNote = {
          kind: target.kind,
          id,
          text: kept,
          outcomeId: outcome,
          updatedMs: clock.now(),
          searchText: foldForSearch(kept),
        };
        store.putNote(note);
        return recordNote(note, outcomesOf(store));
      });
    },
    addWaiting({ destination, placedMs }, text, outcomeId) {
      const kept = safeNote(text);
      const numberKey = keyOf(destination);
      if (numberKey === null) throw new CoreError('invalid-argument', phrase('notes.noNumber'));
      if (kept === '' && outcomeId === null) return;
      file.write((store) => {
        store.addNumberNote({
          id: process.getBuiltinModule('node:crypto').randomUUID(),
          number: destination,
          numberKey,
          placedMs,
          text: kept,
          outcomeId: checkedOutcome(store, outcomeId, null),
          updatedMs: clock.now(),
        });
      });
    },
    onCalls(calls) {
      attachWaiting(calls);
      return withNotes('call', calls, noteIdOf);
    },
    onVoicemails: (messages) => withNotes('voicemail', messages, (message) => message.id),
    numberNotes(number) {
      const key = keyOf(number);
      if (key === null) return [];
      return file.read((store) => {
        const outcomes = outcomesOf(store);
        return store.numberNotes(key).map((note) => ({
          id: note.id,
          number: note.number,
          placedMs: note.placedMs,
          text: note.text,
          outcome: note.outcomeId === null ? null : (outcomes.get(note.outcomeId) ?? null),
        }));
      });
    },
    callIdsMatching(text) {
      return file.quietly((store) => {
        const outcomes = outcomesOf(store);
        return store
          .callNotes()
          .filter((note) => {
            const label = note.outcomeId === null ? '' : (outcomes.get(note.outcomeId)?.label ?? '');
            return matchesSearch(`${note.searchText} ${foldForSearch(label)}`, text);
          })
          .map((note) => note.id);
      }, []);
    },
    count: () => file.quietly((store) => store.count(), 0),
    callBackMarks: () => file.quietly((store) => store.callBackMarks(), new Map()),
    setCallBackMarks(key, marks) {
      file.write((store) => store.setCallBackMarks(key, marks));
    },
    setCallBackMarksOnce(step, marks) {
      if (file.quietly((store) => store.hasRun(step), false)) return true;
      return file.write((store) => {
        if (store.hasRun(step)) return true;
        const told = marks();
        if (told === null) return false;
        for (const [key, marked] of told) store.setCallBackMarks(key, marked);
        store.markRun(step);
        return true;
      });
    },
    close: () => file.close(),
  };
}

/** How many notes the account whose folder this is keeps (the question before removing it names them). */
export function countNotesIn(dir: string): number {
  if (!existsSync(join(dir, `${NOTES_STEM}.sqlite`))) return 0;
  const notes = openNotesService({ dir, clock: { now: Date.now }, keyOf: () => null });
  try {
    return notes.count();
  } finally {
    notes.close();
  }
}

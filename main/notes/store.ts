// One account's notes file (notes.sqlite in its folder, beside its history and apart from it: deleting or
// rebuilding the local copy of history leaves the notes): its outcomes, its notes on calls and voicemail,
// and the notes waiting under a number after a call placed from Dialdesk. Synchronous, as node:sqlite is;
// the service (service.ts) says what it means and keeps the file (main/storage/kept-sqlite-file.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { CallBackMarks } from '../callbacks/call-back-list';
import type { FileFaults } from '../storage/sqlite-faults';
import { immediately, migrateSchema, openPrivateDatabase, statementCache } from '../storage/sqlite-file';
import { MIGRATIONS } from './schema';

export type NoteKind = 'call' | 'voicemail';

export interface StoredOutcome {
  id: string;
  /** null: a default not renamed, labelled in the language in use. */
  label: string | null;
  retired: boolean;
}

export interface StoredNote {
  kind: NoteKind;
  id: string;
  text: string;
  outcomeId: string | null;
  updatedMs: number;
  /** The text folded for search. */
  searchText: string;
}

export interface StoredNumberNote {
  id: string;
  number: string;
  numberKey: string;
  placedMs: number;
  text: string;
  outcomeId: string | null;
  updatedMs: number;
}

export interface NotesStore {
  /** One transaction: written whole or not at all. */
  write<T>(work: () => T): T;
  /** Every outcome, retired ones too, in the person's order. */
  outcomes(): StoredOutcome[];
  /** The list as given, in its order, not retired; every other outcome stored is retired. */
  setOutcomes(listed: readonly { id: string; label: string | null }[]): void;
  /** The notes of these records of one kind, by id. */
  notesOf(kind: NoteKind, ids: readonly string[]): Map<string, StoredNote>;
  /** Every note on a call: what History's search reads (a person writes thousands at most). */
  callNotes(): StoredNote[];
  putNote(note: StoredNote): void;
  deleteNote(kind: NoteKind, id: string): void;
  addNumberNote(note: StoredNumberNote): void;
  /** The notes waiting under this number key, the latest placed first. */
  numberNotes(numberKey: string): StoredNumberNote[];
  /** The notes waiting under any number whose call was placed from `fromMs` to `toMs`, the earliest first. */
  numberNotesPlaced(fromMs: number, toMs: number): StoredNumberNote[];
  deleteNumberNote(id: string): void;
  /** The marks on the numbers to call back, by number key. */
  callBackMarks(): Map<string, CallBackMarks>;
  /** Changes one number's marks: the fields given, the others kept. */
  setCallBackMarks(key: string, marks: Partial<CallBackMarks>): void;
  /** Whether a one-time step (an upgrade's) has run on this file. */
  hasRun(step: string): boolean;
  markRun(step: string): void;
  /** How many notes the file holds, waiting ones included. */
  count(): number;
  isEmpty(): boolean;
  /** Writes a copy of the whole file into the empty file at path (VACUUM INTO): the daily backup. */
  copyTo(path: string): void;
  close(): void;
}

interface NoteRow {
  kind: NoteKind;
  id: string;
  text: string;
  outcome_id: string | null;
  updated_ms: number;
  search_text: string;
}

interface MarksRow {
  number_key: string;
  done_through: number | null;
  snoozed_through: number | null;
  snoozed_until_ms: number | null;
  placed_ms: number | null;
}

interface NumberNoteRow {
  id: string;
  number: string;
  number_key: string;
  placed_ms: number;
  text: string;
  outcome_id: string | null;
  updated_ms: number;
}

const noteOf = (row: NoteRow): StoredNote => ({
  kind: row.kind,
  id: row.id,
  text: row.text,
  outcomeId: row.outcome_id,
  updatedMs: row.updated_ms,
  searchText: row.search_text,
});

const numberNoteOf = (row: NumberNoteRow): StoredNumberNote => ({
  id: row.id,
  number: row.number,
  numberKey: row.number_key,
  placedMs: row.placed_ms,
  text: row.text,
  outcomeId: row.outcome_id,
  updatedMs: row.updated_ms,
});

/** Opens (or creates) the file; throws what SQLite or the file system said (the service puts it in words). */
export function openNotesStore(path: string, faults: FileFaults, maxPages?: number): NotesStore {
  const db = openPrivateDatabase(path, maxPages, (opened) => {
    // FULL, not NORMAL: a note cannot be fetched again, so a commit must survive a power cut too.
    opened.exec('PRAGMA synchronous = FULL');
    migrateSchema(opened, MIGRATIONS, (detail) => faults.storeFault('newer', path, detail));
    // Reads a page of each table: a file that is not a database, or a damaged one, fails here.
    for (const table of ['outcomes', 'notes', 'number_notes', 'call_back_marks'])
      opened.exec(`SELECT count(*) FROM (SELECT 1 FROM ${table} LIMIT 1)`);
  });
  return wrap(db);
}

function wrap(db: DatabaseSync): NotesStore {
  const prepared = statementCache(db);
  const count = () =>
    (
      prepared('SELECT (SELECT count(*) FROM notes) + (SELECT count(*) FROM number_notes) AS n').get() as {
        n: number;
      }
    ).n;
  return {
    write: (work) => immediately(db, work),
    outcomes: () =>
      (
        prepared('SELECT id, label, retired FROM outcomes ORDER BY retired, position').all() as {
          id: string;
          label: string | null;
          retired: number;
        }[]
      ).map(({ id, label, retired }) => ({ id, label, retired: retired === 1 })),
    setOutcomes(listed) {
      prepared('UPDATE outcomes SET retired = 1').run();
      const upsert = prepared(`
        INSERT INTO outcomes (id, label, position, retired) VALUES (?, ?, ?, 0)
        ON CONFLICT (id) DO UPDATE SET label = excluded.label, position = excluded.position, retired = 0`);
      listed.forEach(({ id, label }, position) => {
        upsert.run(id, label, position);
      });
    },
    notesOf(kind, ids) {
      const rows = prepared(
        'SELECT * FROM notes WHERE kind = ? AND id IN (SELECT value FROM json_each(?))',
      ).all(kind, JSON.stringify(ids)) as unknown as NoteRow[];
      return new Map(rows.map((row) => [row.id, noteOf(row)]));
    },
    callNotes: () =>
      (prepared("SELECT * FROM notes WHERE kind = 'call'").all() as unknown as NoteRow[]).map(noteOf),
    putNote(note) {
      prepared(`
        INSERT INTO notes (kind, id, text, outcome_id, updated_ms, search_text) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (kind, id) DO UPDATE SET text = excluded.text, outcome_id = excluded.outcome_id,
          updated_ms = excluded.updated_ms, search_text = excluded.search_text`).run(
        note.kind,
        note.id,
        note.text,
        note.outcomeId,
        note.updatedMs,
        note.searchText,
      );
    },
    deleteNote(kind, id) {
      prepared('DELETE FROM notes WHERE kind = ? AND id = ?').run(kind, id);
    },
    addNumberNote(note) {
      prepared(`
        INSERT INTO number_notes (id, number, number_key, placed_ms, text, outcome_id, updated_ms)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET text = excluded.text, outcome_id = excluded.outcome_id,
          updated_ms = excluded.updated_ms`).run(
        note.id,
        note.number,
        note.numberKey,
        note.placedMs,
        note.text,
        note.outcomeId,
        note.updatedMs,
      );
    },
    numberNotes: (numberKey) =>
      (
        prepared('SELECT * FROM number_notes WHERE number_key = ? ORDER BY placed_ms DESC').all(
          numberKey,
        ) as unknown as NumberNoteRow[]
      ).map(numberNoteOf),
    numberNotesPlaced: (fromMs, toMs) =>
      (
        prepared('SELECT * FROM number_notes WHERE placed_ms BETWEEN ? AND ? ORDER BY placed_ms').all(
          fromMs,
          toMs,
        ) as unknown as NumberNoteRow[]
      ).map(numberNoteOf),
    deleteNumberNote(id) {
      prepared('DELETE FROM number_notes WHERE id = ?').run(id);
    },
    callBackMarks: () =>
      new Map(
        (prepared('SELECT * FROM call_back_marks').all() as unknown as MarksRow[]).map((row) => [
          row.number_key,
          {
            doneThrough: row.done_through,
            snoozedThrough: row.snoozed_through,
            snoozedUntilMs: row.snoozed_until_ms,
            placedMs: row.placed_ms,
          },
        ]),
      ),
    setCallBackMarks(key, marks) {
      // Each column given replaces; each left out keeps what the row holds.
      const given = (name: keyof CallBackMarks) => (name in marks ? 1 : 0);
      prepared(`
        INSERT INTO call_back_marks (number_key, done_through, snoozed_through, snoozed_until_ms, placed_ms)
        VALUES ($key, $done, $through, $until, $placed)
        ON CONFLICT (number_key) DO UPDATE SET
          done_through = iif($setDone, excluded.done_through, done_through),
          snoozed_through = iif($setThrough, excluded.snoozed_through, snoozed_through),
          snoozed_until_ms = iif($setUntil, excluded.snoozed_until_ms, snoozed_until_ms),
          placed_ms = iif($setPlaced, excluded.placed_ms, placed_ms)`).run({
        key,
        done: marks.doneThrough ?? null,
        through: marks.snoozedThrough ?? null,
        until: marks.snoozedUntilMs ?? null,
        placed: marks.placedMs ?? null,
        setDone: given('doneThrough'),
        setThrough: given('snoozedThrough'),
        setUntil: given('snoozedUntilMs'),
        setPlaced: given('placedMs'),
      });
    },
    hasRun: (step) => prepared('SELECT 1 FROM steps_run WHERE step = ?').get(step) !== undefined,
    markRun(step) {
      prepared('INSERT INTO steps_run (step) VALUES (?) ON CONFLICT DO NOTHING').run(step);
    },
    count,
    // Marks are the person's too: a file holding only those is backed up all the same.
    isEmpty: () => count() === 0 && prepared('SELECT 1 FROM call_back_marks LIMIT 1').get() === undefined,
    copyTo(target) {
      prepared('VACUUM INTO ?').run(target);
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}

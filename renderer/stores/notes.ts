// The person's notes and outcomes (issue 49), as the windows see them: the account's list of outcomes
// (read once per account, again when the account, the language or the list changes), saving a note on a
// call or a voicemail, a note after a call placed from Dialdesk, and the notes waiting under a number
// whose call left no record. Main keeps them all on the desk and never sends them to the phone system.
// A saved note or list is handed to the lists on show (History's calls, Voicemail's messages) through
// the options, so they show it without reading anything again.
import { createStore } from 'zustand/vanilla';
import type {
  Call,
  DialdeskApi,
  NoteOutcome,
  NoteTarget,
  NumberNote,
  RecordNote,
  Result,
} from '../../preload/contract';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';

/** The notes waiting under one number (listNumberNotes), newest first. */
export interface NumberNotes {
  number: string;
  notes: NumberNote[];
  load: Loadable;
}

export interface NotesState {
  /** The account's outcomes in the person's order, retired ones left out; null until read. */
  outcomes: NoteOutcome[] | null;
  outcomesLoad: Loadable;
  /** The notes under the number of the call open in History; null before one is shown. */
  numberNotes: NumberNotes | null;
  /** Reads the outcomes unless they are read, or being read. */
  loadOutcomes(): Promise<void>;
  /** Reads them again (another language names the defaults otherwise); nothing when never read. */
  refreshOutcomes(): Promise<void>;
  /** Another account: its outcomes are its own, read when next asked for. */
  forgetOutcomes(): void;
  /** Saves the list: those with an id are renamed, those without added, those left out retired. */
  saveOutcomes(listed: { id: string | null; label: string }[]): Promise<Result<NoteOutcome[]>>;
  /** Writes the note on a call or a voicemail; '' and no outcome removes it (null). */
  save(target: NoteTarget, text: string, outcomeId: string | null): Promise<Result<RecordNote | null>>;
  /** "Add a note" after a call placed from Dialdesk: it waits under the number for the call's record. */
  notePlaced(placedId: string, text: string, outcomeId: string | null): Promise<Result<null>>;
  /** Reads the notes waiting under this number. */
  showNumberNotes(number: string): Promise<void>;
  /** How many notes a saved account keeps: the question before removing it names them. */
  countAccountNotes(id: string): Promise<Result<number>>;
}

type NotesApi = Pick<
  DialdeskApi,
  | 'listNoteOutcomes'
  | 'saveNoteOutcomes'
  | 'saveNote'
  | 'notePlacedCall'
  | 'listNumberNotes'
  | 'countAccountNotes'
>;

export interface NotesStoreOptions {
  /** A note was saved (null: removed): the calls or messages on show take it. */
  saved(target: NoteTarget, note: RecordNote | null): void;
  /** The outcomes were saved: the notes on show take their new labels, and removed ones are retired. */
  relabelled(outcomes: NoteOutcome[]): void;
}

export function createNotesStore(api: NotesApi, options: NotesStoreOptions) {
  return createStore<NotesState>()((set, get) => {
    // Of two reads of the outcomes (a change of account, a save), only the latest one's answer counts.
    let outcomesTurn = 0;
    const readOutcomes = async () => {
      const mine = ++outcomesTurn;
      set({ outcomesLoad: LOADING });
      const result = await api.listNoteOutcomes();
      if (mine !== outcomesTurn) return;
      set(result.ok ? { outcomes: result.value, outcomesLoad: READY } : { outcomesLoad: failed(result) });
    };

    return {
      outcomes: null,
      outcomesLoad: IDLE,
      numberNotes: null,
      async loadOutcomes() {
        const { outcomes, outcomesLoad } = get();
        if (outcomes !== null || outcomesLoad.status === 'loading') return;
        await readOutcomes();
      },
      async refreshOutcomes() {
        if (get().outcomes !== null || get().outcomesLoad.status !== 'idle') await readOutcomes();
      },
      forgetOutcomes() {
        outcomesTurn += 1;
        set({ outcomes: null, outcomesLoad: IDLE, numberNotes: null });
      },
      async saveOutcomes(listed) {
        const result = await api.saveNoteOutcomes({ outcomes: listed });
        if (result.ok) {
          outcomesTurn += 1;
          set({ outcomes: result.value, outcomesLoad: READY });
          options.relabelled(result.value);
          const shown = get().numberNotes;
          if (shown) void get().showNumberNotes(shown.number);
        }
        return result;
      },
      async save(target, text, outcomeId) {
        const result = await api.saveNote({ target, text, outcomeId });
        if (result.ok) options.saved(target, result.value);
        return result;
      },
      async notePlaced(placedId, text, outcomeId) {
        const result = await api.notePlacedCall({ placedId, text, outcomeId });
        const shown = get().numberNotes;
        if (result.ok && shown) void get().showNumberNotes(shown.number);
        return result;
      },
      async showNumberNotes(number) {
        const before = get().numberNotes;
        // The same number read again keeps its notes on show until the answer replaces them.
        const kept = before?.number === number ? before.notes : [];
        const asked: NumberNotes = { number, notes: kept, load: LOADING };
        set({ numberNotes: asked });
        const result = await api.listNumberNotes({ number });
        if (get().numberNotes !== asked) return;
        set({
          numberNotes: result.ok
            ? { number, notes: result.value, load: READY }
            : { number, notes: kept, load: failed(result) },
        });
      },
      countAccountNotes: (id) => api.countAccountNotes({ id }),
    };
  });
}

export type NotesStore = ReturnType<typeof createNotesStore>;

/**
 * What a call's note is written on (saveNote): the call, with the a-leg a b-leg shown alone names, so
 * that the note belongs to the a-leg and folding the legs later keeps it.
 */
export const callNoteTarget = (call: Pick<Call, 'id' | 'legs'>): NoteTarget => ({
  kind: 'call',
  id: call.id,
  origin: call.legs.b ? call.legs.origin : '',
});

/** The id a note is kept under (main/notes): a b-leg's a-leg where it names one, else the record's own. */
export const noteKeyOf = (target: NoteTarget): string =>
  target.kind === 'call' && target.origin !== '' ? target.origin : target.id;

/** Each record whose note is kept under `key` (by `keyOf`) with `note` (none: null); the same array when none is. */
export function withNote<T extends { note?: RecordNote }>(
  records: T[],
  key: string,
  keyOf: (record: T) => string,
  note: RecordNote | null,
): T[] {
  if (!records.some((record) => keyOf(record) === key)) return records;
  return records.map((record) => (keyOf(record) === key ? noted(record, note) : record));
}

/** The record with `note`, or without any (null). */
export function noted<T extends { note?: RecordNote }>(record: T, note: RecordNote | null): T {
  if (note) return { ...record, note };
  const { note: _gone, ...rest } = record;
  return rest as T;
}

/**
 * The records' notes with the outcomes as saved: a renamed one takes its new label, and one no longer
 * listed is retired (old calls keep it). The same array when no note changes.
 */
export function relabelled<T extends { note?: RecordNote }>(records: T[], outcomes: NoteOutcome[]): T[] {
  const listed = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
  let changed = false;
  const next = records.map((record) => {
    const outcome = record.note?.outcome;
    if (!record.note || !outcome) return record;
    const now = listed.get(outcome.id) ?? { ...outcome, retired: true };
    if (now.label === outcome.label && now.retired === outcome.retired) return record;
    changed = true;
    return { ...record, note: { ...record.note, outcome: now } };
  });
  return changed ? next : records;
}

/** A note's first line: what a row shows of it. */
export const firstLine = (text: string): string => text.trimStart().split('\n', 1)[0]?.trimEnd() ?? '';

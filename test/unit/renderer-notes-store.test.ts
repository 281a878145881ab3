// The notes store against a fake bridge (issue 49): the account's outcomes read once and again for another
// account, a note saved handed to the lists on show, History's and Voicemail's stores showing it (and an
// outcome renamed or removed) without reading anything again, and a sent call's line that stays while a
// note is written on it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  Call,
  CallOutcome,
  NoteOutcome,
  NoteTarget,
  NumberNote,
  RecordNote,
  Result,
} from '../../preload/contract';
import { createCallStore } from '../../renderer/stores/call';
import { bindCallStatusLifetime, PLACED_STATUS_MS } from '../../renderer/stores/call-status-lifetime';
import { createHistoryStore } from '../../renderer/stores/history';
import { createNavigationStore } from '../../renderer/stores/navigation';
import {
  callNoteTarget,
  createNotesStore,
  firstLine,
  noteKeyOf,
  relabelled,
} from '../../renderer/stores/notes';
import { PLACED_CALL } from '../support/call-outcome';
import { callOf, callsOf } from '../support/record-edge';

const OUTCOMES: NoteOutcome[] = [
  { id: 'reached', label: 'Reached', retired: false },
  { id: 'follow-up', label: 'Follow up', retired: false },
];
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const note = (text: string, outcome: NoteOutcome | null = null): RecordNote => ({
  text,
  outcome,
  updatedMs: 1,
});

function fakeApi() {
  const asked: string[] = [];
  let outcomes = OUTCOMES;
  const api = {
    async listNoteOutcomes() {
      asked.push('listNoteOutcomes');
      return ok(outcomes);
    },
    async saveNoteOutcomes({ outcomes: listed }: { outcomes: { id: string | null; label: string }[] }) {
      asked.push('saveNoteOutcomes');
      outcomes = listed.map(({ id, label }) => ({ id: id ?? `made-${label}`, label, retired: false }));
      return ok(outcomes);
    },
    async saveNote({ text, outcomeId }: { target: NoteTarget; text: string; outcomeId: string | null }) {
      asked.push('saveNote');
      if (text === 'refused')
        return { ok: false as const, error: { code: 'invalid-argument' as const, message: 'No.' } };
      return ok(
        text === '' && outcomeId === null
          ? null
          : note(text, OUTCOMES.find((o) => o.id === outcomeId) ?? null),
      );
    },
    async notePlacedCall() {
      asked.push('notePlacedCall');
      return ok(null);
    },
    async listNumberNotes({ number }: { number: string }) {
      asked.push(`listNumberNotes ${number}`);
      const waiting: NumberNote = { id: 'n1', number, placedMs: 5, text: 'Rang out.', outcome: null };
      return ok([waiting]);
    },
    async countAccountNotes() {
      return ok(3);
    },
  };
  return { api, asked };
}

describe('the notes store', () => {
  it('reads the outcomes once, again for another account, and again in another language only when read', async () => {
    const { api, asked } = fakeApi();
    const notes = createNotesStore(api, { saved: () => {}, relabelled: () => {} });
    await notes.getState().refreshOutcomes();
    expect(asked).toEqual([]);
    await Promise.all([notes.getState().loadOutcomes(), notes.getState().loadOutcomes()]);
    await notes.getState().loadOutcomes();
    expect(asked).toEqual(['listNoteOutcomes']);
    expect(notes.getState().outcomes).toEqual(OUTCOMES);
    await notes.getState().refreshOutcomes();
    expect(asked).toHaveLength(2);
    notes.getState().forgetOutcomes();
    expect(notes.getState().outcomes).toBeNull();
    await notes.getState().loadOutcomes();
    expect(asked).toHaveLength(3);
  });

  it('hands a saved note, and saved outcomes, to the lists on show; a refusal is answered, not handed on', async () => {
    const { api } = fakeApi();
    const saved: [NoteTarget, RecordNote | null][] = [];
    const relabels: NoteOutcome[][] = [];
    const notes = createNotesStore(api, {
      saved: (target, value) => saved.push([target, value]),
      relabelled: (outcomes) => relabels.push(outcomes),
    });
    const target: NoteTarget = { kind: 'call', id: 'b-leg', origin: 'a-leg' };
    const done = await notes.getState().save(target, 'Asked for a quote.', 'reached');
    expect(done).toEqual(ok(note('Asked for a quote.', OUTCOMES[0])));
    expect(saved).toEqual([[target, note('Asked for a quote.', OUTCOMES[0])]]);
    expect((await notes.getState().save(target, 'refused', null)).ok).toBe(false);
    expect(saved).toHaveLength(1);

    await notes.getState().saveOutcomes([{ id: 'reached', label: 'Got through' }]);
    expect(relabels).toEqual([[{ id: 'reached', label: 'Got through', retired: false }]]);
    expect(notes.getState().outcomes).toEqual(relabels[0]);
  });

  it('lists the notes under a number, and reads them again after a note on a placed call', async () => {
    const { api, asked } = fakeApi();
    const notes = createNotesStore(api, { saved: () => {}, relabelled: () => {} });
    await notes.getState().showNumberNotes('5555550142');
    expect(notes.getState().numberNotes).toMatchObject({
      number: '5555550142',
      notes: [{ text: 'Rang out.' }],
      load: { status: 'ready' },
    });
    await notes.getState().notePlaced(PLACED_CALL.placedId, 'Rang out.', null);
    await vi.waitFor(() =>
      expect(asked.filter((each) => each.startsWith('listNumberNotes'))).toHaveLength(2),
    );
    expect(await notes.getState().countAccountNotes('acme')).toEqual(ok(3));
  });
});

describe('a note where its call or message is shown', () => {
  const historyApi = (calls: Call[]) => ({
    listHistory: async () => ok(calls),
    searchHistory: async () => ok(null),
    getCallRecord: async ({ uuid }: { uuid: string }) => ok(calls.find((call) => call.id === uuid) as Call),
  });

  it('belongs to the a-leg a b-leg names: both legs show it, the open detail too, and removed it goes', async () => {
    const [aLeg, bLeg, other] = callsOf([
      { uuid: 'a-1', caller_id_number: '5555550142', leg: 'a' },
      { uuid: 'b-1', caller_id_number: '5555550142', leg: 'b', originating_leg_uuid: 'a-1' },
      { uuid: 'c-1', caller_id_number: '5555550199' },
    ]) as [Call, Call, Call];
    expect(callNoteTarget(bLeg)).toEqual({ kind: 'call', id: 'b-1', origin: 'a-1' });
    expect(callNoteTarget(aLeg)).toEqual({ kind: 'call', id: 'a-1', origin: '' });
    expect(noteKeyOf(callNoteTarget(bLeg))).toBe('a-1');

    const history = createHistoryStore(historyApi([aLeg, bLeg, other]));
    await history.getState().reload();
    await history.getState().open('b-1');
    history.getState().applyNote(callNoteTarget(bLeg), note('Called back.', OUTCOMES[1]));
    const noted = history
      .getState()
      .records.map((call) => [call.id, call.note?.text ?? null, call.note?.outcome?.label ?? null]);
    expect(noted).toEqual([
      ['a-1', 'Called back.', 'Follow up'],
      ['b-1', 'Called back.', 'Follow up'],
      ['c-1', null, null],
    ]);
    expect(history.getState().opened?.value?.note?.text).toBe('Called back.');

    history.getState().applyNote(callNoteTarget(aLeg), null);
    expect(history.getState().records.some((call) => 'note' in call)).toBe(false);
    expect(history.getState().opened?.value).not.toHaveProperty('note');
  });

  it('takes an outcome’s new name, and keeps one removed from the list as retired', async () => {
    const calls = [
      { ...callOf({ uuid: 'x-1' }), note: note('One.', OUTCOMES[0]) },
      { ...callOf({ uuid: 'x-2' }), note: note('Two.', OUTCOMES[1]) },
      callOf({ uuid: 'x-3' }),
    ];
    const renamed = relabelled(calls, [{ id: 'reached', label: 'Got through', retired: false }]);
    expect(renamed.map((call) => call.note?.outcome ?? null)).toEqual([
      { id: 'reached', label: 'Got through', retired: false },
      { id: 'follow-up', label: 'Follow up', retired: true },
      null,
    ]);
    // Nothing to change: the same list, so nothing is drawn again.
    expect(relabelled(renamed, [{ id: 'reached', label: 'Got through', retired: false }])).toBe(renamed);
  });

  it('shows a note’s first line on a row', () => {
    expect(firstLine('  Asked for a quote.\nSend it Friday.')).toBe('Asked for a quote.');
    expect(firstLine('')).toBe('');
  });
});

describe('a sent call’s line while a note is written on it', () => {
  afterEach(() => vi.useRealTimers());
  const api = (outcome: CallOutcome) => ({
    getCallFacts: async () => ok(null),
    getCalledPartyTime: async () => ok(null),
    placeCall: async () => ok(outcome),
    listRecentCalls: async () => ok([]),
  });

  it('stays past its time and on another screen, then goes a while after the note is put away', async () => {
    vi.useFakeTimers();
    const navigation = createNavigationStore();
    const call = createCallStore(api(PLACED_CALL));
    bindCallStatusLifetime(call, navigation);
    await call.getState().place('555-555-0142', 'dialpad');
    call.getState().setWritingNote(true);
    vi.advanceTimersByTime(PLACED_STATUS_MS * 2);
    navigation.getState().go('settings');
    expect(call.getState()).toMatchObject({ phase: 'placed', writingNote: true });

    call.getState().setWritingNote(false);
    vi.advanceTimersByTime(PLACED_STATUS_MS - 1);
    expect(call.getState().phase).toBe('placed');
    vi.advanceTimersByTime(1);
    expect(call.getState()).toMatchObject({ phase: 'idle', writingNote: false });
  });

  it('a new call puts the note of the last one away', async () => {
    const call = createCallStore(api(PLACED_CALL));
    await call.getState().place('555-555-0142', 'dialpad');
    call.getState().setWritingNote(true);
    call.getState().started({ ...PLACED_CALL, placedId: 'placed-2' });
    expect(call.getState().writingNote).toBe(false);
  });
});

// The person's notes and outcomes on calls and voicemail (main/notes), through the real core and the same
// dispatcher as the IPC, against the simulator over loopback HTTP, with a real SQLite file: a note is on
// the call in History's search and pages and in the CSV, found by its words and by its outcome, kept when
// the outcome is renamed or taken off the list and when the local copy is deleted; a note written after a
// call placed from Dialdesk waits under the number and attaches to the record that comes late, stays on
// the number when none comes, and goes to the a-leg when the call comes as two legs; removing the account
// is asked with its notes counted.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountDir } from '../../main/accounts/account-list';
import type { ApiRecord } from '../../main/api';
import { DEMO_LOOKUP_KEY, DEMO_PBX_KEY, type DemoServer } from '../../main/demo/server';
import { EVERY_CALL, openHistoryStore } from '../../main/history/store';
import type { Dispatch } from '../../main/ipc/dispatch';
import { ATTACH_WINDOW } from '../../main/notes/pending-notes';
import { openNotesService } from '../../main/notes/service';
import { type Call, DEMO_ACCOUNT_ID, type HistorySearch } from '../../preload/contract';
import { FIRST_HISTORY_SEARCH } from '../../preload/shared/first-reads';
import { localDay } from '../../preload/shared/local-day';
import { configureAccount } from '../support/account-setup';
import { csvRows } from '../support/csv';
import { type DemoCore, startDemoCore } from '../support/demo-core';
import { deskCallTo } from '../support/desk-calls';
import { asking } from '../support/dispatch-ask';
import { createFakeClock } from '../support/fake-clock';
import { callsOf } from '../support/record-edge';

const START = Date.UTC(2026, 10, 21, 14, 3);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A number no call of the simulator's has: only the calls a test adds are to it. */
const NUMBER = '5555550188';

let demo: DemoServer;
let dataDir: string;
let started: DemoCore;
let call: Dispatch;
let exported: string;
const clock = createFakeClock(START);

const { ask, refusal } = asking(() => call);
const search = (patch: Partial<HistorySearch> = {}) =>
  ask('searchHistory', { ...FIRST_HISTORY_SEARCH, limit: 500, ...patch });
const ids = (found: { records: Call[] } | null) => found?.records.map((row) => row.id) ?? [];

beforeEach(async () => {
  started = await startDemoCore({
    folder: 'dialdesk-notes-',
    callCount: 300,
    clock,
    core: { chooseSavePath: async () => exported, historyClock: clock, notesClock: clock },
  });
  ({ demo, call, dataDir } = started);
  exported = join(dataDir, 'export.csv');
});
afterEach(() => started.close());

const synced = () => started.synced();

/** A call of the desk to NUMBER whose record starts `afterMs` after START. */
const recordedCallAfter = (afterMs: number): string => deskCallTo(demo, NUMBER, START + afterMs);

const onCall = (id: string, text: string, outcomeId: string | null) =>
  ask('saveNote', { target: { kind: 'call', id, origin: '' }, text, outcomeId });

describe('a note and an outcome on a call', () => {
  it('is on the call, found by its words and its outcome, and written to the CSV', async () => {
    await synced();
    const [first, second] = (await search())?.records ?? [];
    if (!first || !second) throw new Error('the simulator has no calls');
    const saved = await onCall(first.id, 'Wants a quote for 40 seats\nCall after 3', 'follow-up');
    expect(saved).toEqual({
      text: 'Wants a quote for 40 seats\nCall after 3',
      outcome: { id: 'follow-up', label: 'Follow up', retired: false },
      updatedMs: clock.now(),
    });
    expect((await search())?.records.find((row) => row.id === first.id)?.note).toEqual(saved);
    expect((await search())?.records.find((row) => row.id === second.id)?.note).toBeUndefined();

    // Its words, in any order and case, and the outcome's label find it; a word it lacks does not.
    expect(ids(await search({ text: 'SEATS quote' }))).toEqual([first.id]);
    expect((await search({ text: 'seats' }))?.total).toBe(1);
    expect(ids(await search({ text: 'follow' }))).toEqual([first.id]);
    expect(ids(await search({ text: 'quote chairs' }))).toEqual([]);
    // The phone system's pages carry it too (the copy off, the details).
    expect((await ask('getCallRecord', { uuid: first.id })).note?.text).toBe(saved?.text);
    // Kept in the account's folder, backed up for the day once it holds a note, as contacts are.
    const folder = accountDir(dataDir, DEMO_ACCOUNT_ID);
    expect(existsSync(join(folder, 'notes.sqlite'))).toBe(true);
    expect(readdirSync(join(folder, 'notes-backups'))).toEqual([
      `notes-${localDay(new Date(clock.now()))}.sqlite`,
    ]);

    const written = await ask('exportHistory', {
      orderBy: { field: 'start_epoch', direction: 'desc' },
      range: null,
      filter: 'quote',
      kind: 'all',
    });
    expect(written?.count).toBe(1);
    const [header = [], row = []] = csvRows(await readFile(exported, 'utf8'));
    expect(row[header.indexOf('Outcome')]).toBe('Follow up');
    expect(row[header.indexOf('Note')]).toBe('Wants a quote for 40 seats\nCall after 3');
  });

  it('keeps its outcome renamed, in another language, and taken off the list', async () => {
    await synced();
    const [first, second] = (await search())?.records ?? [];
    if (!first || !second) throw new Error('the simulator has no calls');
    await onCall(first.id, '', 'reached');
    await onCall(second.id, 'Sent the brochure', 'follow-up');
    const outcomeOf = async (id: string) =>
      (await search())?.records.find((row) => row.id === id)?.note?.outcome;

    // A default follows the language until the person renames it.
    await ask('updateSettings', { general: { language: 'de' } });
    expect(await outcomeOf(first.id)).toEqual({ id: 'reached', label: 'Erreicht', retired: false });
    await ask('updateSettings', { general: { language: 'en' } });

    const listed = await ask('listNoteOutcomes', undefined);
    expect(listed.map((outcome) => outcome.id)).toEqual([
      'reached',
      'left-message',
      'no-answer',
      'wrong-number',
      'follow-up',
    ]);
    const renamed = listed.map(({ id, label }) => ({
      id,
      label: id === 'follow-up' ? 'Call back Monday' : label,
    }));
    await ask('saveNoteOutcomes', { outcomes: [...renamed, { id: null, label: 'Sent a quote' }] });
    expect(await outcomeOf(second.id)).toEqual({
      id: 'follow-up',
      label: 'Call back Monday',
      retired: false,
    });
    await ask('updateSettings', { general: { language: 'de' } });
    expect((await outcomeOf(second.id))?.label).toBe('Call back Monday');
    await ask('updateSettings', { general: { language: 'en' } });

    // Taken off the list: the call keeps it, a new note cannot be given it, its own note can keep it.
    await ask('saveNoteOutcomes', { outcomes: renamed.filter(({ id }) => id !== 'follow-up') });
    expect((await ask('listNoteOutcomes', undefined)).map(({ id }) => id)).not.toContain('follow-up');
    expect(await outcomeOf(second.id)).toEqual({ id: 'follow-up', label: 'Call back Monday', retired: true });
    expect(
      (
        await refusal('saveNote', {
          target: { kind: 'call', id: first.id, origin: '' },
          text: '',
          outcomeId: 'follow-up',
        })
      ).message,
    ).toBe('This outcome is no longer on the list: choose another one.');
    expect((await onCall(second.id, 'Sent the brochure again', 'follow-up'))?.outcome?.retired).toBe(true);

    // Two outcomes of one name are refused in words; so is an empty note removed.
    expect(
      (
        await refusal('saveNoteOutcomes', {
          outcomes: [
            { id: null, label: 'Reached' },
            { id: 'reached', label: 'reached' },
          ],
        })
      ).message,
    ).toBe('“reached” is on the list twice: give each outcome its own name.');
    expect(await onCall(first.id, '', null)).toBeNull();
    expect(await outcomeOf(first.id)).toBeUndefined();
  });

  it('stays when the local copy of history is deleted, and is counted before the account goes', async () => {
    await synced();
    const [first] = (await search())?.records ?? [];
    if (!first) throw new Error('the simulator has no calls');
    await onCall(first.id, 'Asked for the invoice', null);
    await ask('deleteLocalHistory', undefined);
    await synced();
    expect((await search({ text: 'invoice' }))?.records.map((row) => row.note?.text)).toEqual([
      'Asked for the invoice',
    ]);
    // A saved account's notes are counted for the question before it is removed, and go with it.
    await configureAccount(
      call,
      { accountId: '007', extension: '201', baseUrl: demo.baseUrl, lookupUrl: demo.lookupUrl },
      { pbx: DEMO_PBX_KEY, lookup: DEMO_LOOKUP_KEY },
    );
    const { activeId } = await ask('listAccounts', undefined);
    await synced();
    const [ownCall, otherCall] = (await search())?.records ?? [];
    if (!ownCall || !otherCall) throw new Error('the account has no calls');
    await onCall(ownCall.id, 'Its own note', null);
    await onCall(ownCall.id, 'Its own note, again', null);
    await onCall(otherCall.id, 'A second note', 'reached');
    expect(await ask('countAccountNotes', { id: activeId })).toBe(2);
    await ask('removeAccount', { id: activeId });
    expect(await refusal('countAccountNotes', { id: activeId })).toMatchObject({ code: 'not-found' });
  });

  it('is written on a voicemail message and comes back with it', async () => {
    const [message] = await ask('listVoicemail', undefined);
    if (!message) throw new Error('the simulator has no voicemail');
    await ask('saveNote', {
      target: { kind: 'voicemail', id: message.id },
      text: 'Returned: left a message',
      outcomeId: 'left-message',
    });
    const again = (await ask('listVoicemail', undefined)).find((each) => each.id === message.id);
    expect(again?.note).toMatchObject({
      text: 'Returned: left a message',
      outcome: { label: 'Left a message' },
    });
    expect((await ask('getVoicemail', { uuid: message.id })).record.note?.text).toBe(
      'Returned: left a message',
    );
  });
});

describe('a note written after a call placed from Dialdesk', () => {
  const placeAndNote = async (text: string) => {
    await synced();
    const placed = await ask('placeCall', { number: '(555) 555-0188', source: 'dialpad' });
    await ask('notePlacedCall', { placedId: placed.placedId, text, outcomeId: 'reached' });
    return placed;
  };

  it('attaches to the record that comes after the call, late', async () => {
    await placeAndNote('Booked the demo for Tuesday');
    expect(await ask('listNumberNotes', { number: NUMBER })).toMatchObject([
      { number: NUMBER, text: 'Booked the demo for Tuesday', placedMs: START },
    ]);
    // The record comes three minutes after the originate, and is read by a sync after that.
    clock.advance(20 * MINUTE);
    const uuid = recordedCallAfter(3 * MINUTE);
    await synced();
    const row = (await search({ text: 'tuesday' }))?.records;
    expect(row?.map((each) => [each.id, each.note?.text, each.note?.outcome?.id])).toEqual([
      [uuid, 'Booked the demo for Tuesday', 'reached'],
    ]);
    expect(await ask('listNumberNotes', { number: NUMBER })).toEqual([]);
  });

  it('stays on the number when no record comes in its window', async () => {
    await placeAndNote('Nobody picked up; try Friday');
    // A call to the number long after: another call, which the note does not take.
    clock.advance(20 * MINUTE);
    const later = recordedCallAfter(ATTACH_WINDOW.afterMs + MINUTE);
    await synced();
    expect((await search())?.records.find((row) => row.id === later)?.note).toBeUndefined();
    expect((await ask('listNumberNotes', { number: '(555) 555-0188' })).map((note) => note.text)).toEqual([
      'Nobody picked up; try Friday',
    ]);
  });

  it('is refused in words when Dialdesk no longer knows the call', async () => {
    expect(
      (
        await refusal('notePlacedCall', {
          placedId: '9b2e4c71-5a3d-4e8f-8b16-7c0d2a9e5f48',
          text: 'x',
          outcomeId: null,
        })
      ).message,
    ).toMatch(/no longer take a note/);
  });
});

describe('notes and call legs', () => {
  const KEYS = new Map([[NUMBER, '+15555550188']]);
  const legOf = (id: string, b: boolean, origin: string, startMs: number): Call =>
    ({
      id,
      direction: 'outbound',
      startMs,
      party: { number: NUMBER },
      legs: { b, ids: [id], origin, bridged: '', place: null },
    }) as unknown as Call;

  it('keeps a note written on a b-leg shown alone with the call, once its a-leg comes and the local copy folds them', () => {
    const { store } = openHistoryStore(join(dataDir, 'history', 'legs.sqlite'), { now: () => START + HOUR });
    const notes = openNotesService({ dir: dataDir, clock, keyOf: (n) => KEYS.get(n ?? '') ?? null });
    const leg = (uuid: string, fields: Record<string, unknown>): ApiRecord => ({
      uuid,
      xml_cdr_uuid: uuid,
      direction: 'outbound',
      caller_id_name: 'Avery Chen',
      caller_id_number: '201',
      destination_number: NUMBER,
      start_epoch: String(START / 1000),
      status: 'answered',
      ...fields,
    });
    const shown = () =>
      callsOf(store.search({ ...EVERY_CALL, limit: 10, offset: 0 }), { ownExtension: '201' });
    try {
      // The b-leg comes first, naming its a-leg: a call of its own until the a-leg comes.
      store.add([leg('b1', { leg: 'b', originating_leg_uuid: 'a1' })]);
      const [alone] = shown();
      if (!alone) throw new Error('the b-leg is not shown');
      expect(alone.legs).toMatchObject({ b: true, origin: 'a1' });
      notes.save({ kind: 'call', id: alone.id, origin: alone.legs.origin }, 'Spoke to reception', 'reached');

      store.add([leg('a1', { leg: 'a', bridge_uuid: 'b1' })]);
      const folded = notes.onCalls(shown());
      expect(folded.map((call) => [call.id, call.note?.text])).toEqual([['a1', 'Spoke to reception']]);
      // History's search finds the folded call by the note's words.
      const found = store.search({
        ...EVERY_CALL,
        text: 'reception',
        noteIds: notes.callIdsMatching('reception'),
        limit: 10,
        offset: 0,
      });
      expect(found.map((record) => record.uuid)).toEqual(['a1']);
    } finally {
      notes.close();
      store.close();
    }
  });

  it('attaches a waiting note once when the call comes as two legs, to the a-leg', () => {
    const notes = openNotesService({ dir: dataDir, clock, keyOf: (n) => KEYS.get(n ?? '') ?? null });
    try {
      notes.addWaiting({ destination: NUMBER, placedMs: START }, 'Left details with the assistant', null);
      const shown = notes.onCalls([
        legOf('b-leg', true, 'a-leg', START + MINUTE),
        legOf('a-leg', false, '', START + MINUTE),
      ]);
      expect(shown.map((each) => [each.id, each.note?.text])).toEqual([
        ['b-leg', 'Left details with the assistant'],
        ['a-leg', 'Left details with the assistant'],
      ]);
      expect(notes.numberNotes(NUMBER)).toEqual([]);
      // Read again, nothing is attached twice.
      expect(notes.onCalls([legOf('a-leg', false, '', START + MINUTE)])[0]?.note?.text).toBe(
        'Left details with the assistant',
      );
    } finally {
      notes.close();
    }
  });
});

// The edge every record crosses (main/records): a FusionPBX call, voicemail and recording read once into
// the contract's types, and one resolver naming every end: the person's contact first, then the name the
// phone system recorded on this call, then the name it recorded for that number on other calls, each
// source asked once a batch.
import { describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../main/api';
import { type ContactName, createNameResolver, createRecordEdge } from '../../main/records';
import type { NameSource, Party, RecordedParty } from '../../preload/contract';

/** A local call I (201) placed to my colleague at 202, as FusionPBX writes its a-leg: no name for 202. */
const TO_COLLEAGUE: ApiRecord = {
  uuid: 'a-201-202',
  direction: 'local',
  caller_id_name: 'Front Desk',
  caller_id_number: '201',
  destination_number: '202',
  start_epoch: '1773135000',
  start_stamp: '2026-03-10 04:30:00-05',
  answer_epoch: '1773135004',
  end_epoch: '1773135064',
  duration: '64',
  billsec: '60',
  hangup_cause: 'NORMAL_CLEARING',
  status: 'answered',
  missed_call: 'false',
  leg: 'a',
  extension: '201',
};

const VOICEMAIL: ApiRecord = {
  uuid: 'vm-1',
  caller_id_name: '',
  caller_id_number: '5555550142',
  created_epoch: 1773131400,
  message_length: '42',
  message_transcription: 'Please call me back about the invoice.',
  voicemail_id: '201',
};

/**
 * The names the contacts, the directories and "other calls" know, keyed as the resolver files numbers;
 * every ask recorded.
 */
function sources(
  otherCalls: Record<string, string>,
  contacts: Record<string, ContactName> = {},
  directories: Record<string, string> = {},
) {
  const asked: string[][] = [];
  const askedContacts: string[][] = [];
  const askedDirectories: string[][] = [];
  const known = <T>(names: Record<string, T>, keys: readonly string[]) =>
    new Map(keys.flatMap((key) => (names[key] ? [[key, names[key]] as const] : [])));
  const resolver = createNameResolver({
    keyOf: (number) => (number.trim() === '' ? null : `k:${number.replace(/\D/g, '')}`),
    namesFromContacts: (keys) => {
      askedContacts.push([...keys]);
      return known(contacts, keys);
    },
    namesFromDirectories: (keys) => {
      askedDirectories.push([...keys]);
      return known(directories, keys);
    },
    namesFromOtherCalls: (keys) => {
      asked.push([...keys]);
      return known(otherCalls, keys);
    },
    shown: (number) => `shown(${number})`,
  });
  return { resolver, asked, askedContacts, askedDirectories };
}

const party = (
  name: string | null,
  nameFrom: NameSource | null,
  number: string | null,
  more: Partial<Party> = {},
): Party => ({
  name,
  nameFrom,
  number,
  shown: number === null ? null : `shown(${number})`,
  contactId: null,
  recordedName: null,
  ...more,
});

describe('one name for a number', () => {
  it("takes the phone system's name on this call first, then its name on other calls, else none", () => {
    const { resolver, asked } = sources({ 'k:202': 'Priya Raman', 'k:5555550142': 'Dana Whitfield' });
    const parties: RecordedParty[] = [
      { name: 'Marcus Webb', number: '5555550142' },
      { name: null, number: '202' },
      { name: null, number: '5555550199' },
      { name: null, number: null },
    ];
    expect(resolver.resolve(parties)).toEqual([
      party('Marcus Webb', 'this-call', '5555550142', { recordedName: 'Marcus Webb' }),
      party('Priya Raman', 'other-calls', '202'),
      party(null, null, '5555550199'),
      party(null, null, null),
    ]);
    // One ask for the batch, and only for the numbers no name on their own call covers.
    expect(asked).toEqual([['k:202', 'k:5555550199']]);
  });

  it('asks no other calls when every party is named by its own call', () => {
    const { resolver, asked } = sources({});
    resolver.resolve([{ name: 'Dana', number: '1' }]);
    expect(asked).toEqual([]);
  });

  it("names a number by the person's contact above every name the phone system recorded", () => {
    const dana = { name: 'Dana Whitfield', contactId: 'c-dana' };
    const { resolver, asked, askedContacts } = sources(
      { 'k:5555550147': 'WIRELESS CALLER', 'k:202': 'Priya Raman' },
      { 'k:5555550147': dana, 'k:5555550123': { name: 'Marcus Webb', contactId: 'c-marcus' } },
    );
    expect(
      resolver.resolve([
        // The phone system named Dana's mobile on this call, and on others: the contact wins both.
        { name: 'WIRELESS CALLER', number: '5555550147' },
        { name: null, number: '(555) 555-0147' },
        { name: 'M. Webb', number: '5555550123' },
        { name: null, number: '202' },
      ]),
    ).toEqual([
      party('Dana Whitfield', 'contact', '5555550147', {
        contactId: 'c-dana',
        recordedName: 'WIRELESS CALLER',
      }),
      party('Dana Whitfield', 'contact', '(555) 555-0147', { contactId: 'c-dana' }),
      party('Marcus Webb', 'contact', '5555550123', { contactId: 'c-marcus', recordedName: 'M. Webb' }),
      party('Priya Raman', 'other-calls', '202'),
    ]);
    // The contacts are asked once for each key of the batch; the other calls only for what no contact
    // and no name on its own call covers.
    expect(askedContacts).toEqual([['k:5555550147', 'k:5555550123', 'k:202']]);
    expect(asked).toEqual([['k:202']]);
  });

  it("names a number by the company directory below the person's contact and above the phone system", () => {
    const { resolver, asked, askedDirectories } = sources(
      { 'k:4711': 'EXT 4711', 'k:202': 'Priya Raman' },
      { 'k:5555550123': { name: 'Marcus Webb', contactId: 'c-marcus' } },
      { 'k:5555550123': 'Marcus Webb (Sales)', 'k:4711': 'Dana Whitfield', 'k:303': 'Sam Ortiz' },
    );
    expect(
      resolver.resolve([
        { name: 'M. Webb', number: '5555550123' },
        { name: 'RECEPTION', number: '4711' },
        { name: null, number: '303' },
        { name: null, number: '202' },
      ]),
    ).toEqual([
      party('Marcus Webb', 'contact', '5555550123', { contactId: 'c-marcus', recordedName: 'M. Webb' }),
      party('Dana Whitfield', 'directory', '4711', { recordedName: 'RECEPTION' }),
      party('Sam Ortiz', 'directory', '303'),
      party('Priya Raman', 'other-calls', '202'),
    ]);
    // The directories are asked once, for what no contact names; the other calls for what nothing above does.
    expect(askedDirectories).toEqual([['k:4711', 'k:303', 'k:202']]);
    expect(asked).toEqual([['k:202']]);
  });

  it('asks each source at most once for a page, and none for a page without numbers', () => {
    const { resolver, asked, askedContacts } = sources(
      { 'k:1': 'One' },
      { 'k:2': { name: 'Two', contactId: 'c2' } },
    );
    const page = Array.from({ length: 200 }, (_, n) => ({ name: null, number: String(n % 3) }));
    const named = resolver.resolve(page);
    expect(named.slice(0, 3).map((p) => [p.name, p.nameFrom])).toEqual([
      [null, null],
      ['One', 'other-calls'],
      ['Two', 'contact'],
    ]);
    expect(askedContacts).toEqual([['k:0', 'k:1', 'k:2']]);
    expect(asked).toEqual([['k:0', 'k:1']]);
    resolver.resolve([{ name: 'Withheld', number: null }]);
    expect(askedContacts).toHaveLength(1);
    expect(asked).toHaveLength(1);
  });
});

describe('the edge', () => {
  const edge = (known: Record<string, string>, own = '201') => {
    const { resolver, asked } = sources(known);
    return { edge: createRecordEdge({ ownExtension: () => own, resolver }), asked };
  };

  it('reads a call once: the colleague I called is the other party, named by their other calls', () => {
    const { edge: records, asked } = edge({ 'k:202': 'Priya Raman' });
    const [call] = records.calls([TO_COLLEAGUE]);
    expect(call).toMatchObject({
      id: 'a-201-202',
      direction: 'local',
      result: 'answered',
      missed: false,
      startMs: 1_773_135_000_000,
      answerMs: 1_773_135_004_000,
      endMs: 1_773_135_064_000,
      durationSeconds: 64,
      talkSeconds: 60,
      hangupCause: 'NORMAL_CLEARING',
      party: { number: '202', name: 'Priya Raman', nameFrom: 'other-calls' },
      desk: { number: '201', name: 'Front Desk', nameFrom: 'this-call' },
      caller: { name: 'Front Desk', number: '201' },
      callee: { name: null, number: '202' },
      legs: { b: false, ids: ['a-201-202'], origin: '', bridged: '' },
    });
    // Both ends of the page in one ask.
    expect(asked).toEqual([['k:202']]);
    // The record itself travels opaque, whole.
    expect(call?.raw).toBe(TO_COLLEAGUE);
  });

  it('reads a voicemail: its caller named, its length, transcription and mailbox', () => {
    const { edge: records } = edge({ 'k:5555550142': 'Dana Whitfield' });
    expect(records.voicemails([VOICEMAIL])[0]).toMatchObject({
      id: 'vm-1',
      party: { number: '5555550142', name: 'Dana Whitfield', nameFrom: 'other-calls' },
      caller: { name: null, number: '5555550142' },
      receivedMs: 1_773_131_400_000,
      lengthSeconds: 42,
      transcription: 'Please call me back about the invoice.',
      mailbox: '201',
    });
  });

  it('reads a recording with its other end judged against the own extension', () => {
    const { edge: records } = edge({});
    const recording = records.recordings([
      { ...TO_COLLEAGUE, uuid: 'rec-1', call_recording_name: 'a-201-202.wav', call_recording_length: 60 },
    ])[0];
    expect(recording).toMatchObject({
      id: 'rec-1',
      direction: 'local',
      party: { number: '202', name: null, nameFrom: null },
      lengthSeconds: 60,
      title: 'a-201-202.wav',
    });
  });
});

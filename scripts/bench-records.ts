// What the benches' stand-in for main hands the page: records as a phone system sends them, made up here,
// then read by main's own edge (main/records) into the Calls, Voicemails and Recordings the windows get, as the core
// answers its channels (main/core.ts). Runs in the bench's process, which serves them to the page over
// loopback HTTP as main answers over IPC (scripts/bench-stub.mjs): the page holds what it would hold in
// the app, and main's work is not counted in the page's time.
import type { ApiRecord } from '../main/api';
import { createNameResolver, createRecordEdge, type RecordEdge } from '../main/records';
import type { Call, Recording, Voicemail } from '../preload/contract';

const NAMES = [
  'Priya Raman',
  'Northwind Logistics',
  'Marcus Webb',
  'Baker & Sons Plumbing',
  'Elena Kowalski',
];

/**
 * main's edge as the benches run it: no extension of the desk's own, names from each call itself, and
 * numbers shown as recorded unless `shown` gives main's display rule. So the generated rows are the ones
 * the benches have always drawn (the caller of an incoming call, the number dialled of an outgoing one,
 * numbers as generated), and the figures stay comparable with those measured before main read records.
 */
export function benchEdge(shown: (number: string) => string = (number) => number): RecordEdge {
  return createRecordEdge({
    ownExtension: () => null,
    resolver: createNameResolver({
      keyOf: (number) => number,
      namesFromContacts: () => new Map(),
      namesFromDirectories: () => new Map(),
      namesFromOtherCalls: () => new Map(),
      shown,
    }),
  });
}

const callerNumber = (i: number) => `1555555${String(i % 10_000).padStart(4, '0')}`;

/** The call history's records `from` to `from + count` (newest first, a minute apart), as main reads them. */
export function benchCalls(edge: RecordEdge, from: number, count: number, nowSeconds: number): Call[] {
  const records = Array.from({ length: count }, (_, index): ApiRecord => {
    const i = from + index;
    return {
      uuid: `bench-${i}`,
      direction: i % 3 === 0 ? 'outbound' : 'inbound',
      caller_id_name: NAMES[i % NAMES.length],
      caller_id_number: callerNumber(i),
      destination_number: '201',
      start_epoch: nowSeconds - i * 60,
      start_stamp: '',
      duration: (i * 37) % 900,
      hangup_cause: 'NORMAL_CLEARING',
    };
  });
  return edge.calls(records);
}

/** `count` voicemail messages in one mailbox, all unheard, an hour apart, as main reads them. */
export function benchVoicemails(edge: RecordEdge, count: number, nowSeconds: number): Voicemail[] {
  const records = Array.from(
    { length: count },
    (_, i): ApiRecord => ({
      uuid: `bench-voicemail-${i}`,
      voicemail_uuid: 'bench-mailbox-201',
      voicemail_id: '201',
      created_epoch: nowSeconds - i * 3_600,
      caller_id_name: NAMES[i % NAMES.length],
      caller_id_number: callerNumber(i),
      message_length: 1,
      message_status: '',
      message_priority: 'normal',
      message_transcription: "Hi, about Friday's invoice: one line looks doubled. Could you call me back?",
    }),
  );
  return edge.voicemails(records);
}

/** `count` call recordings, newest first, an hour apart, each with a transcription, as main reads them. */
export function benchRecordings(edge: RecordEdge, count: number, nowSeconds: number): Recording[] {
  const records = Array.from({ length: count }, (_, i): ApiRecord => {
    const outbound = i % 3 === 0;
    return {
      uuid: `bench-recording-${i}`,
      call_recording_name: `bench-recording-${i}.wav`,
      call_recording_epoch: nowSeconds - i * 3_600,
      call_recording_length: (i * 37) % 900,
      call_direction: outbound ? 'outbound' : 'inbound',
      caller_id_name: outbound ? 'Desk 201' : NAMES[i % NAMES.length],
      caller_id_number: outbound ? '201' : callerNumber(i),
      destination_number: outbound ? callerNumber(i) : '201',
      message_transcription: "Hi, about Friday's invoice: one line looks doubled. Could you call me back?",
    };
  });
  return edge.recordings(records);
}

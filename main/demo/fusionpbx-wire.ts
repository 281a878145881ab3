// The FusionPBX wire form: the model's calls, recordings and messages as a FusionPBX deployment's API sends
// its rows. FusionPBX writes a row per call leg (app/xml_cdr/resources/classes/xml_cdr.php), reads rows
// with PDO and json_encodes them, so numeric columns arrive as text, booleans as true/false or 't'/'f',
// timestamptz as PostgreSQL prints it in the server's zone, and empty columns as NULL. Everything a row
// varies in is drawn from a hash of its id: the same request always gets the same answer.

import { hash } from 'node:crypto';
import type {
  DemoCall,
  DemoCallDetail,
  DemoCallRecord,
  DemoData,
  DemoRecording,
  DemoVoicemail,
  HangupCause,
} from './data';
import { MAIN_NUMBER, SALES_RING_GROUP } from './directory';
import type { Row } from './render';
import { timestamptzPrinter } from './time';

type ColumnType = 'text' | 'numeric' | 'boolean' | 'timestamptz';
/** A column's type; ' null' marks a column FusionPBX may leave NULL. */
type Column = ColumnType | `${ColumnType} null`;
/** What the database holds: a timestamptz is an instant (seconds since 1970); printing places it in a zone. */
type Held = { text: string; numeric: number; boolean: boolean; timestamptz: number };
type ValueOf<C extends Column> = C extends `${infer T extends ColumnType} null`
  ? Held[T] | null
  : C extends ColumnType
    ? Held[C]
    : never;
type RowOf<T extends Readonly<Record<string, Column>>> = { -readonly [K in keyof T]: ValueOf<T[K]> };
type ColumnValue = string | number | boolean | null;

// The columns each resource sends, in FusionPBX's order.
const CDR_COLUMNS = {
  xml_cdr_uuid: 'text',
  domain_name: 'text',
  extension_uuid: 'text',
  accountcode: 'text',
  direction: 'text',
  leg: 'text',
  caller_id_name: 'text',
  caller_id_number: 'text',
  caller_destination: 'text',
  source_number: 'text',
  destination_number: 'text',
  start_epoch: 'numeric',
  start_stamp: 'timestamptz',
  answer_epoch: 'numeric',
  answer_stamp: 'timestamptz null',
  end_epoch: 'numeric',
  end_stamp: 'timestamptz',
  duration: 'numeric',
  billsec: 'numeric',
  hangup_cause: 'text',
  hangup_cause_q850: 'numeric',
  sip_hangup_disposition: 'text',
  missed_call: 'boolean null',
  voicemail_message: 'boolean',
  status: 'text',
  bridge_uuid: 'text null',
  originating_leg_uuid: 'text null',
  record_name: 'text null',
} as const satisfies Record<string, Column>;

/** What GET /xml_cdr/{uuid} adds to a row of the list. */
const CDR_DETAIL_COLUMNS = {
  read_codec: 'text',
  write_codec: 'text',
  remote_media_ip: 'text',
  pdd_ms: 'numeric',
  rtp_audio_in_mos: 'numeric null',
} as const satisfies Record<string, Column>;

/** view_call_recordings (app/call_recordings/resources/database/views/call_recordings.php): no epoch column. */
const RECORDING_COLUMNS = {
  call_recording_uuid: 'text',
  call_recording_name: 'text',
  call_recording_path: 'text',
  call_recording_length: 'numeric',
  call_recording_date: 'timestamptz',
  call_direction: 'text',
  caller_id_name: 'text',
  caller_id_number: 'text',
  caller_destination: 'text',
  destination_number: 'text',
  call_recording_transcription: 'text null',
} as const satisfies Record<string, Column>;

/** v_voicemail_messages joined with its mailbox's number (app/voicemails/app_config.php). */
const VOICEMAIL_COLUMNS = {
  voicemail_message_uuid: 'text',
  voicemail_uuid: 'text',
  voicemail_id: 'text',
  created_epoch: 'numeric',
  read_epoch: 'numeric null',
  caller_id_name: 'text',
  caller_id_number: 'text',
  message_length: 'numeric',
  message_status: 'text null',
  message_priority: 'text',
  message_transcription: 'text null',
} as const satisfies Record<string, Column>;

type CdrColumns = RowOf<typeof CDR_COLUMNS>;
type CdrColumn = keyof CdrColumns;

/** Whether order_by may name this column in the FusionPBX form. */
export const isCdrColumn = (name: string): name is CdrColumn => Object.hasOwn(CDR_COLUMNS, name);

/** How a row's values look on the wire, beyond its columns' types. */
interface RowStyle {
  /** Booleans as the text 't'/'f', as a driver that hands them over as text sends them. */
  booleansAsText: boolean;
  /** The fraction of a second its stamps carry; 0: whole seconds. */
  microseconds: number;
}

const WHOLE_SECONDS: RowStyle = { booleansAsText: false, microseconds: 0 };

/** One v_xml_cdr row before it goes on the wire: the range filter and order_by read its typed values. */
export interface CdrLeg {
  columns: CdrColumns;
  detail: RowOf<typeof CDR_DETAIL_COLUMNS>;
  /** Also named by FusionPBX's older, deprecated id column `uuid`, as some deployments send it. */
  carriesUuid: boolean;
  style: RowStyle;
}

export interface FusionPbxWire {
  /**
   * The call history's rows: each call's a-leg followed by its b-legs, in the calls' order (newest first).
   * The same array, legs included, while the calls are unchanged (read-only: pbx.ts keeps its sorted
   * copies by it); a new one once a call was added, removed, moved or edited.
   */
  callLegs(): readonly CdrLeg[];
  callRow(leg: CdrLeg): Row;
  /** The row of GET /xml_cdr/{uuid}: the list's columns and the detail's. */
  callDetailRow(leg: CdrLeg): Row;
  /** Newest first, as the recordings are. */
  recordingRows(): Row[];
  voicemailRow(message: DemoVoicemail): Row;
}

// How often a row or a call is drawn one way or the other.
const CARRIES_UUID_SHARE = 0.5;
const BOOLEANS_AS_TEXT_SHARE = 0.2;
const MICROSECONDS_SHARE = 0.25;
// Of the inbound calls to a member of the ring group (four of the five extensions): about a quarter of all
// inbound calls.
const RING_GROUP_SHARE = 0.3;
const NEXT_SECOND_SHARE = 0.5;
const UNLINKED_SHARE = 0.2;
const NEW_STATUS_NULL_SHARE = 0.5;

/** Q.850 cause codes FreeSWITCH records beside its cause names. */
const Q850: Record<HangupCause | 'LOSE_RACE', number> = {
  NORMAL_CLEARING: 16,
  USER_BUSY: 17,
  NO_ANSWER: 19,
  CALL_REJECTED: 21,
  ORIGINATOR_CANCEL: 487,
  LOSE_RACE: 502,
};

type CallStatus = 'answered' | 'no_answer' | 'cancelled' | 'busy' | 'failed' | 'missed' | 'voicemail';

/** The draws a row may make; each reads its own four bytes of the 32 in a SHA-256 digest. */
const DRAWS = [
  'carriesUuid',
  'booleansAsText',
  'microseconds',
  'fraction',
  'ringGroup',
  'startLag',
  'unlinked',
  'newStatusNull',
] as const;
type Draw = (typeof DRAWS)[number];

/** Fractions in [0, 1) that are a hash of the id: the same id always draws the same. */
function drawsFor(id: string): (draw: Draw) => number {
  const digest = hash('sha256', id, 'buffer');
  return (draw) => digest.readUInt32BE(DRAWS.indexOf(draw) * 4) / 2 ** 32;
}

/** A version-4 shaped UUID that is a hash of the text, so a b-leg has the same id on every request. */
function uuidFrom(text: string): string {
  const hex = hash('sha256', text);
  const variant = '89ab'.charAt(Number.parseInt(hex.slice(16, 17), 16) % 4);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** FusionPBX names an extension in its rows by the extension's id, not its number: a stable, readable one. */
const extensionUuid = (extension: string): string => `3c6a5e1b-8f2d-4c7a-b1e9-${extension.padStart(12, '0')}`;

function styleOf(draw: (draw: Draw) => number): RowStyle {
  return {
    booleansAsText: draw('booleansAsText') < BOOLEANS_AS_TEXT_SHARE,
    microseconds: draw('microseconds') < MICROSECONDS_SHARE ? 1 + Math.floor(draw('fraction') * 999_999) : 0,
  };
}

/** A call's legs and the values they were drawn from: still its legs while the call holds those values. */
interface BuiltLegs {
  record: DemoCallRecord;
  detail: DemoCallDetail;
  legs: CdrLeg[];
}

/** Whether every field of the copy still has its value in the live object (a test may edit a call in place). */
function unchanged<T extends object>(copy: T, live: T): boolean {
  for (const key in copy) if (!Object.is(copy[key], live[key])) return false;
  return true;
}

const isCurrent = (built: BuiltLegs | undefined, call: DemoCall): built is BuiltLegs =>
  built !== undefined && unchanged(built.record, call.record) && unchanged(built.detail, call.detail);

function buildLegs(call: DemoCall): BuiltLegs {
  return { record: { ...call.record }, detail: { ...call.detail }, legs: callLegs(call) };
}

export function createFusionPbxWire(data: DemoData, serverZone: string): FusionPbxWire {
  const printStamp = timestamptzPrinter(serverZone);
  // The oldest saved message was deleted on a phone and waits in the deletion queue, which FusionPBX's
  // API still lists. Chosen once, so removing other messages later never turns another one 'deleted'.
  const oldestSaved = data.voicemails.findLast(({ record }) => record.message_status === 'saved');
  const deletedOnPhone = oldestSaved?.record.uuid;
  // Drawing a call's legs hashes its ids (SHA-256, three or more a call): for 100,000 calls most of a
  // second, which every page of the history paid when each request drew them all. They are drawn once a
  // call and kept; a request only checks that no call was added, moved or edited since.
  const builtFor = new WeakMap<DemoCall, BuiltLegs>();
  /** The calls as the last request found them, their legs, and all legs in the calls' order. */
  let served: { calls: DemoCall[]; built: BuiltLegs[]; legs: readonly CdrLeg[] } | undefined;

  /** The call's legs, drawn again only when the call changed since they were drawn. */
  function legsOf(call: DemoCall, known = builtFor.get(call)): BuiltLegs {
    if (isCurrent(known, call)) return known;
    const built = buildLegs(call);
    builtFor.set(call, built);
    return built;
  }

  function allLegs(): readonly CdrLeg[] {
    const { calls } = data;
    const previous = served;
    let same = previous?.calls.length === calls.length;
    const built: BuiltLegs[] = new Array(calls.length);
    for (let index = 0; index < calls.length; index++) {
      const call = calls[index] as DemoCall;
      // Where the call was last time (the usual case), its legs are at hand without a look-up.
      const atIndex = previous?.calls[index] === call ? previous.built[index] : undefined;
      built[index] = legsOf(call, atIndex ?? builtFor.get(call));
      same &&= built[index] === atIndex;
    }
    if (same && previous) return previous.legs;
    served = { calls: [...calls], built, legs: built.flatMap(({ legs }) => legs) };
    return served.legs;
  }

  /** The row as PDO and json_encode send it. */
  function toWire(
    values: Readonly<Record<string, ColumnValue>>,
    columns: Readonly<Record<string, Column>>,
    style: RowStyle,
  ): Row {
    return Object.fromEntries(
      Object.entries(columns).map(([name, column]) => {
        const value = values[name] ?? null;
        if (typeof value === 'boolean') return [name, style.booleansAsText ? (value ? 't' : 'f') : value];
        if (typeof value !== 'number') return [name, value];
        if (!column.startsWith('timestamptz')) return [name, String(value)];
        // An instant past PostgreSQL's timestamptz range (a test's absurd epoch) could not be stored: NULL.
        return [
          name,
          Number.isFinite(new Date(value * 1000).getTime()) ? printStamp(value, style.microseconds) : null,
        ];
      }),
    );
  }

  function callRow(leg: CdrLeg): Row {
    const row = toWire(leg.columns, CDR_COLUMNS, leg.style);
    const id = leg.columns.xml_cdr_uuid;
    return leg.carriesUuid ? { xml_cdr_uuid: id, uuid: id, ...row } : row;
  }

  function recordingRow({ record }: DemoRecording, call: DemoCall | undefined): Row {
    if (!call) throw new Error(`The call of recording ${record.uuid} is gone from the call history`);
    // The call's a-leg as its own row has it (legs come a-leg first).
    const [aLeg = aLegOf(call, isRingGroupCall(call.record))] = legsOf(call).legs;
    const { columns, style } = aLeg;
    const values: RowOf<typeof RECORDING_COLUMNS> = {
      call_recording_uuid: record.uuid,
      call_recording_name: record.call_recording_name,
      call_recording_path: record.call_recording_path,
      call_recording_length: record.call_recording_length,
      // The call's start_stamp, printed as the call's own row prints it.
      call_recording_date: columns.start_stamp,
      call_direction: columns.direction,
      caller_id_name: columns.caller_id_name,
      caller_id_number: columns.caller_id_number,
      caller_destination: columns.caller_destination,
      destination_number: columns.destination_number,
      call_recording_transcription: record.call_recording_transcription ?? null,
    };
    return toWire(values, RECORDING_COLUMNS, style);
  }

  function voicemailRow({ record }: DemoVoicemail): Row {
    const status = record.uuid === deletedOnPhone ? 'deleted' : record.message_status;
    const values: RowOf<typeof VOICEMAIL_COLUMNS> = {
      voicemail_message_uuid: record.uuid,
      voicemail_uuid: record.voicemail_uuid,
      voicemail_id: record.voicemail_id,
      created_epoch: record.created_epoch,
      read_epoch: null, // declared, but FusionPBX itself never sets it
      caller_id_name: record.caller_id_name,
      caller_id_number: record.caller_id_number,
      message_length: record.message_length,
      // A new message is NULL or '', whichever wrote it last.
      message_status:
        status === '' && drawsFor(record.uuid)('newStatusNull') < NEW_STATUS_NULL_SHARE ? null : status,
      message_priority: record.message_priority,
      message_transcription: record.message_transcription ?? null,
    };
    return toWire(values, VOICEMAIL_COLUMNS, WHOLE_SECONDS);
  }

  return {
    callLegs: allLegs,
    callRow,
    callDetailRow: (leg) => ({ ...callRow(leg), ...toWire(leg.detail, CDR_DETAIL_COLUMNS, leg.style) }),
    recordingRows: () => {
      const recordedCalls = new Map(
        data.calls
          .filter(({ record }) => record.record_name !== '')
          .map((call) => [call.record.record_name, call]),
      );
      return data.recordings.map((recording) =>
        recordingRow(recording, recordedCalls.get(recording.record.call_recording_name)),
      );
    },
    voicemailRow,
  };
}

/** The call's a-leg and a b-leg for each phone or line it rang; the a-leg names the b-leg it was bridged to. */
function callLegs(call: DemoCall): CdrLeg[] {
  const { record } = call;
  const ringGroup = isRingGroupCall(record);
  const aLeg = aLegOf(call, ringGroup);
  const rung: Phone[] = ringGroup
    ? SALES_RING_GROUP.members.map((member) => ({ destination: member, extension: member }))
    : record.answer_epoch > 0
      ? [{ destination: record.destination_number, extension: record.extension }]
      : [];
  const bLegs = rung.map((phone, index) => bLegOf(call, aLeg.columns, phone, index));
  const bridged = bLegs.find(({ columns }) => columns.status === 'answered');
  // A b-leg that does not name its a-leg is not named by it either: real rows sometimes lack both.
  aLeg.columns.bridge_uuid = bridged?.columns.originating_leg_uuid ? bridged.columns.xml_cdr_uuid : null;
  return [aLeg, ...bLegs];
}

/** An inbound call to a member of the Sales ring group that came in on the group's number (by hash). */
function isRingGroupCall(record: DemoCallRecord): boolean {
  return (
    record.direction === 'inbound' &&
    SALES_RING_GROUP.members.includes(record.extension) &&
    drawsFor(record.uuid)('ringGroup') < RING_GROUP_SHARE
  );
}

function aLegOf(call: DemoCall, ringGroup: boolean): CdrLeg {
  const { record, detail } = call;
  const draw = drawsFor(record.uuid);
  const { status, missed_call } = aLegOutcome(record);
  const columns: CdrColumns = {
    xml_cdr_uuid: record.uuid,
    domain_name: record.domain_name,
    extension_uuid: extensionUuid(record.extension),
    accountcode: record.accountcode,
    direction: record.direction,
    leg: 'a',
    caller_id_name: record.caller_id_name,
    caller_id_number: record.caller_id_number,
    // The number the caller dialled: an outside caller the main number, anyone else the one they called.
    caller_destination: record.direction === 'inbound' ? MAIN_NUMBER : record.destination_number,
    source_number: record.caller_id_number,
    destination_number: ringGroup ? SALES_RING_GROUP.extension : record.destination_number,
    start_epoch: record.start_epoch,
    start_stamp: record.start_epoch,
    answer_epoch: record.answer_epoch,
    answer_stamp: record.answer_epoch > 0 ? record.answer_epoch : null,
    end_epoch: record.end_epoch,
    end_stamp: record.end_epoch,
    duration: record.duration,
    billsec: record.billsec,
    hangup_cause: record.hangup_cause,
    hangup_cause_q850: Q850[record.hangup_cause],
    sip_hangup_disposition: detail.sip_hangup_disposition,
    missed_call,
    voicemail_message: status === 'voicemail',
    status,
    bridge_uuid: null,
    originating_leg_uuid: null,
    // FusionPBX stores only non-empty values: a call without a recording has a NULL record_name.
    record_name: record.record_name === '' ? null : record.record_name,
  };
  return {
    columns,
    detail: detailOf(detail, record.answer_epoch > 0),
    carriesUuid: draw('carriesUuid') < CARRIES_UUID_SHARE,
    style: styleOf(draw),
  };
}

/** What a b-leg rang: the number it dialled, and the extension whose call it was. */
interface Phone {
  destination: string;
  extension: string;
}

/**
 * The b-leg to one phone or line: the a-leg's direction and parties, its own id, a start in the same
 * second or the next. A phone of the ring group that did not answer rang until the call ended or another
 * phone took it.
 */
function bLegOf(call: DemoCall, aLeg: CdrColumns, { destination, extension }: Phone, index: number): CdrLeg {
  const { record, detail } = call;
  const uuid = uuidFrom(`${aLeg.xml_cdr_uuid} b-leg ${index}`);
  const draw = drawsFor(uuid);
  const answered = record.answer_epoch > 0;
  const bridged = answered && destination === record.destination_number;
  const start = record.start_epoch + (draw('startLag') < NEXT_SECOND_SHARE ? 1 : 0);
  const end = bridged || !answered ? record.end_epoch : record.answer_epoch;
  const hangupCause = bridged ? 'NORMAL_CLEARING' : ringLegCause(record);
  const columns: CdrColumns = {
    xml_cdr_uuid: uuid,
    domain_name: aLeg.domain_name,
    extension_uuid: extensionUuid(extension),
    accountcode: aLeg.accountcode,
    direction: aLeg.direction,
    leg: 'b',
    caller_id_name: aLeg.caller_id_name,
    caller_id_number: aLeg.caller_id_number,
    caller_destination: aLeg.caller_destination,
    source_number: aLeg.source_number,
    destination_number: destination,
    start_epoch: start,
    start_stamp: start,
    answer_epoch: bridged ? record.answer_epoch : 0,
    answer_stamp: bridged ? record.answer_epoch : null,
    end_epoch: end,
    end_stamp: end,
    duration: end - start,
    billsec: bridged ? record.billsec : 0,
    hangup_cause: hangupCause,
    hangup_cause_q850: Q850[hangupCause],
    // The b-leg sees the hang-up from the other side; a phone that never answered had its ringing cancelled.
    sip_hangup_disposition: bridged ? mirrored(detail.sip_hangup_disposition) : 'send_cancel',
    missed_call: false,
    voicemail_message: false,
    status: bridged ? 'answered' : 'no_answer',
    bridge_uuid: null,
    originating_leg_uuid: draw('unlinked') < UNLINKED_SHARE ? null : aLeg.xml_cdr_uuid,
    record_name: null,
  };
  return {
    columns,
    detail: detailOf(detail, bridged),
    carriesUuid: draw('carriesUuid') < CARRIES_UUID_SHARE,
    style: styleOf(draw),
  };
}

/** How a phone of the ring group that did not answer stopped ringing. */
function ringLegCause(record: DemoCallRecord): 'LOSE_RACE' | 'ORIGINATOR_CANCEL' | 'NO_ANSWER' {
  if (record.answer_epoch > 0) return 'LOSE_RACE'; // another phone answered
  return record.hangup_cause === 'ORIGINATOR_CANCEL' ? 'ORIGINATOR_CANCEL' : 'NO_ANSWER';
}

const mirrored = (disposition: string): string =>
  disposition === 'recv_bye' ? 'send_bye' : disposition === 'send_bye' ? 'recv_bye' : disposition;

/**
 * status and missed_call as FusionPBX fills them: missed_call is true for an inbound call the caller gave
 * up on or that went to voicemail, false for a bridged one, and left NULL otherwise.
 */
function aLegOutcome({ direction, hangup_cause }: DemoCallRecord): {
  status: CallStatus;
  missed_call: boolean | null;
} {
  const inbound = direction === 'inbound';
  switch (hangup_cause) {
    case 'NORMAL_CLEARING':
      return { status: 'answered', missed_call: false };
    case 'ORIGINATOR_CANCEL':
      return inbound ? { status: 'missed', missed_call: true } : { status: 'cancelled', missed_call: null };
    case 'NO_ANSWER':
      return inbound
        ? { status: 'voicemail', missed_call: true }
        : { status: 'no_answer', missed_call: null };
    case 'USER_BUSY':
      return { status: 'busy', missed_call: null };
    case 'CALL_REJECTED':
      return { status: 'failed', missed_call: null };
  }
}

function detailOf(detail: DemoCallDetail, mediaFlowed: boolean): CdrLeg['detail'] {
  return {
    read_codec: detail.read_codec,
    write_codec: detail.write_codec,
    remote_media_ip: detail.remote_media_ip,
    pdd_ms: detail.pdd_ms,
    rtp_audio_in_mos: mediaFlowed && detail.rtp_audio_in_mos !== '' ? detail.rtp_audio_in_mos : null,
  };
}

// The deterministic demo data set: call history, recordings and voicemail generated from a seed, so that
// tests can predict every reply and the demo looks the same on every start.

import { CHIME_SCALE, type Chime, synthesizeWav } from './audio';
import { CONTACTS, canBeDialled, DEMO_DOMAIN, EXTENSIONS, LRN_TABLE, MAILBOXES } from './directory';
import { createLrnEntry, type DemoLrnEntry } from './lookup';
import type { Random } from './random';
import { formatStamp } from './time';

export type CallDirection = 'inbound' | 'outbound' | 'local';
export type HangupCause =
  | 'NORMAL_CLEARING'
  | 'NO_ANSWER'
  | 'USER_BUSY'
  | 'ORIGINATOR_CANCEL'
  | 'CALL_REJECTED';

// Records are object types rather than interfaces so they stay assignable to Record<string, ...> shapes.

/** A call detail record as the call history list serves it. */
export type DemoCallRecord = {
  uuid: string;
  domain_name: string;
  extension: string;
  caller_id_name: string;
  caller_id_number: string;
  destination_number: string;
  direction: CallDirection;
  start_stamp: string;
  start_epoch: number;
  /** '' when the call was not answered. */
  answer_stamp: string;
  /** 0 when the call was not answered. */
  answer_epoch: number;
  end_stamp: string;
  end_epoch: number;
  duration: number;
  billsec: number;
  hangup_cause: HangupCause;
  missed_call: boolean;
  /** File name of the recording ('' unless the call was recorded). */
  record_name: string;
  accountcode: string;
};

/** The extra fields GET /xml_cdr/{uuid} serves after the list fields. */
export type DemoCallDetail = {
  sip_hangup_disposition: string;
  read_codec: string;
  write_codec: string;
  remote_media_ip: string;
  pdd_ms: number;
  /** '' when no media flowed (unanswered calls). */
  rtp_audio_in_mos: number | '';
};

export interface DemoCall {
  record: DemoCallRecord;
  detail: DemoCallDetail;
}

// Exhaustive by construction: the compiler rejects a missing or unknown field here.
const CDR_FIELDS: Record<keyof DemoCallRecord, true> = {
  uuid: true,
  domain_name: true,
  extension: true,
  caller_id_name: true,
  caller_id_number: true,
  destination_number: true,
  direction: true,
  start_stamp: true,
  start_epoch: true,
  answer_stamp: true,
  answer_epoch: true,
  end_stamp: true,
  end_epoch: true,
  duration: true,
  billsec: true,
  hangup_cause: true,
  missed_call: true,
  record_name: true,
  accountcode: true,
};

/** Whether a name is a field of call records (the fields `order_by` may sort on). */
export function isCdrField(name: string): name is keyof DemoCallRecord {
  return Object.hasOwn(CDR_FIELDS, name);
}

/** A recording as the recordings list serves it. */
export type DemoRecordingRecord = {
  uuid: string;
  call_recording_name: string;
  call_recording_path: string;
  call_recording_date: string;
  /** Whole seconds, equal to the length of the audio. */
  call_recording_length: number;
  call_direction: CallDirection;
  caller_id_name: string;
  caller_id_number: string;
  destination_number: string;
  /** FusionPBX's transcript_json as JSON text (segments with speaker, start and text); absent if none. */
  call_recording_transcription?: string;
};

export interface DemoRecording {
  record: DemoRecordingRecord;
  /** The WAV file, synthesised on first access, then cached. */
  readonly audio: Uint8Array;
}

/** A voicemail message as the message list serves it; GET /voicemail_messages/{uuid} adds message_base64. */
export type DemoVoicemailRecord = {
  uuid: string;
  /** The mailbox's own id, shared by all its messages. */
  voicemail_uuid: string;
  /** The mailbox number, e.g. '201'. */
  voicemail_id: string;
  created_epoch: number;
  caller_id_name: string;
  caller_id_number: string;
  /** Whole seconds, equal to the length of the audio. */
  message_length: number;
  /** '' = new (unheard); 'deleted' = deleted on a phone, still listed while the deletion queue keeps it. */
  message_status: '' | 'saved' | 'deleted';
  message_priority: 'normal' | 'urgent';
  /** What the caller said, as plain text; absent when the message was not transcribed. */
  message_transcription?: string;
};

export interface DemoVoicemail {
  record: DemoVoicemailRecord;
  /** The WAV file, synthesised on first access, then cached. */
  readonly audio: Uint8Array;
}

/** What DemoServer.addVoicemail accepts: any record fields to override, and optionally the audio. */
export interface DemoVoicemailPatch {
  record?: Partial<DemoVoicemailRecord>;
  audio?: Uint8Array;
}

export interface DemoData {
  /** ms since epoch the data set ends at: no call, recording or message is later. */
  generatedAt: number;
  domain: string;
  /** Extensions the API account may originate from. */
  extensions: string[];
  /** Newest first (start_epoch descending). */
  calls: DemoCall[];
  /** Newest first; about 60, each belonging to an answered external call. */
  recordings: DemoRecording[];
  /** Newest first; grows through DemoServer.addVoicemail. */
  voicemails: DemoVoicemail[];
  lrn: DemoLrnEntry[];
}

const DAY_SECONDS = 86_400;
const HISTORY_DAYS = 90;
const RECORDING_COUNT = 60;
// A fixed spread over mailboxes and states, so every demo shows both mailboxes and new and saved messages,
// and a caller who withheld the number (a message with nothing to call back), whatever the seed draws.
// Most messages were transcribed, two were not (as when the engine was off): the texts name no caller,
// since the seed draws who called.
const INITIAL_VOICEMAILS: readonly Partial<DemoVoicemailRecord>[] = [
  {
    voicemail_id: '201',
    message_status: '',
    message_transcription:
      "Hi, it's about the invoice you sent on Friday. One line looks doubled, the delivery charge I think. Could you call me back when you have a minute? Thanks.",
  },
  {
    voicemail_id: '202',
    message_status: '',
    message_transcription:
      'Hello, just confirming the appointment tomorrow morning. If you need to move it, give us a call and we will find another slot. Have a good day.',
  },
  { voicemail_id: '201', message_status: 'saved' },
  {
    voicemail_id: '202',
    message_status: 'saved',
    message_transcription:
      'Good afternoon, a courtesy call about your policy renewal. Nothing urgent, the paperwork is in the post, but please call back if anything has changed.',
  },
  {
    voicemail_id: '201',
    message_status: '',
    message_transcription:
      'Hi there, the replacement parts arrived at our warehouse this morning. We can fit them any afternoon this week, just let us know what suits you.',
  },
  { voicemail_id: '202', message_status: 'saved' },
  {
    voicemail_id: '201',
    message_status: 'saved',
    message_transcription:
      'Hey, quick one: the team lunch moved to the café around the corner. Same time. See you there!',
  },
  {
    voicemail_id: '201',
    message_status: 'saved',
    caller_id_name: 'Anonymous',
    caller_id_number: 'anonymous',
    message_transcription: "Hi, I'd rather not leave my number. I'll try you again later this afternoon.",
  },
];
const DIALLABLE_CONTACTS = CONTACTS.filter(canBeDialled);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function createDemoData(random: Random, nowMs: number, callCount: number): DemoData {
  const nowSeconds = Math.floor(nowMs / 1000);
  const calls = Array.from({ length: callCount }, () => createCall(random, nowSeconds));
  calls.sort((a, b) => b.record.start_epoch - a.record.start_epoch);
  const voicemails = INITIAL_VOICEMAILS.map((preset) =>
    createVoicemail(random, (nowSeconds - random.int(300, 10 * DAY_SECONDS)) * 1000, { record: preset }),
  );
  return {
    generatedAt: nowMs,
    domain: DEMO_DOMAIN,
    extensions: EXTENSIONS.map(({ extension }) => extension),
    calls,
    recordings: recordSomeCalls(random, calls),
    voicemails: sortNewestFirst(voicemails),
    lrn: LRN_TABLE.map(createLrnEntry),
  };
}

/** A new voicemail message left at createdMs. The patch overrides generated record fields, or the audio. */
export function createVoicemail(
  random: Random,
  createdMs: number,
  patch: DemoVoicemailPatch = {},
): DemoVoicemail {
  const caller = random.pick(CONTACTS);
  const chime = drawChime(random);
  const mailbox = patch.record?.voicemail_id ?? random.pick(MAILBOXES);
  const record: DemoVoicemailRecord = {
    uuid: random.uuid(),
    voicemail_uuid: mailboxUuid(mailbox),
    voicemail_id: mailbox,
    created_epoch: Math.floor(createdMs / 1000),
    caller_id_name: caller.name,
    caller_id_number: caller.callerIdNumber,
    message_length: chime.seconds,
    message_status: '', // a message that just arrived is unheard
    message_priority: random.chance(0.1) ? 'urgent' : 'normal',
    ...patch.record,
  };
  return patch.audio ? { record, audio: patch.audio } : withLazyAudio(record, chime);
}

export function sortNewestFirst(voicemails: DemoVoicemail[]): DemoVoicemail[] {
  return voicemails.sort((a, b) => b.record.created_epoch - a.record.created_epoch);
}

/** A call in the history window before now; startSeconds places it (the simulator's live calls do). */
export function createCall(random: Random, nowSeconds: number, startSeconds?: number): DemoCall {
  const start = startSeconds ?? callStartSeconds(random, nowSeconds);
  const { extension, name } = random.pick(EXTENSIONS);
  const direction = random.weighted<CallDirection>([
    ['inbound', 50],
    ['outbound', 35],
    ['local', 15],
  ]);
  // Anyone may call in; only a number with digits can be dialled out.
  const contact = random.pick(direction === 'inbound' ? CONTACTS : DIALLABLE_CONTACTS);
  const colleague = random.pick(EXTENSIONS.filter((other) => other.extension !== extension));
  const parties = {
    inbound: { callerName: contact.name, callerNumber: contact.callerIdNumber, destination: extension },
    // Dialled numbers are normalised by the dial plan to 11 digits, whatever format the contact came in.
    outbound: { callerName: name, callerNumber: extension, destination: dialString(contact.callerIdNumber) },
    local: { callerName: name, callerNumber: extension, destination: colleague.extension },
  }[direction];

  const ringSeconds = random.int(3, 24);
  const hangupCause = random.weighted<HangupCause>([
    ['NORMAL_CLEARING', 74],
    ['NO_ANSWER', 9],
    ['ORIGINATOR_CANCEL', 9],
    ['USER_BUSY', 5],
    ['CALL_REJECTED', 3],
  ]);
  const answered = hangupCause === 'NORMAL_CLEARING';
  // Talk time is roughly exponential (most calls are short), capped so every call ends before "now".
  const billsec = answered ? Math.min(1500, Math.max(8, Math.round(-Math.log(1 - random.next()) * 180))) : 0;
  const answer = start + ringSeconds;
  const end = answer + billsec;
  const codec = random.weighted([
    ['PCMU', 2],
    ['G722', 1],
    ['OPUS', 1],
  ]);

  const record: DemoCallRecord = {
    uuid: random.uuid(),
    domain_name: DEMO_DOMAIN,
    extension,
    caller_id_name: parties.callerName,
    caller_id_number: parties.callerNumber,
    destination_number: parties.destination,
    direction,
    start_stamp: formatStamp(start * 1000),
    start_epoch: start,
    answer_stamp: answered ? formatStamp(answer * 1000) : '',
    answer_epoch: answered ? answer : 0,
    end_stamp: formatStamp(end * 1000),
    end_epoch: end,
    duration: end - start,
    billsec,
    hangup_cause: hangupCause,
    missed_call: direction === 'inbound' && !answered,
    record_name: '',
    accountcode: DEMO_DOMAIN,
  };
  return {
    record,
    detail: {
      sip_hangup_disposition: answered
        ? random.pick(['recv_bye', 'send_bye'])
        : hangupCause === 'ORIGINATOR_CANCEL'
          ? 'recv_cancel'
          : 'send_refuse',
      read_codec: codec,
      write_codec: codec,
      remote_media_ip: `203.0.113.${random.int(10, 250)}`, // TEST-NET-3: documentation-only addresses
      pdd_ms: random.int(60, 1800),
      rtp_audio_in_mos: answered ? random.int(36, 45) / 10 : '',
    },
  };
}

/** A start time in the history window, mostly in office hours (UTC) as a real business line would show. */
function callStartSeconds(random: Random, nowSeconds: number): number {
  // The newest call starts 30 minutes before now: the longest call (1500 s + ringing) still ends before now.
  for (;;) {
    const start = nowSeconds - random.int(30 * 60, HISTORY_DAYS * DAY_SECONDS);
    const hour = new Date(start * 1000).getUTCHours();
    if ((hour >= 8 && hour < 18) || random.chance(0.1)) return start;
  }
}

/** What the transcribed recordings say, in turns of two speakers; digits and the cast's names stay out of them. */
const CONVERSATIONS: readonly (readonly string[])[] = [
  [
    'Good morning, thanks for calling. How can I help?',
    "Hi, I'm calling about the warranty on the boiler you fitted last spring.",
    'Of course. Is it making that noise again?',
    'Yes, every morning when the heating comes on.',
    'Let me book an engineer for you this week.',
  ],
  [
    'Hello, accounts, how can I help?',
    "Hi, I'd like to check whether my last payment came through.",
    "It did, it cleared on Tuesday. You'll get a receipt by email.",
    "Perfect, that's all I needed. Thanks!",
  ],
  [
    "Hi, it's about tomorrow's delivery.",
    'Sure, what would you like to change?',
    'Could the driver come after lunch instead of the morning?',
    "No problem, I've moved it to the afternoon slot.",
  ],
  [
    'Thanks for holding, sorry about the wait.',
    'No worries. I wanted to ask about upgrading our plan for the new office.',
    'Happy to help. How many more desks will you need?',
    'About a dozen, starting next month.',
  ],
];

/** FusionPBX's transcript_json of a recorded call: its speakers take turns, spread over its length. */
function transcriptJson(lines: readonly string[], seconds: number): string {
  const at = (turn: number) => Math.round((turn * seconds * 10) / lines.length) / 10;
  return JSON.stringify({
    segments: lines.map((text, turn) => ({
      speaker: String(turn % 2),
      start: at(turn),
      end: at(turn + 1),
      text,
    })),
  });
}

/**
 * Picks about RECORDING_COUNT answered external calls, links them to a recording and returns the
 * recordings. Every other one was transcribed (by position, so the seed's draws stay as they were).
 */
function recordSomeCalls(random: Random, calls: DemoCall[]): DemoRecording[] {
  const candidates = calls.filter(({ record }) => record.answer_epoch > 0 && record.direction !== 'local');
  // A uniform random subset (sort by a random key), then back in newest-first order.
  const recorded = candidates
    .map(({ record }) => ({ record, key: random.next() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, RECORDING_COUNT)
    .map(({ record }) => record)
    .sort((a, b) => b.start_epoch - a.start_epoch);
  return recorded.map((call, index) => {
    const answered = new Date(call.answer_epoch * 1000);
    const otherParty = call.direction === 'inbound' ? call.caller_id_number : call.destination_number;
    call.record_name = `${call.answer_stamp.replaceAll(':', '-').replace(' ', '_')}_${otherParty.replace('+', '')}.wav`;
    const chime = drawChime(random);
    return withLazyAudio(
      {
        uuid: random.uuid(),
        call_recording_name: call.record_name,
        call_recording_path: [
          `/var/lib/freeswitch/recordings/${DEMO_DOMAIN}/archive`,
          answered.getUTCFullYear(),
          MONTHS[answered.getUTCMonth()],
          String(answered.getUTCDate()).padStart(2, '0'),
        ].join('/'),
        call_recording_date: call.answer_stamp,
        call_recording_length: chime.seconds,
        call_direction: call.direction,
        caller_id_name: call.caller_id_name,
        caller_id_number: call.caller_id_number,
        destination_number: call.destination_number,
        ...(index % 2 === 0 && {
          call_recording_transcription: transcriptJson(
            CONVERSATIONS[(index / 2) % CONVERSATIONS.length] ?? [],
            chime.seconds,
          ),
        }),
      },
      chime,
    );
  });
}

/** 2 to 6 seconds of two to four notes: short enough to keep the demo small, distinct per message. */
function drawChime(random: Random): Chime {
  return {
    seconds: random.int(2, 6),
    frequencies: Array.from({ length: random.int(2, 4) }, () => random.pick(CHIME_SCALE)),
  };
}

/** Pairs a record with its audio as a getter: most tests never play anything, so the WAV is built on first read. */
function withLazyAudio<R>(record: R, chime: Chime): { record: R; readonly audio: Uint8Array } {
  let wav: Uint8Array | undefined;
  return {
    record,
    get audio() {
      wav ??= synthesizeWav(chime);
      return wav;
    },
  };
}

/** A stable, readable id per mailbox (the real system gives each mailbox one UUID). */
function mailboxUuid(mailbox: string): string {
  return `6f0e8c1d-2b4a-4e57-9c3d-${mailbox.padStart(12, '0')}`;
}

/**
 * The form the dial plan sends out: '+15555550123', '5555550123' and '5550123' all dial as 1NXXNXXXXXX;
 * a number abroad goes out with North America's international prefix, 011; extensions and the operator
 * as they are.
 */
function dialString(callerIdNumber: string): string {
  const digits = callerIdNumber.replace(/\D/g, '');
  if (callerIdNumber.startsWith('+') && !digits.startsWith('1')) return `011${digits}`;
  if (digits.length === 7) return `1555${digits}`; // a local 7-digit number in the demo's 555 area code
  return digits.length === 10 ? `1${digits}` : digits;
}

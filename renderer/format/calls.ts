// What a call means to the person at the desk, in words: which way it went, how it ended, and the facts
// its detail pane lists. Everything here reads the Call main made of the phone system's record
// (main/records/): the record itself is shown only under "All fields".
import type { Call, Direction, NameSource } from '../../preload/contract';
import { type MessageKey, t, type WordKey } from '../../preload/shared/i18n/translate';
import { codeInWords, type FieldRow } from './fields';
import { longDateTime, spokenDuration } from './time';

const DIRECTION_KEYS = {
  inbound: 'history.direction.inbound',
  outbound: 'history.direction.outbound',
  local: 'history.direction.local',
  unknown: 'history.direction.unknown',
} as const satisfies Record<Direction, MessageKey>;

/** Which way the call went, as a word: "Incoming", "Outgoing", "Internal", or "Call" when unknown. */
export const directionWord = (direction: Direction): string => t(DIRECTION_KEYS[direction]);

/** Where the name shown for the other party came from, as the detail pane says it. */
const NAME_SOURCE_KEYS = {
  contact: 'detail.nameFrom.contact',
  directory: 'detail.nameFrom.directory',
  'this-call': 'detail.nameFrom.thisCall',
  'other-calls': 'detail.nameFrom.otherCalls',
} as const satisfies Record<NameSource, MessageKey>;

export const nameSourceInWords = (source: NameSource): string => t(NAME_SOURCE_KEYS[source]);

/** The call's length in seconds, as the server counted it. */
export const callSeconds = (call: Call): number | null => call.durationSeconds ?? call.talkSeconds;

const HANGUP_CAUSES = {
  NORMAL_CLEARING: 'detail.hangupCause.normalClearing',
  NO_ANSWER: 'detail.hangupCause.noAnswer',
  USER_BUSY: 'detail.hangupCause.userBusy',
  ORIGINATOR_CANCEL: 'detail.hangupCause.originatorCancel',
  CALL_REJECTED: 'detail.hangupCause.callRejected',
  NO_USER_RESPONSE: 'detail.hangupCause.noUserResponse',
  UNALLOCATED_NUMBER: 'detail.hangupCause.unallocatedNumber',
  NORMAL_TEMPORARY_FAILURE: 'detail.hangupCause.normalTemporaryFailure',
  RECOVERY_ON_TIMER_EXPIRE: 'detail.hangupCause.recoveryOnTimerExpire',
  LOSE_RACE: 'detail.hangupCause.loseRace',
  SUBSCRIBER_ABSENT: 'detail.hangupCause.subscriberAbsent',
  DESTINATION_OUT_OF_ORDER: 'detail.hangupCause.destinationOutOfOrder',
  INVALID_NUMBER_FORMAT: 'detail.hangupCause.invalidNumberFormat',
} as const satisfies Record<string, MessageKey>;

const isKnownCause = (code: string): code is keyof typeof HANGUP_CAUSES => Object.hasOwn(HANGUP_CAUSES, code);

/** A cause this app knows in words; another as the phone system's code reads ('USER_GONE' -> 'User gone'). */
const hangupCauseInWords = (code: string): string =>
  isKnownCause(code) ? t(HANGUP_CAUSES[code]) : codeInWords(code);

/**
 * A number of the call as people read it: main's display form of either end (the other party's, or the
 * desk's), else the number as recorded.
 */
function shownNumber(call: Call, number: string): string {
  if (number === call.party.number && call.party.shown !== null) return call.party.shown;
  if (number === call.desk.number && call.desk.shown !== null) return call.desk.shown;
  return number;
}

/** The facts a call's detail lists, each under its label, in the order a call happens. */
const FACT_LABELS = {
  direction: 'detail.field.direction',
  callerName: 'detail.field.callerName',
  callerNumber: 'detail.field.callerNumber',
  dialled: 'detail.field.dialled',
  started: 'detail.field.started',
  answered: 'detail.field.answered',
  ended: 'detail.field.ended',
  duration: 'detail.field.duration',
  talkTime: 'detail.field.talkTime',
  hangupCause: 'detail.field.hangupCause',
  extension: 'detail.field.extension',
  audioQuality: 'detail.field.audioQuality',
} as const satisfies Record<string, WordKey>;

type FactName = keyof typeof FACT_LABELS;

/**
 * One fact of the call: its text, and what was recorded, offered as the row's title where the text says
 * it otherwise. `inWords`: the text is the app's words (a direction, how the call ended), to translate;
 * else data (a name, a number, a date).
 */
function fact(name: FactName, text: string, recorded: string = text, inWords = false): FieldRow {
  return {
    name,
    label: t(FACT_LABELS[name]),
    text,
    raw: recorded,
    known: true,
    empty: false,
    data: !inWords,
  };
}

/** A fact the call did not have, said in words: an unanswered call was never answered, and had no audio. */
const missing = (name: FactName, words: WordKey): FieldRow => ({
  ...fact(name, t(words), ''),
  empty: true,
  data: false,
});

/**
 * The facts of a call a person reads, each once and in words. A fact the record did not hold is left
 * out; the record's own fields (the epoch twins of the stamps, ids, file names, codecs) are under "All
 * fields", as the server sent them.
 */
export function callFacts(call: Call): FieldRow[] {
  const when = (name: FactName, ms: number | null) =>
    ms === null ? null : fact(name, longDateTime(new Date(ms)));
  const lasted = (name: FactName, seconds: number | null) =>
    seconds === null ? null : fact(name, spokenDuration(seconds), String(seconds));
  const number = (name: FactName, recorded: string | null) =>
    recorded === null ? null : fact(name, shownNumber(call, recorded), recorded);
  const text = (name: FactName, value: string | null) => (value === null ? null : fact(name, value));
  // Nobody answered, as the phone system said what happened instead: said so, not left out.
  const unanswered = call.answerMs === null && call.result !== null && call.result !== 'answered';
  const rows = [
    call.direction === 'unknown'
      ? null
      : fact('direction', directionWord(call.direction), call.direction, true),
    text('callerName', call.caller.name),
    number('callerNumber', call.caller.number),
    number('dialled', call.callee.number),
    when('started', call.startMs),
    unanswered ? missing('answered', 'detail.field.notAnswered') : when('answered', call.answerMs),
    when('ended', call.endMs),
    lasted('duration', call.durationSeconds),
    lasted('talkTime', call.talkSeconds),
    call.hangupCause === null
      ? null
      : fact('hangupCause', hangupCauseInWords(call.hangupCause), call.hangupCause, true),
    text('extension', call.extension),
    call.audioQuality === null && unanswered
      ? missing('audioQuality', 'detail.field.noAudio')
      : text('audioQuality', call.audioQuality),
  ];
  return rows.filter((row): row is FieldRow => row !== null);
}

// Voicemail messages and call recordings: who, when, how long, what was said, where the name shown came
// from, and their facts in words. Everything here reads the Voicemail and Recording main made (main/records);
// the record as the phone system sent it is only under "All fields".
import type { AudioNameHint, Party, Recording, Voicemail } from '../../preload/contract';
import { t, type WordKey } from '../../preload/shared/i18n/translate';
import { directionWord } from './calls';
import type { FieldRow } from './fields';
import { longDateTime, spokenDuration } from './time';

const dateOf = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

export const voicemailDate = (message: Voicemail): Date | null => dateOf(message.receivedMs);

export const recordingDate = (recording: Recording): Date | null => dateOf(recording.recordedMs);

/**
 * How much of a transcription a list row holds: more than the widest row shows before its ellipsis, and
 * little enough that a screen reader reading the row out is not reading the whole message.
 */
const ROW_TRANSCRIPTION_CHARS = 200;

/** A transcription's start as one line of a list row (its turns run on); null where there is none. */
export function transcriptionLine({ transcription }: Voicemail | Recording): string | null {
  return transcription === null ? null : transcription.slice(0, ROW_TRANSCRIPTION_CHARS).replace(/\s+/g, ' ');
}

/** Who was on the other end of a recorded call, as the phone system or the resolver names it; else null. */
const recordedPartyText = ({ party, title }: Recording): string | null => party.name ?? party.shown ?? title;

/** Who was on the other end of a recorded call, for the list and the player's title. */
export const recordingParty = (recording: Recording): string =>
  recordedPartyText(recording) ?? t('app.recordingNoParty');

/** Whether the recording names its other party (phone-system data); else the app's word stands in. */
export const namesParty = (recording: Recording): boolean => recordedPartyText(recording) !== null;

/**
 * What main names a saved file after (it sanitises it): who, which number, when. Cut to the lengths main
 * accepts: a hint is for a file name, and a caller name of any length must not make saving fail.
 */
function nameHint({ name, number }: Party, date: Date | null): AudioNameHint {
  return {
    ...(name && { caller: name.slice(0, 200) }),
    ...(number && { number: number.slice(0, 100) }),
    ...(date && { epochSeconds: Math.floor(date.getTime() / 1000) }),
  };
}

export const voicemailNameHint = (message: Voicemail): AudioNameHint =>
  nameHint(message.party, voicemailDate(message));

export const recordingNameHint = (recording: Recording): AudioNameHint =>
  nameHint(recording.party, recordingDate(recording));

/**
 * One fact of a detail pane: `text` as a person reads it, and `raw`, its precise form, as the row's title
 * (a number as recorded, a time to the second). `inWords`: the text is the app's words, to translate;
 * else data. A fact main did not read is left out.
 */
function fact(
  name: string,
  label: WordKey,
  value: { text: string; raw?: string; inWords?: boolean } | null,
): FieldRow | null {
  if (value === null) return null;
  const { text, raw = text, inWords = false } = value;
  return { name, label: t(label), text, raw, known: true, empty: false, data: !inWords };
}

const facts = (rows: (FieldRow | null)[]): FieldRow[] => rows.filter((row): row is FieldRow => row !== null);

const asText = (text: string | null) => (text === null ? null : { text });

/** A number as recorded, in the form people read where it is the party's: main wrote that form. */
const numberFact = (number: string | null, party: Party) =>
  number === null ? null : { text: number === party.number ? (party.shown ?? number) : number, raw: number };

const timeFact = (ms: number | null) =>
  ms === null ? null : { text: longDateTime(new Date(ms)), raw: new Date(ms).toISOString() };

const lengthFact = (seconds: number | null) =>
  seconds === null ? null : { text: spokenDuration(seconds), raw: String(seconds) };

/** A message's facts; whether it was heard is the app's own (the view adds it), not the phone system's. */
export const voicemailFacts = (message: Voicemail): FieldRow[] =>
  facts([
    fact('callerName', 'app.field.callerName', asText(message.caller.name)),
    fact('callerNumber', 'app.field.callerNumber', numberFact(message.caller.number, message.party)),
    fact('received', 'app.field.received', timeFact(message.receivedMs)),
    fact('length', 'app.field.length', lengthFact(message.lengthSeconds)),
    fact('priority', 'app.field.priority', asText(message.priority)),
    fact('mailbox', 'app.field.mailbox', asText(message.mailbox)),
  ]);

/** A recording's facts; its ids and the phone system's file name and path are under "All fields". */
export const recordingFacts = (recording: Recording): FieldRow[] =>
  facts([
    fact(
      'direction',
      'app.field.direction',
      recording.direction === 'unknown'
        ? null
        : { text: directionWord(recording.direction), raw: recording.direction, inWords: true },
    ),
    fact('callerName', 'app.field.callerName', asText(recording.caller.name)),
    fact('callerNumber', 'app.field.callerNumber', numberFact(recording.caller.number, recording.party)),
    fact('numberDialled', 'app.field.numberDialled', numberFact(recording.callee.number, recording.party)),
    fact('recorded', 'app.field.recorded', timeFact(recording.recordedMs)),
    fact('length', 'app.field.length', lengthFact(recording.lengthSeconds)),
  ]);

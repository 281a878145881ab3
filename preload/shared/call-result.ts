// What happened to a call, in the words a person expects on the row: FusionPBX's `status` column
// (app/xml_cdr/resources/classes/xml_cdr.php fills it: answered, no_answer, cancelled, busy, failed,
// missed, voicemail) first; without it, the missed rule and the answer fields. Shared by the renderer
// (rows, detail), main's export (the Result column) and the missed-call notices, each in the language it
// speaks. Pure but for that language.
import type { CallResult } from '../contract';
import { type MessageKey, t } from './i18n/translate';
import { answered, classifyMissed, statusText } from './missed-call';

type CallRecord = Readonly<Record<string, unknown>>;

export type { CallResult };

const RESULT_WORDS = {
  answered: 'history.result.answered',
  missed: 'history.result.missed',
  voicemail: 'history.result.voicemail',
  busy: 'history.result.busy',
  no_answer: 'history.result.noAnswer',
  cancelled: 'history.result.cancelled',
  failed: 'history.result.failed',
} as const satisfies Record<CallResult, MessageKey>;

const isResult = (value: string): value is CallResult => Object.hasOwn(RESULT_WORDS, value);

/** FusionPBX's status of the call, when the record carries one this app knows. */
export function statusOf(record: CallRecord): CallResult | null {
  const status = statusText(record);
  return isResult(status) ? status : null;
}

/** What happened to the call; null when the record does not say. */
export function callResult(record: CallRecord): CallResult | null {
  const status = statusOf(record);
  if (status !== null) return status;
  if (classifyMissed(record).missed) return 'missed';
  const wasAnswered = answered(record);
  return wasAnswered === null ? null : wasAnswered ? 'answered' : 'no_answer';
}

export const resultInWords = (result: CallResult): string => t(RESULT_WORDS[result]);

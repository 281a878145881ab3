// The columns a person reads first in an exported call history: when, which way, with whom, how long and
// how it went, in local time and words, then the person's outcome and note. Every field the phone system sent follows them, under the name
// it was sent with.
import type { Call, Party } from '../../preload/contract';
import { resultInWords } from '../../preload/shared/call-result';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';
import { localDay } from '../../preload/shared/local-day';

export interface Column {
  header: string;
  value(call: Call): string;
}

const pad = (n: number) => String(n).padStart(2, '0');

const startOf = (call: Call): Date | null => (call.startMs === null ? null : new Date(call.startMs));

const day = (date: Date | null) => (date ? localDay(date) : '');
const time = (date: Date | null) =>
  date ? `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : '';

const DIRECTIONS: Readonly<
  Partial<Record<Call['direction'], Extract<MessageKey, `export.direction.${string}`>>>
> = {
  inbound: 'export.direction.inbound',
  outbound: 'export.direction.outbound',
  local: 'export.direction.local',
};

function direction(call: Call): string {
  const key = DIRECTIONS[call.direction];
  return key ? t(key) : '';
}

/** "1:05", "1:02:05": a length a person reads (the raw seconds are in the duration field after). */
function duration(call: Call): string {
  const seconds = call.durationSeconds ?? call.talkSeconds;
  if (seconds === null || seconds < 0) return '';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = pad(whole % 60);
  return h > 0 ? `${h}:${pad(m)}:${s}` : `${m}:${s}`;
}

const result = (call: Call): string => (call.result === null ? '' : resultInWords(call.result));

/** A party as one cell: "Avery Chen (201)", or whichever of the two is known. */
const partyCell = ({ name, number }: Party) =>
  name && number ? `${name} (${number})` : (name ?? number ?? '');

/**
 * The readable columns: the parties as the account's edge judged and named them (main/records: the name
 * every view shows), with headers in the language in use. Date, time and duration stay in the forms every
 * spreadsheet reads as such.
 */
export const callColumns = (): readonly Column[] => [
  { header: t('export.column.date'), value: (call) => day(startOf(call)) },
  { header: t('export.column.time'), value: (call) => time(startOf(call)) },
  { header: t('export.column.direction'), value: direction },
  { header: t('export.column.name'), value: (call) => call.party.name ?? '' },
  { header: t('export.column.number'), value: (call) => call.party.number ?? '' },
  { header: t('export.column.otherParty'), value: (call) => partyCell(call.desk) },
  { header: t('export.column.duration'), value: duration },
  { header: t('export.column.result'), value: result },
  // The person's own words on the call (main/notes), kept on the desk: the export is theirs too.
  { header: t('export.column.outcome'), value: (call) => call.note?.outcome?.label ?? '' },
  { header: t('export.column.note'), value: (call) => call.note?.text ?? '' },
];

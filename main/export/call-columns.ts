// The columns a person reads first in an exported call history: when, which way, with whom, how long and
// how it went, in local time and words. Every field the phone system sent follows them, under the name
// it was sent with.
import { deskParty, otherParty } from '../../preload/shared/call-party';
import { callResult, resultInWords } from '../../preload/shared/call-result';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';
import { localDay } from '../../preload/shared/local-day';
import { directionOf } from '../../preload/shared/missed-call';
import { recordTimeMs } from '../../preload/shared/phone-time';
import type { ApiRecord } from '../api';

export interface Column {
  header: string;
  value(record: ApiRecord): string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** When the call started (phone-time.ts reads its epoch or stamp); null when neither is usable. */
function startOf(record: ApiRecord): Date | null {
  const ms = recordTimeMs(record, ['start_epoch'], ['start_stamp']);
  return ms === null ? null : new Date(ms);
}

const day = (date: Date | null) => (date ? localDay(date) : '');
const time = (date: Date | null) =>
  date ? `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : '';

const DIRECTIONS: Readonly<Partial<Record<string, Extract<MessageKey, `export.direction.${string}`>>>> = {
  inbound: 'export.direction.inbound',
  outbound: 'export.direction.outbound',
  local: 'export.direction.local',
};

function direction(record: ApiRecord): string {
  const key = DIRECTIONS[directionOf(record)];
  return key ? t(key) : '';
}

/** "1:05", "1:02:05": a length a person reads (the raw seconds are in the duration field after). */
function duration(record: ApiRecord): string {
  const seconds = Number(record.duration ?? record.billsec);
  if (record.duration === undefined && record.billsec === undefined) return '';
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = pad(whole % 60);
  return h > 0 ? `${h}:${pad(m)}:${s}` : `${m}:${s}`;
}

function result(record: ApiRecord): string {
  const outcome = callResult(record);
  return outcome === null ? '' : resultInWords(outcome);
}

/** A party as one cell: "Avery Chen (201)", or whichever of the two is known. */
const partyCell = ({ name, number }: { name: string | null; number: string | null }) =>
  name && number ? `${name} (${number})` : (name ?? number ?? '');

/**
 * The readable columns, the parties judged against the user's own extension (call-party.ts), with headers
 * in the language in use. Date, time and duration stay in the forms every spreadsheet reads as such.
 */
export const callColumns = (ownExtension: string | null): readonly Column[] => [
  { header: t('export.column.date'), value: (record) => day(startOf(record)) },
  { header: t('export.column.time'), value: (record) => time(startOf(record)) },
  { header: t('export.column.direction'), value: direction },
  { header: t('export.column.name'), value: (record) => otherParty(record, ownExtension).name ?? '' },
  { header: t('export.column.number'), value: (record) => otherParty(record, ownExtension).number ?? '' },
  { header: t('export.column.otherParty'), value: (record) => partyCell(deskParty(record, ownExtension)) },
  { header: t('export.column.duration'), value: duration },
  { header: t('export.column.result'), value: result },
];

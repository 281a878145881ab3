// The contract's history query as the phone system's call-history query: used by the history list
// (page by page from the server) and the CSV export alike.
import type { HistoryQuery } from '../../preload/contract';
import { deskOffset } from '../../preload/shared/phone-time';
import type { CallHistoryQuery } from '../api';
import { epochRangeOfDays } from './day-range';

/**
 * The range's whole days on the desk's clock as the start_stamp[] pair, each with the desk's UTC offset at
 * that moment (timestamptz text): a phone system that keeps another zone then answers for the desk's
 * hours, not its own (the spec leaves the server's zone open).
 */
function stampRange(range: HistoryQuery['range']): [string, string] | undefined {
  if (!range) return undefined;
  const { fromEpoch, toEpoch } = epochRangeOfDays(range);
  const offsetAt = (epoch: number | null) => deskOffset(new Date((epoch ?? 0) * 1000));
  return [`${range.from} 00:00:00${offsetAt(fromEpoch)}`, `${range.to} 23:59:59${offsetAt(toEpoch)}`];
}

export function serverHistoryQuery(
  { orderBy, range }: Pick<HistoryQuery, 'orderBy' | 'range'>,
  page: { limit: number; offset: number },
): CallHistoryQuery {
  return { ...page, orderBy: `${orderBy.field} ${orderBy.direction}`, range: stampRange(range) };
}

// The contract's history query as the phone system's call-history query: used by the history list
// (page by page from the server) and the CSV export alike.
import type { HistoryQuery } from '../../preload/contract';
import type { CallHistoryQuery } from '../api';

/** The range's whole local days as the start_stamp[] pair (the spec leaves the server's time zone open). */
function stampRange(range: HistoryQuery['range']): [string, string] | undefined {
  return range ? [`${range.from} 00:00:00`, `${range.to} 23:59:59`] : undefined;
}

export function serverHistoryQuery(
  { orderBy, range }: Pick<HistoryQuery, 'orderBy' | 'range'>,
  page: { limit: number; offset: number },
): CallHistoryQuery {
  return { ...page, orderBy: `${orderBy.field} ${orderBy.direction}`, range: stampRange(range) };
}

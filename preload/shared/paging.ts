// The one paging rule for call history, shared by the renderer's lists and main's CSV export. The spec
// leaves offset semantics to each deployment, so only the records' uuids are trusted: a record already
// held is dropped, the next offset is the number of distinct records held (never the number received, so
// a page that repeats records costs a re-read, never a skipped call), and the list is complete at a short
// page or at a page that brings nothing new (a server that ignores offset would otherwise repeat
// forever). A page may hold records as sent (the export) or as main read them (a Call's or Recording's
// id is its record's uuid): `idOf` reads the id. The ids held are an IdSet, not a Set<string>:
// preload/shared/id-set.ts says why.
import type { IdSet } from './id-set';

export interface PageTaken<R> {
  /** The page's records not held before, in the page's order; their ids are now in `held`. */
  fresh: R[];
  /** No further page is worth asking for. */
  complete: boolean;
}

/** Takes one page into the ids held so far. */
export function takePage<R>(
  held: IdSet,
  page: readonly R[],
  pageSize: number,
  idOf: (record: R) => string,
): PageTaken<R> {
  const fresh = page.filter((record) => held.add(idOf(record)));
  return { fresh, complete: page.length < pageSize || fresh.length === 0 };
}

/** Where the next page starts: the number of distinct records held. */
export const nextOffset = (held: IdSet): number => held.size;

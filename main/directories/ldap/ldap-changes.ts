// Reads of changes only, and when they cannot be trusted. OpenLDAP stamps every entry with entryCSN, the
// same on every replica and in microseconds: changes are (entryCSN>=the newest seen). Where a server keeps
// no entryCSN (389 Directory Server, under FreeIPA), modifyTimestamp does, in whole seconds: a directory
// loaded in one go stamps every entry alike, and each read of changes would then be a read of everyone.
// Active Directory's uSNChanged counts per domain controller: it means something only on the controller
// that gave it, and only while that controller's database is the same one (its invocationId changes when
// it is restored), so the cursor pins both and any other answer forces a full read. Deletions are not
// seen by either: the daily full read finds them.
import { type Filter, GreaterThanEqualsFilter } from 'ldapts';

/** What the server's RootDSE (and, on AD, its NTDS Settings object) said before the read. */
export type ServerFacts =
  | { kind: 'openldap' }
  | { kind: 'active-directory'; dnsHostName: string; invocationId: string; highestCommittedUsn: string };

type Cursor =
  | { kind: 'openldap'; settings: string; modifiedSince: string; csnSince?: string }
  | { kind: 'active-directory'; settings: string; dnsHostName: string; invocationId: string; usn: string };

export type ReadPlan = { full: true } | { full: false; changed: Filter };

function parseCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const cursor = value as Record<string, unknown>;
    const strings = (...keys: string[]) => keys.every((key) => typeof cursor[key] === 'string');
    if (cursor.kind === 'openldap' && strings('settings', 'modifiedSince')) {
      return cursor.csnSince === undefined || typeof cursor.csnSince === 'string' ? (value as Cursor) : null;
    }
    if (cursor.kind === 'active-directory' && strings('settings', 'dnsHostName', 'invocationId', 'usn')) {
      return /^\d+$/.test(cursor.usn as string) ? (value as Cursor) : null;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * A full read, or the filter that finds what changed since `since`. `settings` fingerprints what was read
 * (server, base, filter, mapping): after the person changes any of them, the old cursor is no guide.
 */
export function readPlan(
  since: string | null,
  full: boolean,
  server: ServerFacts,
  settings: string,
): ReadPlan {
  const cursor = since === null || full ? null : parseCursor(since);
  if (cursor === null || cursor.settings !== settings || cursor.kind !== server.kind) return { full: true };
  if (cursor.kind === 'openldap') {
    const changed =
      cursor.csnSince === undefined
        ? new GreaterThanEqualsFilter({ attribute: 'modifyTimestamp', value: cursor.modifiedSince })
        : new GreaterThanEqualsFilter({ attribute: 'entryCSN', value: cursor.csnSince });
    return { full: false, changed };
  }
  if (server.kind !== 'active-directory') return { full: true };
  if (server.dnsHostName.toLowerCase() !== cursor.dnsHostName.toLowerCase()) return { full: true };
  if (server.invocationId !== cursor.invocationId) return { full: true };
  const next = (BigInt(cursor.usn) + 1n).toString();
  return { full: false, changed: new GreaterThanEqualsFilter({ attribute: 'uSNChanged', value: next }) };
}

/** The newest entryCSN and modifyTimestamp a read saw (null: none, or a server that keeps none). */
export interface NewestSeen {
  csn: string | null;
  modified: string | null;
}

/** The later of two stamps; both kinds sort as text, fixed-width digits from the year down. */
const laterStamp = (a: string | null | undefined, b: string | null | undefined): string | null =>
  [a ?? null, b ?? null]
    .filter((stamp) => stamp !== null)
    .sort()
    .at(-1) ?? null;

/** `newest` moved on past an entry's stamps (its values by lower-cased name: 389 DS writes them so). */
export function noteStamps(newest: NewestSeen, values: ReadonlyMap<string, readonly string[]>): void {
  newest.csn = laterStamp(newest.csn, values.get('entrycsn')?.[0]);
  newest.modified = laterStamp(newest.modified, values.get('modifytimestamp')?.[0]);
}

/**
 * The cursor for the next read. On OpenLDAP, the newest entryCSN and modifyTimestamp the read saw (or the
 * previous ones, when it saw none); >= rather than > because an entry may change again within the step
 * the read ended in. On AD, the highest USN the controller had committed before the read began: anything
 * committed during the read is read again next time rather than missed.
 */
export function nextCursor(
  server: ServerFacts,
  settings: string,
  plan: ReadPlan,
  since: string | null,
  newest: NewestSeen,
): string {
  if (server.kind === 'active-directory') {
    const { dnsHostName, invocationId, highestCommittedUsn } = server;
    return JSON.stringify({
      kind: server.kind,
      settings,
      dnsHostName,
      invocationId,
      usn: highestCommittedUsn,
    });
  }
  const previous = !plan.full && since !== null ? parseCursor(since) : null;
  const before = previous?.kind === 'openldap' ? previous : null;
  const modifiedSince = laterStamp(before?.modifiedSince, newest.modified) ?? '19700101000000Z';
  const csnSince = laterStamp(before?.csnSince, newest.csn);
  return JSON.stringify({ kind: server.kind, settings, modifiedSince, ...(csnSince ? { csnSince } : {}) });
}

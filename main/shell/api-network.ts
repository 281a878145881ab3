// The app's HTTP to the phone system and the lookup service, through Electron's networking (the system
// proxy and the OS certificate store apply to reads and calls alike). Electron's objects come in as
// parameters, so the choices made here (which sessions, which options) are tested without Electron.
//
// - Reads go through one session of their own that lives in memory only: a partition without
//   "persist:" and with its HTTP cache off. A lookup URL carries the key (api_key=…) and replies carry
//   call data: neither may land in a disk cache, and the page's session never sees them.
// - Each originate gets a fresh in-memory session, used once: no socket of another request can be reused
//   for it, so Chromium cannot silently resend a call on a reused connection.
import type { FetchLike } from '../api';

/** The part of an Electron Session this module uses. */
export interface NetSessionLike {
  fetch(url: string, init: RequestInit): Promise<Response>;
}

/** Electron's `session` module, as far as it is used here. */
export interface SessionModuleLike {
  fromPartition(partition: string, options: { cache: boolean }): NetSessionLike;
}

/** In memory: no "persist:" prefix. */
export const API_PARTITION = 'dialdesk-api';
export const ORIGINATE_PARTITION_PREFIX = 'dialdesk-originate-';

export interface ApiNetwork {
  /** For reads. */
  fetch: FetchLike;
  /** A fetch on a fresh session, for one originate. */
  originateFetch(): FetchLike;
}

const noStore =
  (session: NetSessionLike): FetchLike =>
  (url, init) =>
    session.fetch(url, { ...init, cache: 'no-store', credentials: 'omit' });

// node:crypto loads with the first call placed, not as main loads: loading it costs 5 ms.
const randomUUID = () => process.getBuiltinModule('node:crypto').randomUUID();

export function createApiNetwork(sessions: SessionModuleLike, newId: () => string = randomUUID): ApiNetwork {
  const reads = sessions.fromPartition(API_PARTITION, { cache: false });
  return {
    fetch: noStore(reads),
    originateFetch: () =>
      noStore(sessions.fromPartition(`${ORIGINATE_PARTITION_PREFIX}${newId()}`, { cache: false })),
  };
}

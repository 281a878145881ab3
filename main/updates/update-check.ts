// "Is there a newer Dialdesk?", answered by reading electron-builder's feed from the update folder through
// the app's own fetch (in the app, Electron's net.fetch: the system proxy and the OS certificate store, as
// the API uses). It answers on every package, including those electron-updater cannot install (a deb, an
// unsigned macOS build), and it never throws: every failure is an answer in words.
import { t } from '../../preload/shared/i18n/translate';
import { parseRetryAfter } from '../api/retry';
import type { FetchLike } from '../api/transport';
import { feedFileName, parseUpdateFeed, UpdateFeedError } from './feed';
import { releaseNotesText } from './release-notes';
import { judgeRelease, type ReleaseRules } from './release-rules';
import { validVersion } from './versions';

export type UpdateAnswer =
  | { kind: 'up-to-date'; current: string }
  | { kind: 'available'; version: string; notes: string; releasePage: string }
  /**
   * The feed offers a version this build does not take (a prerelease on the stable channel, a file
   * outside the update folder): message says why. Not a failure: the next check is the next day's.
   */
  | { kind: 'refused'; version: string; message: string }
  /**
   * message: a sentence to show as it is. retryAfterMs: the server's Retry-After on a 429 or 503, which
   * the schedule waits out before asking again.
   */
  | { kind: 'failed'; message: string; retryAfterMs?: number };

export interface UpdateCheckOptions {
  /** The update folder, this build's version and channel (app-update-config.ts, app.getVersion()). */
  rules: ReleaseRules;
  platform: NodeJS.Platform;
  arch: string;
  fetch: FetchLike;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** A feed is a few hundred bytes per installer: anything near this is not a feed. */
const MAX_FEED_BYTES = 1_000_000;

class FeedTooLargeError extends Error {}

/**
 * Why the server could not be reached, in words: the system error code says more than fetch's "fetch
 * failed".
 */
function networkFailure(error: unknown, host: string): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code =
    cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  const text = `${code} ${cause instanceof Error ? cause.message : String(cause)}`;
  if (/ECONNREFUSED|CONNECTION_REFUSED/.test(text)) return t('update.refused', { host });
  if (/ENOTFOUND|EAI_AGAIN|NAME_NOT_RESOLVED/.test(text)) return t('update.hostNotFound', { host });
  if (/CERT|SSL|TLS/i.test(text))
    return code ? t('update.secureConnectionCode', { host, code }) : t('update.secureConnection', { host });
  if (/ENETUNREACH|EHOSTUNREACH|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE/.test(text)) {
    return t('update.offline');
  }
  if (/ECONNRESET|UND_ERR_SOCKET|other side closed|terminated|socket hang up|CONNECTION_RESET/i.test(text)) {
    return t('update.connectionClosed', { host });
  }
  const reason = text.trim();
  return reason ? t('update.requestFailed', { host, reason }) : t('update.requestFailedNoReason', { host });
}

async function cappedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_FEED_BYTES) {
    await response.body?.cancel();
    throw new FeedTooLargeError();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      throw new FeedTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The feed's text, or the failed answer that says why there is none. */
async function fetchFeed(
  feedUrl: URL,
  options: UpdateCheckOptions,
): Promise<{ text: string } | Extract<UpdateAnswer, { kind: 'failed' }>> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const host = feedUrl.host;
  const file = feedUrl.pathname.split('/').pop() ?? '';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await options.fetch(feedUrl.href, {
      method: 'GET',
      // The feed changes when a release is published: a cached copy would hide it for as long as it lives.
      cache: 'no-store',
      credentials: 'omit',
      // A plain folder behind a CDN may redirect; the feed carries nothing secret, so following is safe.
      redirect: 'follow',
      signal: controller.signal,
    });
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      return {
        kind: 'failed',
        message: t('update.feedNotFound', { host, file, status: String(response.status) }),
      };
    }
    if (!response.ok) {
      await response.body?.cancel();
      const retryAfterMs =
        response.status === 429 || response.status === 503
          ? parseRetryAfter(response.headers.get('retry-after'), Date.now())
          : null;
      const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      const answer = { kind: 'failed' as const, message: t('update.httpStatus', { host, status }) };
      return retryAfterMs === null ? answer : { ...answer, retryAfterMs };
    }
    return { text: await cappedText(response) };
  } catch (error) {
    if (error instanceof FeedTooLargeError) {
      return { kind: 'failed', message: t('update.feedTooLarge', { file, size: MAX_FEED_BYTES }) };
    }
    if (controller.signal.aborted) {
      return { kind: 'failed', message: t('update.timedOut', { host, seconds: timeoutMs / 1000 }) };
    }
    return { kind: 'failed', message: networkFailure(error, host) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads this build's channel's feed for this OS and CPU and judges what it offers by the release rules.
 * Only a strictly newer version is offered: the same one is up to date, and an older one (a release
 * withdrawn, a feed restored from a backup) is never offered, so nothing ever suggests a downgrade. Never
 * throws.
 */
export async function checkForUpdate(options: UpdateCheckOptions): Promise<UpdateAnswer> {
  const { rules } = options;
  if (validVersion(rules.current) === null) {
    return { kind: 'failed', message: t('update.badVersion', { version: rules.current }) };
  }
  const feedUrl = new URL(feedFileName(options.platform, options.arch, rules.channel), rules.folder);
  const fetched = await fetchFeed(feedUrl, options);
  if ('kind' in fetched) return fetched;
  let feed: ReturnType<typeof parseUpdateFeed>;
  try {
    feed = parseUpdateFeed(fetched.text);
  } catch (error) {
    const message =
      error instanceof UpdateFeedError
        ? error.message
        : t('update.feedUnreadable', { reason: error instanceof Error ? error.message : String(error) });
    return { kind: 'failed', message };
  }
  const { version } = feed;
  const verdict = judgeRelease({ version, files: feed.files.map((file) => file.url) }, rules);
  if (!verdict.offered) {
    return verdict.reason === 'not-newer'
      ? { kind: 'up-to-date', current: rules.current }
      : { kind: 'refused', version, message: verdict.message };
  }
  return {
    kind: 'available',
    version,
    notes: releaseNotesText(feed.releaseNotes),
    releasePage: rules.folder.href,
  };
}

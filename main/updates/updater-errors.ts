// electron-updater's errors, in words. Its messages are written for developers (codes, URLs, stack traces,
// whole JSON feeds); the person at the desk needs to know that nothing was installed, and why, in one
// sentence. The texts matched here are electron-updater 6's and builder-util-runtime 9's own (quoted in
// test/unit/updates.test.ts); Squirrel.Mac's come through Electron's autoUpdater on macOS.
import { t } from '../../preload/shared/i18n/translate';

/** A message nobody wrote for people is shown only up to here (its first line). */
const MAX_UNKNOWN_REASON_LENGTH = 200;

interface UpdaterFailure {
  code: string;
  message: string;
}

function failureOf(error: unknown): UpdaterFailure {
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    return { code, message: error.message };
  }
  return { code: '', message: String(error) };
}

/** The last part of a URL's path in a message: the file the server did not have. */
function fileNamed(message: string): string | null {
  const url = /(?:https?:)?\/\/[^\s"]+/.exec(message)?.[0];
  if (!url) return null;
  const name = url.split(/[?#]/)[0]?.split('/').pop();
  return name ? decodeURIComponent(name) : null;
}

/**
 * Marks a failure that would come again for the same version however often it is tried: the version's
 * signature is refused. Such a version is not downloaded again (main/shell/updates.ts).
 */
const REFUSAL = 'refusal';

/** [what matches, the sentence the person reads: "The update was not installed: …", REFUSAL?]. */
const SENTENCES: [
  (failure: UpdaterFailure) => boolean,
  (failure: UpdaterFailure) => string,
  typeof REFUSAL?,
][] = [
  [
    // builder-util-runtime's DigestTransform: "sha512 checksum mismatch, expected …, got …".
    ({ code, message }) => code === 'ERR_CHECKSUM_MISMATCH' || /checksum mismatch/i.test(message),
    () => t('update.errorChecksum'),
  ],
  [
    // NsisUpdater: "New version 1.4.0 is not signed by the application owner: …".
    ({ code, message }) =>
      code === 'ERR_UPDATER_INVALID_SIGNATURE' || /not signed by the application owner/.test(message),
    ({ message }) => {
      const version = /New version (\S+) is not signed/.exec(message)?.[1];
      return version ? t('update.errorUnsignedVersion', { version }) : t('update.errorUnsigned');
    },
    REFUSAL,
  ],
  [
    // windowsExecutableCodeSignatureVerifier: "Cannot execute Get-AuthenticodeSignature, stderr: …".
    ({ message }) => /Cannot execute Get-AuthenticodeSignature/.test(message),
    () => t('update.errorWindowsSignatureCheck'),
  ],
  [
    // Squirrel.Mac, which installs on macOS, through Electron's autoUpdater.
    ({ message }) => /Could not get code signature for running application/i.test(message),
    () => t('update.errorMacUnsignedApp'),
    REFUSAL,
  ],
  [
    ({ message }) => /Code signature at URL .* did not pass validation/i.test(message),
    () => t('update.errorMacSignatureInvalid'),
    REFUSAL,
  ],
  [
    // Provider.parseUpdateInfo: "Cannot parse update info from latest.yml in the latest release artifacts
    // (…)"; GitHubProvider: "Cannot parse releases feed: …".
    ({ code, message }) =>
      code === 'ERR_UPDATER_INVALID_UPDATE_INFO' ||
      code === 'ERR_UPDATER_INVALID_RELEASE_FEED' ||
      /Cannot parse (update info|releases feed)/.test(message),
    () => t('update.errorFeedUnreadable'),
  ],
  [
    // AppUpdater: "This file could not be downloaded, or the latest version (from update server) does not
    // have a valid semver version: …".
    ({ code, message }) =>
      (code === 'ERR_UPDATER_INVALID_VERSION' && !/App version/.test(message)) ||
      /does not have a valid semver version/.test(message),
    () => t('update.errorFeedVersion'),
  ],
  [
    // Provider: "No files provided: …"; "Update info doesn't contain nor sha256 neither sha512 checksum: …".
    ({ code, message }) =>
      code === 'ERR_UPDATER_NO_FILES_PROVIDED' ||
      code === 'ERR_UPDATER_NO_CHECKSUM' ||
      /^No files provided/.test(message),
    ({ code }) =>
      code === 'ERR_UPDATER_NO_CHECKSUM' ? t('update.errorNoChecksum') : t('update.errorNoInstaller'),
  ],
  [
    // MacUpdater: "ZIP file not provided: …".
    ({ code, message }) => code === 'ERR_UPDATER_ZIP_FILE_NOT_FOUND' || /ZIP file not provided/.test(message),
    () => t('update.errorNoMacZip'),
  ],
  [
    // GenericProvider: 'Cannot find channel "latest-mac.yml" update info: …'.
    ({ code, message }) =>
      code === 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND' || /Cannot find channel "/.test(message),
    ({ message }) => {
      const feed = /Cannot find channel "([^"]+)"/.exec(message)?.[1];
      return feed ? t('update.errorNoFeedNamed', { feed }) : t('update.errorNoFeed');
    },
  ],
  [
    // HttpExecutor.doDownload: 'Cannot download "https://…/Dialdesk-1.4.0.AppImage", status 404: Not Found';
    // createHttpError: "404 Not Found\n…".
    ({ code, message }) =>
      code === 'HTTP_ERROR_404' ||
      code === 'HTTP_ERROR_410' ||
      /status 40[34]\b|status 410\b|^404 /.test(message),
    ({ message }) => {
      const file = fileNamed(message);
      return file ? t('update.errorMissingFile', { file }) : t('update.errorMissingFileUnnamed');
    },
  ],
  [
    ({ code, message }) => /^HTTP_ERROR_5\d\d$/.test(code) || /status 5\d\d\b|^5\d\d /.test(message),
    ({ message }) => {
      const match = /status (5\d\d)|^(5\d\d) /.exec(message);
      const status = match?.[1] ?? match?.[2];
      return status ? t('update.errorServerStatus', { status }) : t('update.errorServer');
    },
  ],
  [
    // Node (ENOTFOUND, ECONNREFUSED, …), Electron's net (net::ERR_…), HttpExecutor ("Request timed out").
    ({ code, message }) =>
      /^(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH)$/.test(code) ||
      /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|net::ERR_(NAME_NOT_RESOLVED|CONNECTION_|INTERNET_DISCONNECTED|NETWORK_CHANGED|TIMED_OUT|ADDRESS_UNREACHABLE|PROXY_CONNECTION_FAILED)|Request timed out|Request has been aborted by the server/.test(
        message,
      ),
    () => t('update.errorUnreachable'),
  ],
  [
    ({ code, message }) =>
      /^(CERT_|ERR_TLS_|UNABLE_TO_VERIFY|DEPTH_ZERO|SELF_SIGNED)/.test(code) ||
      /net::ERR_CERT_|certificate/i.test(message),
    () => t('update.errorCertificate'),
  ],
  [
    // AppImageUpdater: "APPIMAGE env is not defined" (ERR_UPDATER_OLD_FILE_NOT_FOUND).
    ({ code, message }) => code === 'ERR_UPDATER_OLD_FILE_NOT_FOUND' || /APPIMAGE env is not/.test(message),
    () => t('update.errorNotAppImage'),
  ],
  [({ code, message }) => code === 'ENOSPC' || /ENOSPC/.test(message), () => t('update.errorDiskFull')],
  [
    ({ code, message }) => code === 'EACCES' || code === 'EPERM' || /\b(EACCES|EPERM)\b/.test(message),
    () => t('update.errorCannotWrite'),
  ],
];

const matchOf = (failure: UpdaterFailure) => SENTENCES.find(([matches]) => matches(failure));

/**
 * Whether an error refuses the version itself (its signature, by Windows' check of the publisher or by
 * Squirrel.Mac), so that trying the same version again would only download it again to the same end.
 */
export const refusesVersion = (error: unknown): boolean => matchOf(failureOf(error))?.[2] === REFUSAL;

/** Whatever electron-updater rejected or emitted as 'error', as one sentence for the person at the desk. */
export function updaterErrorSentence(error: unknown): string {
  const failure = failureOf(error);
  const match = matchOf(failure);
  if (match) return match[1](failure);
  const firstLine = failure.message.split('\n')[0]?.trim() ?? '';
  const reason =
    firstLine.length > MAX_UNKNOWN_REASON_LENGTH
      ? `${firstLine.slice(0, MAX_UNKNOWN_REASON_LENGTH - 1)}…`
      : firstLine;
  return reason
    ? t('update.errorOther', { reason: reason.replace(/[.:]?$/, '.') })
    : t('update.errorNoReason');
}

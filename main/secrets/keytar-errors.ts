import { KeychainLockedError, KeychainUnavailableError } from './errors';

// keytar rejects with the platform's own message text; this is the only thing to classify by.
// Everything not matched here is treated as "unavailable", which covers e.g.
//   libsecret: "The name org.freedesktop.secrets was not provided by any .service files"
//   GLib:      "Cannot autolaunch D-Bus without X11 $DISPLAY", "Could not connect: No such file or directory"
//   macOS:     "A default keychain could not be found.", "No keychain is available. ..."
//   Windows:   "A specified logon session does not exist. It may already have been terminated."
const LOCKED_MESSAGES: readonly RegExp[] = [
  /locked collection/i, // libsecret: "Cannot create an item in a locked collection"
  /no such secret collection/i, // libsecret: no default keyring, e.g. its creation prompt was dismissed
  /cancel/i, // macOS "User canceled the operation.", libsecret/GIO "Operation was cancelled"
  /dismissed/i, // Secret Service prompt dismissed
  /user name or passphrase you entered is not correct/i, // macOS errSecAuthFailed
  /user interaction is not allowed/i, // macOS errSecInteractionNotAllowed: locked keychain, no UI allowed
  /access is denied/i, // Windows ERROR_ACCESS_DENIED
];

const REDACTED = '[redacted]';

/** The message of anything thrown, with every occurrence of `secret` blanked out. */
export function describeFailure(error: unknown, secret?: string): string {
  const message = error instanceof Error ? error.message : String(error);
  // keytar's messages do not contain the password, but this guarantees it whatever a platform says.
  return secret ? message.split(secret).join(REDACTED) : message;
}

/** Turns a keytar rejection into KeychainLockedError or KeychainUnavailableError, never leaking `secret`. */
export function toKeychainError(
  error: unknown,
  secret?: string,
): KeychainLockedError | KeychainUnavailableError {
  const detail = describeFailure(error, secret);
  return LOCKED_MESSAGES.some((pattern) => pattern.test(detail))
    ? new KeychainLockedError(detail)
    : new KeychainUnavailableError(detail);
}

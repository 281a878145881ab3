// Errors a SecretStore raises. Their messages reach the UI, so they say what the user can do, and they
// never contain a secret value. `code` is stable so the UI and IPC can branch on it without parsing text.

const UNAVAILABLE_HINTS: Partial<Record<NodeJS.Platform, string>> = {
  linux:
    'Install and start a Secret Service such as gnome-keyring (packages gnome-keyring and libsecret-1-0) ' +
    'or KWallet, then restart Dialdesk.',
  darwin: 'Open Keychain Access and make sure your login keychain exists, then restart Dialdesk.',
  win32:
    'Sign in to Windows with your own user account so that Windows Credential Manager is available, ' +
    'then restart Dialdesk.',
};

const LOCKED_HINTS: Partial<Record<NodeJS.Platform, string>> = {
  linux:
    'Unlock your keychain (the default "login" keyring, for example in Passwords and Keys or KWallet), ' +
    'accept the keychain prompt if one appears, and try again.',
  darwin: 'Unlock your login keychain in Keychain Access, allow Dialdesk access when asked, and try again.',
  win32: 'Unlock your keychain by signing in to Windows with your own user account, and try again.',
};

const GENERIC_UNAVAILABLE_HINT = 'Install or start the system keychain service, then restart Dialdesk.';
const GENERIC_LOCKED_HINT = 'Unlock your keychain, allow Dialdesk access when asked, and try again.';

/** No keychain can be reached: no Secret Service on the session bus, no session bus, or keytar did not load. */
export class KeychainUnavailableError extends Error {
  readonly code = 'keychain-unavailable';

  constructor(detail: string, platform: NodeJS.Platform = process.platform) {
    const hint = UNAVAILABLE_HINTS[platform] ?? GENERIC_UNAVAILABLE_HINT;
    super(
      `The system keychain is not available, so Dialdesk cannot store or read API keys. ${hint} (${detail})`,
    );
    this.name = 'KeychainUnavailableError';
  }
}

/** The keychain exists but refused: its collection is locked or the user dismissed the unlock prompt. */
export class KeychainLockedError extends Error {
  readonly code = 'keychain-locked';

  constructor(detail: string, platform: NodeJS.Platform = process.platform) {
    const hint = LOCKED_HINTS[platform] ?? GENERIC_LOCKED_HINT;
    super(
      `The system keychain is locked or refused access, so Dialdesk cannot use API keys. ${hint} (${detail})`,
    );
    this.name = 'KeychainLockedError';
  }
}

/** An API key that cannot be stored. The message describes the rule, never the rejected value. */
export class InvalidKeyError extends Error {
  readonly code = 'invalid-key';

  constructor(rule: string) {
    super(`This API key cannot be stored: ${rule}`);
    this.name = 'InvalidKeyError';
  }
}

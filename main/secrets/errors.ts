// Errors a SecretStore raises. Their messages reach the UI, so they say what the user can do, and they
// never contain a secret value. `code` is stable so the UI and IPC can branch on it without parsing text.
// Each is made when the keychain fails, so its sentences are in the language in use then.
import { type MessageKey, t } from '../../preload/shared/i18n/translate';

type HintKey = Extract<MessageKey, `secrets.${'unavailable' | 'locked'}Hint.${string}`>;

const UNAVAILABLE_HINTS: Partial<Record<NodeJS.Platform, HintKey>> = {
  linux: 'secrets.unavailableHint.linux',
  darwin: 'secrets.unavailableHint.mac',
  win32: 'secrets.unavailableHint.windows',
};

const LOCKED_HINTS: Partial<Record<NodeJS.Platform, HintKey>> = {
  linux: 'secrets.lockedHint.linux',
  darwin: 'secrets.lockedHint.mac',
  win32: 'secrets.lockedHint.windows',
};

/** No keychain can be reached: no Secret Service on the session bus, no session bus, or keytar did not load. */
export class KeychainUnavailableError extends Error {
  readonly code = 'keychain-unavailable';

  constructor(detail: string, platform: NodeJS.Platform = process.platform) {
    const hint = t(UNAVAILABLE_HINTS[platform] ?? 'secrets.unavailableHint.other');
    super(t('secrets.unavailable', { hint, detail }));
    this.name = 'KeychainUnavailableError';
  }
}

/** The keychain exists but refused: its collection is locked or the user dismissed the unlock prompt. */
export class KeychainLockedError extends Error {
  readonly code = 'keychain-locked';

  constructor(detail: string, platform: NodeJS.Platform = process.platform) {
    const hint = t(LOCKED_HINTS[platform] ?? 'secrets.lockedHint.other');
    super(t('secrets.locked', { hint, detail }));
    this.name = 'KeychainLockedError';
  }
}

/** An API key that cannot be stored. The message describes the rule, never the rejected value. */
export class InvalidKeyError extends Error {
  readonly code = 'invalid-key';

  /** `rule`: why, in the language in use ("it is empty."). */
  constructor(rule: string) {
    super(t('secrets.invalidKey', { rule }));
    this.name = 'InvalidKeyError';
  }
}

// Errors a SecretStore raises. Their messages reach the UI, so they say what the user can do, and they
// never contain a secret value. `code` is stable so the UI and IPC can branch on it without parsing text.
// Each is made when the keychain fails, so its sentences are in the language in use then.
import { type Phrase, type PhraseValue, phrase } from '../../preload/shared/i18n/phrase';
import type { MessageKey } from '../../preload/shared/i18n/translate';
import { PhrasedError } from '../errors/phrased-error';

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
export class KeychainUnavailableError extends PhrasedError {
  readonly code = 'keychain-unavailable';

  /** `detail`: what the keychain said, as it said it, or a sentence of Dialdesk's. */
  constructor(detail: PhraseValue, platform: NodeJS.Platform = process.platform) {
    const hint = phrase(UNAVAILABLE_HINTS[platform] ?? 'secrets.unavailableHint.other');
    super(phrase('secrets.unavailable', { hint, detail }));
    this.name = 'KeychainUnavailableError';
  }
}

/** The keychain exists but refused: its collection is locked or the user dismissed the unlock prompt. */
export class KeychainLockedError extends PhrasedError {
  readonly code = 'keychain-locked';

  /** `detail`: what the keychain said, as it said it. */
  constructor(detail: string, platform: NodeJS.Platform = process.platform) {
    const hint = phrase(LOCKED_HINTS[platform] ?? 'secrets.lockedHint.other');
    super(phrase('secrets.locked', { hint, detail }));
    this.name = 'KeychainLockedError';
  }
}

/** An API key that cannot be stored. The message describes the rule, never the rejected value. */
export class InvalidKeyError extends PhrasedError {
  readonly code = 'invalid-key';

  /** `rule`: why ("it is empty."). */
  constructor(rule: Phrase) {
    super(phrase('secrets.invalidKey', { rule }));
    this.name = 'InvalidKeyError';
  }
}

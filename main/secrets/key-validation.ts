import { InvalidKeyError } from './errors';

/** Longest API key accepted; well inside every keychain's limit (Windows allows 2560 bytes). */
export const MAX_KEY_LENGTH = 512;

// Control characters (line breaks, tabs, NUL, ...) are never part of a real key; they come from a
// sloppy paste and would break the HTTP header the key ends up in.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Throws InvalidKeyError unless `value` can be stored as an API key. */
export function assertValidKey(value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new InvalidKeyError('it must be text.');
  if (value === '') throw new InvalidKeyError('it is empty.');
  if (value.length > MAX_KEY_LENGTH) {
    throw new InvalidKeyError(`it is longer than ${MAX_KEY_LENGTH} characters.`);
  }
  if (CONTROL_CHARACTER.test(value)) {
    throw new InvalidKeyError('it contains control characters such as line breaks or tabs.');
  }
}

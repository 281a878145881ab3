export { InvalidKeyError, KeychainLockedError, KeychainUnavailableError } from './errors';
export { isUsableKey, MAX_KEY_LENGTH } from './key-validation';
export type { KeychainStoreOptions, KeytarLike } from './keychain-store';
export { createKeychainStore } from './keychain-store';
export { createMemoryStore } from './memory-store';
export type { KeyKind, KeyOwner, SecretKind, SecretStore } from './types';

// A real Secret Service whose default collection has been locked, as after a screen lock or reboot.
import { expect, it } from 'vitest';
import { createKeychainStore, KeychainLockedError } from '../../main/secrets';
import { startSecretService, useIsolatedKeychain } from '../support/secret-service';

/** One account at the one host its keys are bound to. */
const at = (account: string) => ({ account, origin: 'https://pbx.example.com' });

const SECRET = 'sk_live_TOPSECRET_locked';
const secretService = useIsolatedKeychain(startSecretService);

it('rejects storing a key with KeychainLockedError that asks to unlock, without the key', async () => {
  const store = createKeychainStore({ service: 'Dialdesk-test' });
  await store.set(at('007'), 'pbx', 'stored-while-unlocked');
  await secretService().lockDefaultCollection();

  const error = await store.set(at('007'), 'pbx', SECRET).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(KeychainLockedError);
  expect(error).toHaveProperty('code', 'keychain-locked');
  expect((error as Error).message).toMatch(/unlock your keychain/i);
  expect((error as Error).message).toContain('try again');
  expect((error as Error).message).not.toContain(SECRET);
});

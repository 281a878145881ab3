// A session bus with no Secret Service on it (and none that D-Bus could start): what a desktop without
// gnome-keyring or KWallet looks like to keytar.
import { expect, it } from 'vitest';
import { createKeychainStore, KeychainUnavailableError } from '../../main/secrets';
import { startPrivateSessionBus, useIsolatedKeychain } from '../support/secret-service';

/** One account at the one host its keys are bound to. */
const at = (account: string) => ({ account, origin: 'https://pbx.example.com' });

const SECRET = 'sk_live_TOPSECRET_unavailable';
useIsolatedKeychain(startPrivateSessionBus);

const store = createKeychainStore({ service: 'Dialdesk-test' });

it('rejects storing a key with KeychainUnavailableError that says what to install, without the key', async () => {
  const error = await store.set(at('007'), 'pbx', SECRET).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(KeychainUnavailableError);
  expect(error).toHaveProperty('code', 'keychain-unavailable');
  const { message } = error as Error;
  expect(message).toContain('gnome-keyring');
  expect(message).toContain('libsecret-1-0');
  expect(message).toContain('org.freedesktop.secrets');
  expect(message).not.toContain(SECRET);
});

it('rejects reading a key the same way rather than reporting it missing', async () => {
  await expect(store.get(at('007'), 'pbx')).rejects.toBeInstanceOf(KeychainUnavailableError);
  await expect(store.has(at('007'), 'pbx')).rejects.toBeInstanceOf(KeychainUnavailableError);
});

// The keychain store through the real keytar and libsecret against a real Secret Service: a throwaway
// gnome-keyring on a private session bus (see test/support/secret-service.ts), never the user's keychain.
import keytar from 'keytar';
import { describe, expect, it } from 'vitest';
import { createKeychainStore, type KeyKind, MAX_KEY_LENGTH } from '../../main/secrets';
import { startSecretService, useIsolatedKeychain } from '../support/secret-service';

const SERVICE = 'Dialdesk-test';
useIsolatedKeychain(startSecretService);

const store = createKeychainStore({ service: SERVICE });

describe('keychain store on a real Secret Service', () => {
  it.each<KeyKind>(['pbx', 'lookup'])('stores, reads, checks and deletes a %s key', async (kind) => {
    expect(await store.get('1001', kind)).toBeNull();
    expect(await store.has('1001', kind)).toBe(false);

    await store.set('1001', kind, `key-for-${kind}`);
    expect(await store.get('1001', kind)).toBe(`key-for-${kind}`);
    expect(await store.has('1001', kind)).toBe(true);

    expect(await store.delete('1001', kind)).toBe(true);
    expect(await store.get('1001', kind)).toBeNull();
    expect(await store.has('1001', kind)).toBe(false);
  });

  it("names its entries '<account>/<kind>-api-key' under its service", async () => {
    await store.set('007', 'lookup', 'named');
    expect(await keytar.getPassword(SERVICE, '007/lookup-api-key')).toBe('named');
    expect(await keytar.getPassword('Dialdesk', '007/lookup-api-key')).toBeNull();
    await store.delete('007', 'lookup');
  });

  it("keeps accounts '007' and '7' apart", async () => {
    await store.set('007', 'pbx', 'key-007');
    await store.set('7', 'pbx', 'key-7');
    expect(await store.get('007', 'pbx')).toBe('key-007');
    expect(await store.get('7', 'pbx')).toBe('key-7');

    await store.delete('7', 'pbx');
    expect(await store.get('007', 'pbx')).toBe('key-007');
    expect(await store.get('7', 'pbx')).toBeNull();
    await store.delete('007', 'pbx');
  });

  it('overwrites an existing key', async () => {
    await store.set('2002', 'pbx', 'old');
    await store.set('2002', 'pbx', 'new');
    expect(await store.get('2002', 'pbx')).toBe('new');
    await store.delete('2002', 'pbx');
  });

  it('reports false when deleting a key that does not exist', async () => {
    expect(await store.delete('3003', 'pbx')).toBe(false);
  });

  it(`round-trips a key of ${MAX_KEY_LENGTH} characters`, async () => {
    const longest = Array.from({ length: MAX_KEY_LENGTH }, (_, i) => 'Ab9-_.~x'[i % 8]).join('');
    await store.set('4004', 'lookup', longest);
    expect(await store.get('4004', 'lookup')).toBe(longest);
    await store.delete('4004', 'lookup');
  });
});

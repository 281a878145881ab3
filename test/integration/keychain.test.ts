// The keychain store through the real keytar and libsecret against a real Secret Service: a throwaway
// gnome-keyring on a private session bus (see test/support/secret-service.ts), never the user's keychain.
import keytar from 'keytar';
import { describe, expect, it } from 'vitest';
import { createKeychainStore, type KeyKind, MAX_KEY_LENGTH } from '../../main/secrets';
import { startSecretService, useIsolatedKeychain } from '../support/secret-service';

/** One account at the one host its keys are bound to. */
const at = (account: string) => ({ account, origin: 'https://pbx.example.com' });

const SERVICE = 'Dialdesk-test';
useIsolatedKeychain(startSecretService);

const store = createKeychainStore({ service: SERVICE });

describe('keychain store on a real Secret Service', () => {
  it.each<KeyKind>(['pbx', 'lookup'])('stores, reads, checks and deletes a %s key', async (kind) => {
    expect(await store.get(at('1001'), kind)).toBeNull();
    expect(await store.has(at('1001'), kind)).toBe(false);

    await store.set(at('1001'), kind, `key-for-${kind}`);
    expect(await store.get(at('1001'), kind)).toBe(`key-for-${kind}`);
    expect(await store.has(at('1001'), kind)).toBe(true);

    expect(await store.delete(at('1001'), kind)).toBe(true);
    expect(await store.get(at('1001'), kind)).toBeNull();
    expect(await store.has(at('1001'), kind)).toBe(false);
  });

  it("names its entries '<account>/<kind>-api-key@<origin>' under its service", async () => {
    await store.set(at('007'), 'lookup', 'named');
    expect(await keytar.getPassword(SERVICE, '007/lookup-api-key@https://pbx.example.com')).toBe('named');
    expect(await keytar.getPassword('Dialdesk', '007/lookup-api-key@https://pbx.example.com')).toBeNull();
    await store.delete(at('007'), 'lookup');
  });

  it('lists the origins a key is stored for, and binds a key stored before origins once', async () => {
    await keytar.setPassword(SERVICE, '5005/pbx-api-key', 'unbound');
    expect(await store.originsWithKey('5005', 'pbx')).toEqual([]);
    expect(await store.adoptUnbound(at('5005'), 'pbx')).toBe(true);
    expect(await keytar.getPassword(SERVICE, '5005/pbx-api-key')).toBeNull();
    expect(await store.get(at('5005'), 'pbx')).toBe('unbound');
    expect(await store.originsWithKey('5005', 'pbx')).toEqual(['https://pbx.example.com']);
    await store.delete(at('5005'), 'pbx');
  });

  it("keeps accounts '007' and '7' apart", async () => {
    await store.set(at('007'), 'pbx', 'key-007');
    await store.set(at('7'), 'pbx', 'key-7');
    expect(await store.get(at('007'), 'pbx')).toBe('key-007');
    expect(await store.get(at('7'), 'pbx')).toBe('key-7');

    await store.delete(at('7'), 'pbx');
    expect(await store.get(at('007'), 'pbx')).toBe('key-007');
    expect(await store.get(at('7'), 'pbx')).toBeNull();
    await store.delete(at('007'), 'pbx');
  });

  it('overwrites an existing key', async () => {
    await store.set(at('2002'), 'pbx', 'old');
    await store.set(at('2002'), 'pbx', 'new');
    expect(await store.get(at('2002'), 'pbx')).toBe('new');
    await store.delete(at('2002'), 'pbx');
  });

  it('reports false when deleting a key that does not exist', async () => {
    expect(await store.delete(at('3003'), 'pbx')).toBe(false);
  });

  it(`round-trips a key of ${MAX_KEY_LENGTH} characters`, async () => {
    const longest = Array.from({ length: MAX_KEY_LENGTH }, (_, i) => 'Ab9-_.~x'[i % 8]).join('');
    await store.set(at('4004'), 'lookup', longest);
    expect(await store.get(at('4004'), 'lookup')).toBe(longest);
    await store.delete(at('4004'), 'lookup');
  });
});

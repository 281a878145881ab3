// The secret stores without a real keychain: the memory store, and the keychain store over a fake keytar
// that fails with the messages real keytar produces on each platform.
import { describe, expect, it, vi } from 'vitest';
import {
  createKeychainStore,
  createMemoryStore,
  InvalidKeyError,
  KeychainLockedError,
  KeychainUnavailableError,
  type KeyKind,
  type KeytarLike,
  MAX_KEY_LENGTH,
  type SecretStore,
} from '../../main/secrets';
import { rejectionOf } from '../support/rejection';

/** One account at the one host its keys are bound to. */
const at = (account: string) => ({ account, origin: 'https://pbx.example.com' });

const SECRET = 'sk_live_TOPSECRET_4242';

/** A keytar that keeps entries in a Map, so tests can see exactly what reaches the keychain. */
function fakeKeytar() {
  const entries = new Map<string, string>();
  const key = (service: string, account: string) => `${service} | ${account}`;
  const keytar = {
    entries,
    getPassword: vi.fn(
      async (service: string, account: string) => entries.get(key(service, account)) ?? null,
    ),
    setPassword: vi.fn(async (service: string, account: string, password: string) => {
      entries.set(key(service, account), password);
    }),
    deletePassword: vi.fn(async (service: string, account: string) => entries.delete(key(service, account))),
    findCredentials: vi.fn(async (service: string) =>
      [...entries]
        .filter(([name]) => name.startsWith(`${service} | `))
        .map(([name, password]) => ({ account: name.slice(service.length + 3), password })),
    ),
  } satisfies KeytarLike & { entries: Map<string, string> };
  return keytar;
}

/** A keytar whose every call rejects with `message`, as the native module does. */
function failingKeytar(message: string): KeytarLike {
  const fail = async (): Promise<never> => {
    throw new Error(message);
  };
  return { getPassword: fail, setPassword: fail, deletePassword: fail, findCredentials: fail };
}

// The same behaviour is required of both stores; the keychain one runs over the in-memory fake keytar.
describe.each<[string, () => SecretStore]>([
  ['memory store', () => createMemoryStore()],
  ['keychain store', () => createKeychainStore({ loadKeytar: async () => fakeKeytar() })],
])('%s', (_name, createStore) => {
  it.each<KeyKind>(['pbx', 'lookup'])('stores, reads, checks and deletes a %s key', async (kind) => {
    const store = createStore();
    expect(await store.get(at('007'), kind)).toBeNull();
    expect(await store.has(at('007'), kind)).toBe(false);

    await store.set(at('007'), kind, SECRET);
    expect(await store.get(at('007'), kind)).toBe(SECRET);
    expect(await store.has(at('007'), kind)).toBe(true);

    expect(await store.delete(at('007'), kind)).toBe(true);
    expect(await store.get(at('007'), kind)).toBeNull();
    expect(await store.delete(at('007'), kind)).toBe(false);
  });

  it("keeps accounts '007' and '7' and the two kinds apart, and overwrites in place", async () => {
    const store = createStore();
    await store.set(at('007'), 'pbx', 'pbx-007');
    await store.set(at('7'), 'pbx', 'pbx-7');
    await store.set(at('007'), 'lookup', 'lookup-007');
    await store.set(at('007'), 'pbx', 'pbx-007-new');
    expect(await store.get(at('007'), 'pbx')).toBe('pbx-007-new');
    expect(await store.get(at('7'), 'pbx')).toBe('pbx-7');
    expect(await store.get(at('007'), 'lookup')).toBe('lookup-007');
    expect(await store.get(at('7'), 'lookup')).toBeNull();
  });

  it(`accepts a key of exactly ${MAX_KEY_LENGTH} characters`, async () => {
    const store = createStore();
    const longest = 'k'.repeat(MAX_KEY_LENGTH);
    await store.set(at('007'), 'pbx', longest);
    expect(await store.get(at('007'), 'pbx')).toBe(longest);
  });

  it.each([
    ['an empty key', ''],
    ['a key that is too long', `${SECRET}${'k'.repeat(MAX_KEY_LENGTH)}`],
    ['a key with a line break', `${SECRET}\n`],
    ['a key with a tab', `${SECRET}\tmore`],
    ['a key with a NUL', `${SECRET}\u0000`],
    ['a key that is not text', 42 as unknown as string],
    ['a key outside ASCII', `ключ-${SECRET}`],
    ['a key with U+2028', `${SECRET}\u2028`],
    ['a key with a space inside', `${SECRET} more`],
    ['a key with a DEL', `${SECRET}\u007f`],
  ])('rejects %s without echoing it', async (_what, value) => {
    const store = createStore();
    const error = await rejectionOf(store.set(at('007'), 'pbx', value));
    expect(error).toBeInstanceOf(InvalidKeyError);
    expect(error).toHaveProperty('code', 'invalid-key');
    expect(error.message).not.toContain(SECRET);
    expect(await store.has(at('007'), 'pbx')).toBe(false);
  });

  it('rejects a missing account id and an unknown kind', async () => {
    const store = createStore();
    await expect(store.set(at(''), 'pbx', SECRET)).rejects.toThrow(TypeError);
    await expect(store.get(at('007'), 'sip' as KeyKind)).rejects.toThrow(TypeError);
  });
  it('binds a key to its origin: the same account at another origin has none', async () => {
    const store = createStore();
    const other = { account: '007', origin: 'http://other.example' };
    await store.set(at('007'), 'pbx', SECRET);
    expect(await store.get(other, 'pbx')).toBeNull();
    expect(await store.has(other, 'pbx')).toBe(false);
    expect(await store.originsWithKey('007', 'pbx')).toEqual(['https://pbx.example.com']);
    expect(await store.originsWithKey('007', 'lookup')).toEqual([]);
    expect(await store.originsWithKey('7', 'pbx')).toEqual([]);
  });

  it('refuses an owner without a proper origin', async () => {
    const store = createStore();
    for (const origin of [
      '',
      'pbx.example.com',
      'https://pbx.example.com/app',
      'https://u@pbx.example.com',
    ]) {
      await expect(store.set({ account: '007', origin }, 'pbx', SECRET)).rejects.toThrow(TypeError);
    }
  });

  it('reports false when there is no unbound key to adopt', async () => {
    const store = createStore();
    expect(await store.adoptUnbound(at('007'), 'pbx')).toBe(false);
    expect(await store.has(at('007'), 'pbx')).toBe(false);
  });
});

describe.each<[string, (seed: Record<string, string>) => SecretStore]>([
  ['memory store', (seed) => createMemoryStore(seed)],
  [
    'keychain store',
    (seed) => {
      const keytar = fakeKeytar();
      for (const [name, value] of Object.entries(seed)) keytar.entries.set(`Dialdesk | ${name}`, value);
      return createKeychainStore({ loadKeytar: async () => keytar });
    },
  ],
])('%s with keys stored before keys were bound to origins', (_name, createSeeded) => {
  it('binds an unbound key to the given origin, once', async () => {
    const store = createSeeded({ '007/pbx-api-key': SECRET });
    expect(await store.get(at('007'), 'pbx')).toBeNull();
    expect(await store.adoptUnbound(at('007'), 'pbx')).toBe(true);
    expect(await store.get(at('007'), 'pbx')).toBe(SECRET);
    expect(await store.adoptUnbound({ account: '007', origin: 'http://127.0.0.1:9' }, 'pbx')).toBe(false);
    expect(await store.originsWithKey('007', 'pbx')).toEqual(['https://pbx.example.com']);
  });

  it('keeps a key already bound to that origin over the unbound one', async () => {
    const store = createSeeded({
      '007/lookup-api-key': 'older',
      '007/lookup-api-key@https://pbx.example.com': 'newer',
    });
    expect(await store.adoptUnbound(at('007'), 'lookup')).toBe(true);
    expect(await store.get(at('007'), 'lookup')).toBe('newer');
  });
});

describe('keychain store over keytar', () => {
  it("uses service 'Dialdesk' and one entry per account and kind, with the account id verbatim", async () => {
    const keytar = fakeKeytar();
    const store = createKeychainStore({ loadKeytar: async () => keytar });
    await store.set(at('007'), 'pbx', 'a');
    await store.set(at('007'), 'lookup', 'b');
    expect([...keytar.entries]).toEqual([
      ['Dialdesk | 007/pbx-api-key@https://pbx.example.com', 'a'],
      ['Dialdesk | 007/lookup-api-key@https://pbx.example.com', 'b'],
    ]);
  });

  it('uses the service name it is given', async () => {
    const keytar = fakeKeytar();
    await createKeychainStore({ service: 'Dialdesk-test', loadKeytar: async () => keytar }).set(
      at('7'),
      'pbx',
      'a',
    );
    expect(keytar.setPassword).toHaveBeenCalledWith(
      'Dialdesk-test',
      '7/pbx-api-key@https://pbx.example.com',
      'a',
    );
  });

  it('loads keytar on first use, once', async () => {
    const keytar = fakeKeytar();
    const loadKeytar = vi.fn(async () => keytar);
    const store = createKeychainStore({ loadKeytar });
    expect(loadKeytar).not.toHaveBeenCalled();
    await store.set(at('007'), 'pbx', 'a');
    await store.get(at('007'), 'pbx');
    expect(loadKeytar).toHaveBeenCalledTimes(1);
  });

  it('validates a key before touching the keychain', async () => {
    const keytar = fakeKeytar();
    await expect(
      createKeychainStore({ loadKeytar: async () => keytar }).set(at('007'), 'pbx', ''),
    ).rejects.toThrow(InvalidKeyError);
    expect(keytar.setPassword).not.toHaveBeenCalled();
  });

  it('turns a keytar that cannot be loaded into KeychainUnavailableError', async () => {
    const store = createKeychainStore({
      loadKeytar: async () => {
        throw new Error('libsecret-1.so.0: cannot open shared object file: No such file or directory');
      },
    });
    const error = await rejectionOf(store.set(at('007'), 'pbx', SECRET));
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    expect(error).toHaveProperty('code', 'keychain-unavailable');
    expect(error.message).toContain('keytar could not be loaded');
    expect(error.message).toContain('libsecret-1.so.0');
    expect(error.message).not.toContain(SECRET);
  });

  it.each([
    // Linux, libsecret and GLib
    ['The name org.freedesktop.secrets was not provided by any .service files', KeychainUnavailableError],
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', KeychainUnavailableError],
    ['Could not connect: No such file or directory', KeychainUnavailableError],
    ['Cannot create an item in a locked collection', KeychainLockedError],
    ['No such secret collection at path: /', KeychainLockedError],
    ['Prompt dismissed', KeychainLockedError],
    // macOS
    ['The user name or passphrase you entered is not correct.', KeychainLockedError],
    ['User canceled the operation.', KeychainLockedError],
    ['User interaction is not allowed.', KeychainLockedError],
    ['A default keychain could not be found.', KeychainUnavailableError],
    // Windows
    [
      'A specified logon session does not exist. It may already have been terminated.',
      KeychainUnavailableError,
    ],
    ['Access is denied.', KeychainLockedError],
    // Anything else
    ['Something nobody has seen before', KeychainUnavailableError],
  ])(
    'maps %j from every operation to %o, with the original message and without the secret',
    async (message, type) => {
      const store = createKeychainStore({ loadKeytar: async () => failingKeytar(message) });
      const errors = [
        await rejectionOf(store.set(at('007'), 'pbx', SECRET)),
        await rejectionOf(store.get(at('007'), 'pbx')),
        await rejectionOf(store.has(at('007'), 'pbx')),
        await rejectionOf(store.delete(at('007'), 'pbx')),
      ];
      for (const error of errors) {
        expect(error).toBeInstanceOf(type);
        expect(error.message).toContain(message);
        expect(error.message).not.toContain(SECRET);
      }
    },
  );

  describe('a locked Linux keyring, which answers reads as if it held nothing', () => {
    /** What libsecret does then: reads find nothing, a write is refused, a listing would crash keytar. */
    function lockedKeytar() {
      const keytar = fakeKeytar();
      keytar.entries.set(`Dialdesk | 007/pbx-api-key@https://pbx.example.com`, SECRET);
      keytar.getPassword.mockImplementation(async () => null);
      keytar.setPassword.mockImplementation(async () => {
        throw new Error('Cannot create an item in a locked collection');
      });
      keytar.findCredentials.mockImplementation(async () => {
        throw new Error('keytar would have crashed the process here');
      });
      return keytar;
    }

    it('says a key read as missing is locked away, and never lists entries', async () => {
      const keytar = lockedKeytar();
      const store = createKeychainStore({ loadKeytar: async () => keytar, platform: 'linux' });
      for (const refused of [
        await rejectionOf(store.get(at('007'), 'pbx')),
        await rejectionOf(store.has(at('007'), 'pbx')),
        await rejectionOf(store.originsWithKey('007', 'pbx')),
        await rejectionOf(store.adoptUnbound(at('007'), 'pbx')),
      ])
        expect(refused).toBeInstanceOf(KeychainLockedError);
      expect(keytar.findCredentials).not.toHaveBeenCalled();
    });

    it('an open one finds nothing as before, and its check leaves nothing behind', async () => {
      const keytar = fakeKeytar();
      const store = createKeychainStore({ loadKeytar: async () => keytar, platform: 'linux' });
      expect(await Promise.all([store.get(at('007'), 'pbx'), store.get(at('007'), 'lookup')])).toEqual([
        null,
        null,
      ]);
      expect(await store.originsWithKey('007', 'pbx')).toEqual([]);
      expect([...keytar.entries]).toEqual([]);
    });

    it('is not checked for elsewhere, where a locked keychain refuses reads itself', async () => {
      const keytar = lockedKeytar();
      const store = createKeychainStore({ loadKeytar: async () => keytar, platform: 'darwin' });
      expect(await store.get(at('007'), 'pbx')).toBeNull();
      expect(keytar.setPassword).not.toHaveBeenCalled();
    });
  });

  it('blanks the secret out of a keychain message that happens to contain it', async () => {
    const store = createKeychainStore({
      loadKeytar: async () => failingKeytar(`could not store "${SECRET}"`),
    });
    const error = await rejectionOf(store.set(at('007'), 'pbx', SECRET));
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    expect(error.message).toContain('could not store "[redacted]"');
    expect(error.message).not.toContain(SECRET);
  });
});

describe('keychain error messages', () => {
  it.each([
    ['linux', ['gnome-keyring', 'libsecret-1-0', 'KWallet', 'restart Dialdesk']],
    ['darwin', ['Keychain Access', 'restart Dialdesk']],
    ['win32', ['Credential Manager', 'restart Dialdesk']],
  ] as const)('say what to install or start on %s', (platform, phrases) => {
    const error = new KeychainUnavailableError('detail', platform);
    for (const phrase of phrases) expect(error.message).toContain(phrase);
  });

  it.each(['linux', 'darwin', 'win32'] as const)(
    'ask to unlock the keychain and try again on %s',
    (platform) => {
      const error = new KeychainLockedError('detail', platform);
      expect(error.message).toMatch(/unlock/i);
      expect(error.message).toContain('try again');
      expect(error.code).toBe('keychain-locked');
    },
  );
});

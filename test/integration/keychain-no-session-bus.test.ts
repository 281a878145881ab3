// No session bus at all and no display to autolaunch one: Dialdesk started from a plain console or SSH.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createKeychainStore, KeychainUnavailableError } from '../../main/secrets';

/** One account at the one host its keys are bound to. */
const at = (account: string) => ({ account, origin: 'https://pbx.example.com' });

const SECRET = 'sk_live_TOPSECRET_nobus';
let runtimeDir: string;

beforeAll(async () => {
  // GLib would otherwise find a bus at $XDG_RUNTIME_DIR/bus or autolaunch one on $DISPLAY.
  runtimeDir = await mkdtemp(join(tmpdir(), 'dialdesk-no-bus-'));
  process.env.XDG_RUNTIME_DIR = runtimeDir;
  delete process.env.DBUS_SESSION_BUS_ADDRESS;
  delete process.env.DISPLAY;
});
afterAll(() => rm(runtimeDir, { recursive: true, force: true }));

// Elsewhere keytar would reach the real macOS Keychain or Windows Credential Manager: never in a test.
it.skipIf(process.platform !== 'linux')(
  'rejects with KeychainUnavailableError that says what to install, without the key',
  async () => {
    const error = await createKeychainStore({ service: 'Dialdesk-test' })
      .set(at('007'), 'pbx', SECRET)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    const { message } = error as Error;
    expect(message).toContain('gnome-keyring');
    expect(message).toContain('Cannot autolaunch D-Bus without X11 $DISPLAY');
    expect(message).not.toContain(SECRET);
  },
);

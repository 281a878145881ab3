// A throwaway Secret Service for the keychain integration tests: a private D-Bus session bus in a temp
// folder, optionally with gnome-keyring on it. Nothing global is changed here: callers copy `env` into
// process.env before keytar is first used, and each vitest file runs in its own process, so the user's
// own session bus and keychain are never touched.

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const run = promisify(execFile);

/** Linux desktops talk to their keychain over D-Bus; only there can a test start a throwaway one. */
const SECRET_SERVICE_PLATFORM = process.platform === 'linux';

const STARTUP_TIMEOUT_MS = 15_000;
const SECRETS_BUS_NAME = 'org.freedesktop.secrets';

// No <servicedir> and no <standard_session_servicedirs/>: nothing can be started by D-Bus activation, so
// the only Secret Service on this bus is the one started below, and a bare bus really has none.
function busConfig(socketDir: string): string {
  return `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=${socketDir}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;
}

export interface PrivateSessionBus {
  address: string;
  /** DBUS_SESSION_BUS_ADDRESS plus HOME and XDG_* pointing into the temp folder. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface SecretService extends PrivateSessionBus {
  /** Locks the default collection, as the user's screen locker or a reboot would. */
  lockDefaultCollection(): Promise<void>;
}

interface Daemon {
  what: string;
  child: ChildProcess;
  stdout: string;
  stderr: string;
  spawnError?: Error;
}

/** Spawns a daemon and records its output and a spawn failure (such as not being installed). */
function startDaemon(command: string, args: string[], env: NodeJS.ProcessEnv): Daemon {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const daemon: Daemon = { what: command, child, stdout: '', stderr: '' };
  child.on('error', (error) => {
    daemon.spawnError = error;
  });
  // Writing to a daemon that died early fails with EPIPE; waitFor() reports the death itself.
  child.stdin?.on('error', () => undefined);
  child.stdout?.on('data', (chunk: Buffer) => {
    daemon.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    daemon.stderr += chunk.toString();
  });
  return daemon;
}

/** Polls `check` until it yields a value, rejecting if the daemon dies first or time runs out. */
async function waitFor<T>(daemon: Daemon, check: () => Promise<T | undefined>): Promise<T> {
  const { what, child } = daemon;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (daemon.spawnError) {
      throw new Error(`${what} could not be started (is it installed?): ${daemon.spawnError.message}`);
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}): ${daemon.stderr.trim()}`);
    }
    const result = await check();
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not become ready within ${STARTUP_TIMEOUT_MS} ms: ${daemon.stderr.trim()}`);
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Calls a D-Bus method with dbus-send and returns its printed reply. */
async function callBus(
  address: string,
  destination: string,
  objectPath: string,
  method: string,
  ...args: string[]
) {
  const { stdout } = await run('dbus-send', [
    `--bus=${address}`,
    `--dest=${destination}`,
    '--type=method_call',
    '--print-reply',
    objectPath,
    method,
    ...args,
  ]);
  return stdout;
}

async function busHasName(address: string, name: string): Promise<boolean> {
  const reply = await callBus(
    address,
    'org.freedesktop.DBus',
    '/org/freedesktop/DBus',
    'org.freedesktop.DBus.NameHasOwner',
    `string:${name}`,
  );
  return reply.includes('boolean true');
}

/** The environment the daemons run with: the caller's, minus anything pointing at a real session. */
function daemonEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DISPLAY, WAYLAND_DISPLAY, DBUS_SESSION_BUS_ADDRESS, GNOME_KEYRING_CONTROL, ...rest } = process.env;
  return { ...rest, ...env };
}

/** A private session bus on which no service at all is running or can be activated. */
export async function startPrivateSessionBus(): Promise<PrivateSessionBus> {
  const root = await mkdtemp(join(tmpdir(), 'dialdesk-bus-'));
  const folders = {
    HOME: join(root, 'home'),
    XDG_CONFIG_HOME: join(root, 'config'),
    XDG_DATA_HOME: join(root, 'data'),
    XDG_CACHE_HOME: join(root, 'cache'),
    XDG_RUNTIME_DIR: join(root, 'runtime'),
  };
  for (const folder of Object.values(folders)) await mkdir(folder, { recursive: true, mode: 0o700 });
  const configFile = join(root, 'bus.conf');
  await writeFile(configFile, busConfig(root));

  const bus = startDaemon(
    'dbus-daemon',
    [`--config-file=${configFile}`, '--nofork', '--print-address=1'],
    daemonEnv(folders),
  );
  const stop = async () => {
    await terminate(bus.child);
    await rm(root, { recursive: true, force: true });
  };
  try {
    // The address is printed as one line once the bus is listening.
    const address = await waitFor(bus, async () =>
      bus.stdout.includes('\n') ? bus.stdout.split('\n')[0] : undefined,
    );
    return { address, env: { ...folders, DBUS_SESSION_BUS_ADDRESS: address }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A private session bus with an unlocked gnome-keyring providing org.freedesktop.secrets. */
export async function startSecretService(): Promise<SecretService> {
  const bus = await startPrivateSessionBus();
  // --unlock reads the password of the new 'login' keyring from stdin; a random one nobody needs later.
  const keyring = startDaemon(
    'gnome-keyring-daemon',
    ['--foreground', '--unlock', '--components=secrets'],
    daemonEnv(bus.env),
  );
  keyring.child.stdin?.end(randomBytes(16).toString('hex'));
  const stop = async () => {
    await terminate(keyring.child);
    await bus.stop();
  };
  try {
    await waitFor(keyring, async () =>
      (await busHasName(bus.address, SECRETS_BUS_NAME)) ? true : undefined,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ...bus,
    stop,
    async lockDefaultCollection() {
      await callBus(
        bus.address,
        SECRETS_BUS_NAME,
        '/org/freedesktop/secrets',
        'org.freedesktop.Secret.Service.Lock',
        'array:objpath:/org/freedesktop/secrets/aliases/default',
      );
    },
  };
}

/**
 * Points this test file's process at a throwaway bus (and Secret Service) for the whole file and tears
 * it down afterwards. It runs before keytar's first call, which is when libsecret connects; each test
 * file runs in its own process, so the change ends with the file and never reaches the user's keychain.
 */
export function useIsolatedKeychain<Bus extends PrivateSessionBus>(start: () => Promise<Bus>): () => Bus {
  let bus: Bus | undefined;
  if (!SECRET_SERVICE_PLATFORM) {
    // macOS and Windows keep keys in their own keychain, which a test must never touch: these tests are
    // skipped there, and say so, rather than counted as passed.
    console.log(
      `SKIPPED: keychain tests need a private D-Bus Secret Service, which ${process.platform} lacks.`,
    );
    beforeEach((context) => context.skip());
  }
  beforeAll(async () => {
    if (!SECRET_SERVICE_PLATFORM) return;
    bus = await start();
    Object.assign(process.env, bus.env);
    delete process.env.DISPLAY;
  });
  afterAll(() => bus?.stop());
  return () => {
    if (!bus) throw new Error('the isolated keychain has not started');
    return bus;
  };
}

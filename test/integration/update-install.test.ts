// Updates end to end against update servers on 127.0.0.1, with the stock electron-updater (AppImageUpdater,
// and NsisUpdater and MacUpdater where the path makes them) running in Node: the installation's own
// files (resources/app-update.yml, disable-updates, the macOS executable) are read by update-setup.ts,
// and the shell's updates service (main/shell/updates.ts) drives the updater it made.
//
// What stands in for Electron: `electron` itself (electron-updater requires it for Squirrel.Mac's
// autoUpdater; any other use fails the test), the app (electron-updater's AppAdapter, in temp folders),
// and the network: Electron's net becomes Node's http, through electron-updater's own HttpExecutor base,
// and the https names the build was given (updates.test, elsewhere.test) lead to two loopback servers
// whose request logs the tests read.
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import Module from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  configureRequestOptions,
  configureRequestUrl,
  type DownloadOptions,
  HttpExecutor,
} from 'builder-util-runtime';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdatePolicy } from '../../main/policies/policies';
import type { Notice } from '../../main/shell/notifications';
import { updateSetup } from '../../main/shell/update-setup';
import {
  createNoChecks,
  createUpdates,
  type InstallationUpdates,
  type UpdaterLike,
} from '../../main/shell/updates';
import { CS_ADHOC, embeddedSignature, machO } from '../support/mach-o';

const FOLDER = 'https://updates.test/desktop/';
const INSTALLER = Buffer.from('#!/bin/sh\n# stand-in for a Dialdesk AppImage\n'.repeat(1_000));
const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');

/** A feed as electron-builder writes it, naming one installer (relative, or an address of any host). */
function feed(version: string, url = `Dialdesk-${version}.AppImage`): string {
  return `version: ${version}
files:
  - url: ${url}
    sha512: ${sha512(INSTALLER)}
    size: ${INSTALLER.length}
path: ${url}
sha512: ${sha512(INSTALLER)}
releaseDate: '2026-11-20T09:12:44.512Z'
releaseNotes: Faster lists.
`;
}

/** One loopback server: each path answers its replies in turn (the last one again), and keeps a log. */
class UpdateServer {
  readonly log: string[] = [];
  private readonly replies = new Map<string, (string | Buffer)[]>();
  private readonly server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    this.log.push(path);
    const queue = this.replies.get(path);
    const body = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (body === undefined) response.writeHead(404).end('Not Found');
    else response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  serve(path: string, ...bodies: (string | Buffer)[]): void {
    this.replies.set(path, bodies);
  }

  reset(): void {
    this.replies.clear();
    this.log.length = 0;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const publisher = new UpdateServer();
const stranger = new UpdateServer();
/** Where each https name the tests use leads, as DNS and TLS would in the app. */
const portOf = (hostname: string | null | undefined) =>
  hostname === 'updates.test' ? publisher.port : hostname === 'elsewhere.test' ? stranger.port : null;

/** Dialdesk's own read, through Node's fetch to the loopback server the name leads to. */
const fetchOverLoopback = (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input));
  const port = portOf(url.hostname);
  if (port === null) throw new Error(`no server for ${url.hostname} in this test`);
  return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, init);
};

/** electron-updater's ElectronHttpExecutor with Node's http where Electron's net would be. */
class LoopbackHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    const port = portOf(options.hostname);
    if (port === null) throw new Error(`no server for ${options.hostname} in this test`);
    return http.request({ ...options, protocol: 'http:', hostname: '127.0.0.1', port }, callback);
  }

  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

// `electron` for electron-updater: Squirrel.Mac's autoUpdater for MacUpdater, nothing else. Required
// through Node's loader, so it is answered there; node_modules/electron (which would download Electron) is
// never loaded.
const standInElectron = {
  autoUpdater: new EventEmitter(),
  get app(): never {
    throw new Error('electron.app is not used: the updater gets an AppAdapter');
  },
  get net(): never {
    throw new Error('electron.net is not used: the updater gets an HttpExecutor');
  },
};
const loader = Module as unknown as { _load(request: string, ...rest: unknown[]): unknown };
const load = loader._load;
let updaterModule: typeof import('electron-updater');

beforeAll(async () => {
  loader._load = function (request: string, ...rest: unknown[]) {
    return request === 'electron' ? standInElectron : load.call(this, request, ...rest);
  };
  updaterModule = await import('electron-updater');
  await publisher.start();
  await stranger.start();
});
afterAll(async () => {
  loader._load = load;
  await publisher.stop();
  await stranger.stop();
});

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'dialdesk-update-install-'));
});
afterEach(async () => {
  publisher.reset();
  stranger.reset();
  vi.unstubAllEnvs();
  await rm(work, { recursive: true, force: true, maxRetries: 3 });
});

interface Installation {
  version?: string;
  platform?: NodeJS.Platform;
  /** resources/app-update.yml as electron-builder wrote it; null: a build without an update address. */
  appUpdate?: string | null;
  env?: NodeJS.ProcessEnv;
  /** What the organisation's policies say of updates (UpdateChecks, UpdateAddress). */
  policy?: UpdatePolicy;
  /** The macOS main executable's bytes. */
  executable?: Buffer;
}

const APP_UPDATE = `provider: generic\nurl: ${FOLDER}\nupdaterCacheDirName: dialdesk-updater\n`;

/**
 * An installed Dialdesk (1.3.2 unless said) in a temp folder, read by update-setup.ts; on Linux it runs
 * from an AppImage. Each updater update-setup asks for is the stock class for the path, over the loopback.
 */
async function installed({
  version = '1.3.2',
  platform = 'linux',
  appUpdate = APP_UPDATE,
  env = {},
  policy = {},
  ...files
}: Installation = {}) {
  const resources = join(work, 'resources');
  const mount = join(work, 'mount');
  await mkdir(resources);
  await mkdir(mount);
  if (appUpdate !== null) await writeFile(join(resources, 'app-update.yml'), appUpdate);
  const executable = join(work, 'Dialdesk');
  if (files.executable) await writeFile(executable, files.executable);
  const appImage = join(work, 'Dialdesk-1.3.2.AppImage');
  // electron-updater reads APPIMAGE from the process itself.
  vi.stubEnv('APPIMAGE', appImage);
  const app: AppAdapter = {
    version,
    name: 'Dialdesk',
    isPackaged: true,
    appUpdateConfigPath: join(resources, 'app-update.yml'),
    userDataPath: join(work, 'user-data'),
    baseCachePath: join(work, 'cache'),
    whenReady: async () => undefined,
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  const made: NodeJS.Platform[] = [];
  const setup = await updateSetup(
    {
      packaged: true,
      resourcesDir: resources,
      version,
      platform,
      arch: 'x64',
      env: { APPIMAGE: appImage, APPDIR: mount, ...env },
      execPath: platform === 'darwin' ? executable : join(mount, 'dialdesk'),
      fetch: fetchOverLoopback,
      createUpdater: async (asked, folder) => {
        made.push(asked);
        const { AppImageUpdater, MacUpdater, NsisUpdater } = updaterModule;
        const Updater = { win32: NsisUpdater, darwin: MacUpdater }[asked as string] ?? AppImageUpdater;
        const updater = new Updater(undefined, app);
        updater.logger = null;
        Object.assign(updater, { httpExecutor: new LoopbackHttpExecutor() });
        // As the app's own factory does: electron-updater reads the folder Dialdesk's read asks.
        updater.setFeedURL({ provider: 'generic', url: folder.href });
        return updater;
      },
    },
    policy,
  );
  const notices: Notice[] = [];
  const notify = (notice: Notice) => notices.push(notice);
  const updates =
    setup?.mode === 'checks'
      ? createUpdates({
          ...setup,
          checkAutomatically: () => false,
          notify,
          openReleasePage: () => undefined,
          busy: () => null,
        })
      : createNoChecks(setup?.mode ?? 'development-run', notify);
  return { setup, updates, notices, made, downloads: join(work, 'cache', 'dialdesk-updater') };
}

/** The updater update-setup made, once its download or refusal has been said. */
const updaterOf = (setup: InstallationUpdates | undefined): UpdaterLike => {
  if (setup?.mode !== 'checks' || !setup.updater) throw new Error('no updater was made');
  return setup.updater;
};

const LATEST = '/desktop/latest-linux.yml';
const downloadsOf = (server: UpdateServer) => server.log.filter((path) => !path.endsWith('.yml'));

describe('on an AppImage, electron-updater reads the feed again and its answer passes the same rules', () => {
  it('the same answer twice: the installer is downloaded from the folder, checked, and offered for restart', async () => {
    publisher.serve(LATEST, feed('1.4.0'));
    publisher.serve('/desktop/Dialdesk-1.4.0.AppImage', INSTALLER);
    const { updates, notices, made } = await installed();
    expect(made).toEqual(['linux']);
    expect(await updates.checkNow({ notice: false })).toMatch(
      /^Dialdesk 1\.4\.0 is available: it is being downloaded/,
    );
    await vi.waitFor(() =>
      expect(notices.map((notice) => notice.title)).toEqual(['Restart to update to 1.4.0']),
    );
    expect(publisher.log).toEqual([LATEST, LATEST, '/desktop/Dialdesk-1.4.0.AppImage']);
    expect(stranger.log).toEqual([]);
  });

  it('a second answer naming a beta is refused: nothing is downloaded, and Dialdesk says why', async () => {
    publisher.serve(LATEST, feed('1.4.0'), feed('1.5.0-beta.1'), feed('1.4.0'));
    publisher.serve('/desktop/Dialdesk-1.5.0-beta.1.AppImage', INSTALLER);
    const { updates, notices, downloads } = await installed();
    await updates.checkNow({ notice: false });
    await vi.waitFor(() =>
      expect(notices).toEqual([
        {
          title: 'Dialdesk was not updated',
          body: [
            'The update server offers version 1.5.0-beta.1, a test version, but this Dialdesk takes only stable releases, so nothing was downloaded.',
          ],
        },
      ]),
    );
    expect(publisher.log).toEqual([LATEST, LATEST]);
    expect(await readdir(downloads).catch(() => [])).toEqual([]);
    // Asked again, the version is offered for download from the release page; nothing more is fetched.
    expect(await updates.checkNow({ notice: false })).toBe(
      'Dialdesk 1.4.0 is available: download it from the release page.',
    );
    expect(publisher.log).toEqual([LATEST, LATEST, LATEST]);
  });

  it('a second answer naming a file on another host is refused: nothing is asked of that host', async () => {
    const foreign = 'https://elsewhere.test/desktop/Dialdesk-1.4.0.AppImage';
    publisher.serve(LATEST, feed('1.4.0'), feed('1.4.0', foreign));
    stranger.serve('/desktop/Dialdesk-1.4.0.AppImage', INSTALLER);
    const { updates, notices } = await installed();
    await updates.checkNow({ notice: false });
    await vi.waitFor(() =>
      expect(notices).toEqual([
        {
          title: 'Dialdesk was not updated',
          body: [
            `The update feed names a file outside Dialdesk's update folder (${foreign}). Dialdesk downloads updates only from ${FOLDER}, so nothing was downloaded.`,
          ],
        },
      ]),
    );
    expect(stranger.log).toEqual([]);
    expect(downloadsOf(publisher)).toEqual([]);
  });

  it('a beta on the stable channel is offered by neither read', async () => {
    publisher.serve(LATEST, feed('1.4.0-beta.1'));
    publisher.serve('/desktop/Dialdesk-1.4.0-beta.1.AppImage', INSTALLER);
    const { setup, updates, notices } = await installed();
    // Dialdesk's read refuses it, so electron-updater is not even asked.
    expect(await updates.checkNow({ notice: false })).toBe(
      'The update server offers version 1.4.0-beta.1, a test version, but this Dialdesk takes only stable releases, so nothing was downloaded.',
    );
    expect(publisher.log).toEqual([LATEST]);
    // electron-updater asked directly (its stock code would take any newer version): not available.
    const result = await updaterOf(setup).checkForUpdates();
    expect(result?.isUpdateAvailable).toBe(false);
    expect(publisher.log).toEqual([LATEST, LATEST]);
    expect(notices.map((notice) => notice.title)).toEqual(['Dialdesk was not updated']);
  });

  it("a beta build reads its channel's feed with both reads, and takes a newer beta", async () => {
    const betaFeed = '/desktop/beta-linux.yml';
    publisher.serve(betaFeed, feed('1.4.0-beta.2'));
    publisher.serve('/desktop/Dialdesk-1.4.0-beta.2.AppImage', INSTALLER);
    const { updates, notices } = await installed({
      version: '1.4.0-beta.1',
      appUpdate: `${APP_UPDATE}channel: beta\n`,
    });
    await updates.checkNow({ notice: false });
    await vi.waitFor(() =>
      expect(notices.map((notice) => notice.title)).toEqual(['Restart to update to 1.4.0-beta.2']),
    );
    expect(publisher.log.filter((path) => path.endsWith('.yml'))).toEqual([betaFeed, betaFeed]);
  });
});

describe("the organisation's UpdateChecks policy, with a manual check", () => {
  it.each([
    ["with the build's own address", {}],
    ['with its own mirror too', { address: 'https://elsewhere.test/mirror/' }],
  ])(
    'turned off %s: no request at all, no updater, and the answer says the organisation manages updates',
    async (_what, address) => {
      publisher.serve(LATEST, feed('1.4.0'));
      publisher.serve('/desktop/Dialdesk-1.4.0.AppImage', INSTALLER);
      const { setup, updates, notices, made } = await installed({ policy: { checks: false, ...address } });
      expect(setup).toEqual({ mode: 'managed' });
      const answer =
        'Your organization manages updates on this computer: Dialdesk does not check for them itself.';
      expect(await updates.checkNow({ notice: true })).toBe(answer);
      updates.start();
      expect(notices).toEqual([{ title: 'Check for updates', body: [answer] }]);
      // electron-updater never made: nothing it downloaded before can be installed at quit.
      expect(made).toEqual([]);
      expect(publisher.log).toEqual([]);
    },
  );
});

describe("the organisation's UpdateAddress policy", () => {
  it("reads the feed and downloads the installer from the mirror, both reads, never the build's folder", async () => {
    stranger.serve('/mirror/latest-linux.yml', feed('1.4.0'));
    stranger.serve('/mirror/Dialdesk-1.4.0.AppImage', INSTALLER);
    publisher.serve(LATEST, feed('1.5.0'));
    const { setup, updates, notices } = await installed({
      policy: { address: 'https://elsewhere.test/mirror' },
    });
    expect(setup).toMatchObject({ mode: 'checks', path: 'install' });
    await updates.checkNow({ notice: false });
    await vi.waitFor(() =>
      expect(notices.map((notice) => notice.title)).toEqual(['Restart to update to 1.4.0']),
    );
    expect(stranger.log).toEqual([
      '/mirror/latest-linux.yml',
      '/mirror/latest-linux.yml',
      '/mirror/Dialdesk-1.4.0.AppImage',
    ]);
    expect(publisher.log).toEqual([]);
  });

  it('gives a build made without an address one to check, on the notice path where it names no publisher', async () => {
    stranger.serve('/mirror/latest.yml', feed('1.4.0', 'Dialdesk Setup 1.4.0.exe'));
    const { setup, updates, made } = await installed({
      appUpdate: null,
      platform: 'win32',
      policy: { address: 'https://elsewhere.test/mirror/' },
    });
    expect(setup).toMatchObject({ mode: 'checks', path: 'notice', updater: null });
    expect(made).toEqual([]);
    expect(await updates.checkNow({ notice: false })).toBe(
      'Dialdesk 1.4.0 is available: download it from the release page.',
    );
    expect(stranger.log).toEqual(['/mirror/latest.yml']);
  });
});

describe('a build without an update address', () => {
  it('makes no request and answers "This build does not check for updates"', async () => {
    publisher.serve(LATEST, feed('1.4.0'));
    const { setup, updates, made } = await installed({ appUpdate: null });
    expect(setup).toEqual({ mode: 'no-address' });
    expect(await updates.checkNow({ notice: false })).toBe(
      'This build does not check for updates: it was made without an update address.',
    );
    expect(made).toEqual([]);
    expect(publisher.log).toEqual([]);
  });
});

describe('Windows: only a build that names its publisher installs', () => {
  it("without publisherName (an unsigned build, whose installer electron-updater would not check): the notice's Download", async () => {
    publisher.serve('/desktop/latest.yml', feed('1.4.0', 'Dialdesk Setup 1.4.0.exe'));
    const { setup, updates, notices, made } = await installed({ platform: 'win32' });
    expect(setup).toMatchObject({ mode: 'checks', path: 'notice', updater: null });
    expect(made).toEqual([]);
    expect(await updates.checkNow({ notice: false })).toBe(
      'Dialdesk 1.4.0 is available: download it from the release page.',
    );
    expect(notices[0]).toMatchObject({
      title: 'Dialdesk 1.4.0 is available',
      actions: [{ label: 'Download' }],
    });
    expect(downloadsOf(publisher)).toEqual([]);
  });

  it('with publisherName: the install path, through NsisUpdater', async () => {
    const { setup, made } = await installed({
      platform: 'win32',
      appUpdate: `${APP_UPDATE}publisherName:\n  - Dialdesk Ltd\n`,
    });
    expect(setup).toMatchObject({ mode: 'checks', path: 'install' });
    expect(made).toEqual(['win32']);
    expect(updaterOf(setup)).toBeInstanceOf(updaterModule.NsisUpdater);
  });
});

describe('macOS: the install path needs a signature that is not ad hoc and names a team', () => {
  it("an ad-hoc signed executable: the notice's Download, no updater", async () => {
    publisher.serve('/desktop/latest-mac.yml', feed('1.4.0', 'Dialdesk-1.4.0-mac.zip'));
    const executable = machO({ signature: embeddedSignature({ flags: CS_ADHOC }) });
    const { setup, updates, made } = await installed({ platform: 'darwin', executable });
    expect(setup).toMatchObject({ mode: 'checks', path: 'notice', updater: null });
    expect(made).toEqual([]);
    expect(await updates.checkNow({ notice: false })).toBe(
      'Dialdesk 1.4.0 is available: download it from the release page.',
    );
    expect(downloadsOf(publisher)).toEqual([]);
  });

  it('an executable signed by a team: the install path, through MacUpdater', async () => {
    const executable = machO({ signature: embeddedSignature({ teamId: 'Q7X9B2K4LM' }) });
    const { setup, made } = await installed({ platform: 'darwin', executable });
    expect(setup).toMatchObject({ mode: 'checks', path: 'install' });
    expect(made).toEqual(['darwin']);
    expect(updaterOf(setup)).toBeInstanceOf(updaterModule.MacUpdater);
  });
});

it('never loads the electron package (whose index.js would download Electron)', () => {
  const cache = (Module as unknown as { _cache: Record<string, unknown> })._cache;
  expect(Object.keys(cache).filter((path) => /[\\/]node_modules[\\/]electron[\\/]/.test(path))).toEqual([]);
  expect(Object.keys(cache).some((path) => path.includes('electron-updater'))).toBe(true);
});

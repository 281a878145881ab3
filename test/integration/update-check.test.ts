// Dialdesk's update check over real loopback HTTP, against a folder served as electron-builder publishes
// one (installers beside latest*.yml): a newer version is offered with its notes, the same or an older one
// never, a prerelease never to a stable build, nor a file outside the folder, and a broken feed, a missing
// feed, a busy or an unreachable server are each answered in words. The download runs here through the
// HttpExecutor electron-updater is built on (builder-util-runtime, with Node's http where Electron's net
// would be; the whole stock updater runs in update-install.test.ts): a file whose SHA-512 is not the
// feed's fails with electron-updater's own error, which updaterErrorSentence words.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type ClientRequest, type RequestOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CancellationToken, configureRequestUrl, HttpExecutor } from 'builder-util-runtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseUpdateFeed } from '../../main/updates/feed';
import type { ReleaseRules } from '../../main/updates/release-rules';
import { checkForUpdate, type UpdateAnswer, type UpdateCheckOptions } from '../../main/updates/update-check';
import { updaterErrorSentence } from '../../main/updates/updater-errors';
import { closedPortUrl } from '../support/closed-port';

const INSTALLER = Buffer.from('#!/bin/sh\n# stand-in for Dialdesk-1.4.0.AppImage\n'.repeat(2_000));
const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');

/** latest-linux.yml as electron-builder 26 writes it for an AppImage and a deb. */
function linuxFeed(version: string, installerSha512 = sha512(INSTALLER)): string {
  return `version: ${version}
files:
  - url: Dialdesk-${version}.AppImage
    sha512: ${installerSha512}
    size: ${INSTALLER.length}
    blockMapSize: 1201
  - url: dialdesk_${version}_amd64.deb
    sha512: ${installerSha512}
    size: ${INSTALLER.length}
path: Dialdesk-${version}.AppImage
sha512: ${installerSha512}
releaseDate: '2026-11-20T09:12:44.512Z'
releaseNotes: |-
  <h2>Dialdesk ${version}</h2>
  <ul><li>Voicemail plays on the <b>default</b> speaker.</li><li>Fixed a crash after wake.</li></ul>
`;
}

interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

/** An update folder on 127.0.0.1: path → reply, set per test; it records what was asked for. */
let files = new Map<string, Reply>();
const requests: { path: string; headers: http.IncomingHttpHeaders }[] = [];
let server: http.Server;
let folder: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    const reply = files.get(path);
    if (!reply) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/octet-stream', ...reply.headers });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  folder = `http://127.0.0.1:${(server.address() as AddressInfo).port}/desktop/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  files = new Map();
  requests.length = 0;
});

/**
 * The loopback folder is plain http: an installed build accepts only an https folder
 * (app-update-config.ts), and these tests hand the rules in as that file's reader would have made them.
 */
const check = (
  overrides: Partial<Omit<UpdateCheckOptions, 'rules'>> & { rules?: Partial<ReleaseRules> } = {},
): Promise<UpdateAnswer> =>
  checkForUpdate({
    platform: 'linux',
    arch: 'x64',
    fetch: (url, init) => fetch(url, init),
    timeoutMs: 2_000,
    ...overrides,
    rules: { folder: new URL(folder), current: '1.3.2', channel: 'latest', ...overrides.rules },
  });

const publish = (version: string, feed = linuxFeed(version), channel = 'latest') => {
  files.set(`/desktop/${channel}-linux.yml`, { body: feed, headers: { 'content-type': 'text/yaml' } });
  files.set(`/desktop/Dialdesk-${version}.AppImage`, { body: INSTALLER });
};

describe('a newer version', () => {
  it('is offered with its notes as plain text and the release folder', async () => {
    publish('1.4.0');
    expect(await check()).toEqual({
      kind: 'available',
      version: '1.4.0',
      notes: 'Dialdesk 1.4.0\n\n- Voicemail plays on the default speaker.\n- Fixed a crash after wake.',
      releasePage: folder,
    });
  });

  it('is asked for once, never from a cache, under the feed name for the OS and CPU', async () => {
    publish('1.4.0');
    let init: RequestInit | undefined;
    await check({
      fetch: (url, options) => {
        init = options;
        return fetch(url, options);
      },
    });
    expect(requests.map((request) => request.path)).toEqual(['/desktop/latest-linux.yml']);
    expect(init?.cache).toBe('no-store');

    files.set('/desktop/latest-linux-arm64.yml', { body: linuxFeed('1.4.0') });
    files.set('/desktop/latest.yml', { body: linuxFeed('1.4.0') });
    files.set('/desktop/latest-mac.yml', { body: linuxFeed('1.4.0') });
    for (const [platform, arch] of [
      ['linux', 'arm64'],
      ['win32', 'x64'],
      ['darwin', 'arm64'],
    ] as const) {
      expect((await check({ platform, arch })).kind).toBe('available');
    }
    expect(requests.map((request) => request.path).slice(1)).toEqual([
      '/desktop/latest-linux-arm64.yml',
      '/desktop/latest.yml',
      '/desktop/latest-mac.yml',
    ]);
  });

  it('never offers a prerelease to a stable build, and says why when asked', async () => {
    for (const version of ['1.4.0-beta.1', '1.3.3-rc.1', '2.0.0-alpha.0']) {
      publish(version);
      expect(await check()).toEqual({
        kind: 'refused',
        version,
        message: `The update server offers version ${version}, a test version, but this Dialdesk takes only stable releases, so nothing was downloaded.`,
      });
    }
    publish('1.3.2+linux.7');
    expect(await check()).toEqual({ kind: 'up-to-date', current: '1.3.2' });
  });

  it("reads a beta build's own channel, beta-linux.yml, and offers it betas and stable releases", async () => {
    const beta = { rules: { channel: 'beta', current: '1.4.0-beta.1' } };
    publish('1.4.0-beta.2', linuxFeed('1.4.0-beta.2'), 'beta');
    expect(await check(beta)).toMatchObject({ kind: 'available', version: '1.4.0-beta.2' });
    publish('1.4.0', linuxFeed('1.4.0'), 'beta');
    expect(await check(beta)).toMatchObject({ kind: 'available', version: '1.4.0' });
    expect(requests.map((request) => request.path)).toEqual([
      '/desktop/beta-linux.yml',
      '/desktop/beta-linux.yml',
    ]);
  });

  it('refuses a feed that names a file outside the update folder', async () => {
    publish(
      '1.4.0',
      linuxFeed('1.4.0').replaceAll(
        'url: Dialdesk-1.4.0.AppImage',
        'url: https://elsewhere.example/Dialdesk-1.4.0.AppImage',
      ),
    );
    expect(await check()).toEqual({
      kind: 'refused',
      version: '1.4.0',
      message: `The update feed names a file outside Dialdesk's update folder (https://elsewhere.example/Dialdesk-1.4.0.AppImage). Dialdesk downloads updates only from ${folder}, so nothing was downloaded.`,
    });
  });
});

describe('no newer version', () => {
  it('the same version is up to date', async () => {
    publish('1.3.2');
    expect(await check()).toEqual({ kind: 'up-to-date', current: '1.3.2' });
  });

  it('an older version is never offered: no downgrade', async () => {
    publish('1.3.1');
    expect(await check()).toEqual({ kind: 'up-to-date', current: '1.3.2' });
    publish('0.9.0');
    expect(await check()).toEqual({ kind: 'up-to-date', current: '1.3.2' });
  });
});

describe('failures, each answered in words', () => {
  it('a feed that does not parse', async () => {
    publish('1.4.0', 'version: 1.4.0\nfiles:\n  - url: [Dialdesk-1.4.0.AppImage\n');
    const answer = await check();
    expect(answer).toMatchObject({ kind: 'failed' });
    expect(answer.kind === 'failed' && answer.message).toMatch(
      /^The update feed could not be read: it is not valid YAML \(.+\)\.$/,
    );
  });

  it('a feed without a version number, or without installers', async () => {
    publish('1.4.0', linuxFeed('1.4.0').replace('version: 1.4.0', 'version: latest'));
    expect(await check()).toEqual({
      kind: 'failed',
      message: 'The update feed could not be read: version is not a version number like 1.4.0.',
    });
    publish('1.4.0', "version: 1.4.0\nreleaseDate: '2026-11-20T09:12:44.512Z'\n");
    expect(await check()).toEqual({
      kind: 'failed',
      message: 'The update feed could not be read: it lists no installer files.',
    });
  });

  it('a login page where the feed should be', async () => {
    files.set('/desktop/latest-linux.yml', {
      body: '<!doctype html><title>Sign in</title><p>Sign in to use the Wi-Fi',
      headers: { 'content-type': 'text/html' },
    });
    expect(await check()).toEqual({
      kind: 'failed',
      message:
        'The update feed could not be read: it is not an update feed. Check the update server address.',
    });
  });

  it('a folder without the feed', async () => {
    expect(await check()).toEqual({
      kind: 'failed',
      message: `The update feed could not be read: 127.0.0.1:${new URL(folder).port} has no latest-linux.yml (HTTP 404). Check the update server address.`,
    });
  });

  it('a busy server, with its Retry-After for the schedule', async () => {
    files.set('/desktop/latest-linux.yml', { status: 503, headers: { 'retry-after': '3600' }, body: 'busy' });
    expect(await check()).toEqual({
      kind: 'failed',
      message: `Could not reach the update server: 127.0.0.1:${new URL(folder).port} answered HTTP 503 Service Unavailable.`,
      retryAfterMs: 3_600_000,
    });
  });

  it('a server that is not there', async () => {
    const nowhere = await closedPortUrl('/desktop/');
    const answer = await check({ rules: { folder: new URL(nowhere) } });
    expect(answer).toEqual({
      kind: 'failed',
      message: `Could not reach the update server: ${new URL(nowhere).host} refused the connection.`,
    });
  });

  it('a server that does not answer in time', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const host = `127.0.0.1:${(silent.address() as AddressInfo).port}`;
      expect(await check({ rules: { folder: new URL(`http://${host}/`) }, timeoutMs: 200 })).toEqual({
        kind: 'failed',
        message: `Could not reach the update server: ${host} did not answer within 0.2 s.`,
      });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('a feed far too large to be one', async () => {
    files.set('/desktop/latest-linux.yml', { body: Buffer.alloc(2_000_000, 'a') });
    const answer = await check();
    expect(answer.kind === 'failed' && answer.message).toMatch(
      /^The update feed could not be read: latest-linux\.yml is larger than 1,000,000 bytes/,
    );
  });
});

/**
 * electron-updater's ElectronHttpExecutor with Node's http in place of Electron's net: the same
 * builder-util-runtime HttpExecutor, whose download pipes the file through its DigestTransform (the
 * feed's SHA-512) before anything is installed.
 */
class NodeUpdaterHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: http.IncomingMessage) => void): ClientRequest {
    return http.request(options, callback);
  }

  download(url: URL, destination: string, sha512: string): Promise<string> {
    const cancellationToken = new CancellationToken();
    return cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: {} };
      configureRequestUrl(url, requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options: { sha512, cancellationToken },
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

describe("electron-updater's download checks the feed's SHA-512", () => {
  let downloads: string;
  beforeAll(async () => {
    downloads = await mkdtemp(join(tmpdir(), 'dialdesk-update-download-'));
  });
  afterAll(() => rm(downloads, { recursive: true, force: true }));

  const downloadFromFeed = async () => {
    const answer = await check();
    expect(answer.kind).toBe('available');
    const response = await fetch(new URL('latest-linux.yml', folder));
    const [file] = parseUpdateFeed(await response.text()).files;
    if (!file) throw new Error('the feed lists no file');
    const destination = join(downloads, file.url);
    return new NodeUpdaterHttpExecutor().download(new URL(file.url, folder), destination, file.sha512);
  };

  it('accepts a file that matches', async () => {
    publish('1.4.0');
    expect(existsSync(await downloadFromFeed())).toBe(true);
  });

  it('refuses one that does not, and the shell says so in words', async () => {
    publish('1.4.0', linuxFeed('1.4.0', sha512(Buffer.from('another build'))));
    const error = await downloadFromFeed().then(
      () => {
        throw new Error('the download was accepted');
      },
      (rejection: unknown) => rejection,
    );
    expect(error).toMatchObject({ code: 'ERR_CHECKSUM_MISMATCH' });
    expect((error as Error).message).toMatch(/^sha512 checksum mismatch, expected .+, got .+$/);
    expect(updaterErrorSentence(error)).toBe(
      'The update was not installed: the downloaded file does not match the SHA-512 hash the update feed gives for it, so it may have been damaged or tampered with on the way. It was deleted.',
    );
  });

  it('a missing installer is an unreachable file, in words', async () => {
    publish('1.4.0');
    files.delete('/desktop/Dialdesk-1.4.0.AppImage');
    const error = await downloadFromFeed().catch((rejection: unknown) => rejection);
    expect((error as Error).message).toMatch(
      /^Cannot download ".+Dialdesk-1\.4\.0\.AppImage", status 404: Not Found$/,
    );
    expect(updaterErrorSentence(error)).toMatch(/^The update was not installed: the update server has no /);
  });
});

// The update pieces that need no network: the feed's name and parsing, the release rules both reads of the
// feed pass, release notes as plain text, which installations install themselves (a folder the user may
// write in), and when the checks run.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedFileName, parseUpdateFeed, UpdateFeedError } from '../../main/updates/feed';
import {
  appImagePath,
  canWriteIn,
  type InstallFacts,
  installPath,
  readPackageType,
} from '../../main/updates/install-path';
import { MAX_RELEASE_NOTES_LENGTH, releaseNotesText } from '../../main/updates/release-notes';
import { judgeRelease, type ReleaseRules, releaseOfUpdateInfo } from '../../main/updates/release-rules';
import type { UpdateAnswer } from '../../main/updates/update-check';
import {
  CHECK_INTERVAL_JITTER_MS,
  CHECK_INTERVAL_MS,
  createUpdateSchedule,
  FIRST_CHECK_MAX_DELAY_MS,
  FIRST_CHECK_MIN_DELAY_MS,
  FIRST_RETRY_DELAY_MS,
} from '../../main/updates/update-schedule';
import { updaterErrorSentence } from '../../main/updates/updater-errors';
import { createFakeClock } from '../support/fake-clock';

/** A real base64 SHA-512 (of "Dialdesk-1.4.0.AppImage"), as electron-builder writes them. */
const SHA512 = 'e/lPAdVE90xX+55PbMwJgF/NQSlZtXnenejeV+Hp79dCYCBxbuKxgLrtU+345u6DFBjAzB5RFmPTyVmZE0N52A==';

/** latest-linux.yml as electron-builder 26 writes it. */
const LINUX_FEED = `version: 1.4.0
files:
  - url: Dialdesk-1.4.0.AppImage
    sha512: ${SHA512}
    size: 104857600
    blockMapSize: 109034
  - url: dialdesk_1.4.0_amd64.deb
    sha512: ${SHA512}
    size: 73400320
path: Dialdesk-1.4.0.AppImage
sha512: ${SHA512}
releaseDate: '2026-11-20T09:12:44.512Z'
releaseNotes: |-
  ## What's new
  - **Voicemail** plays on the desk's default speaker.
`;

const feedError = (text: string) => {
  try {
    parseUpdateFeed(text);
  } catch (error) {
    return error;
  }
  throw new Error('the feed was accepted');
};

describe('feedFileName', () => {
  it.each([
    ['win32', 'x64', 'latest.yml'],
    ['win32', 'arm64', 'latest.yml'],
    ['darwin', 'x64', 'latest-mac.yml'],
    ['darwin', 'arm64', 'latest-mac.yml'],
    ['linux', 'x64', 'latest-linux.yml'],
    ['linux', 'arm64', 'latest-linux-arm64.yml'],
    ['linux', 'armv7l', 'latest-linux-armv7l.yml'],
  ] as const)('%s %s reads %s', (platform, arch, name) => {
    expect(feedFileName(platform, arch, 'latest')).toBe(name);
  });

  it.each([
    ['win32', 'x64', 'beta.yml'],
    ['darwin', 'arm64', 'beta-mac.yml'],
    ['linux', 'x64', 'beta-linux.yml'],
    ['linux', 'arm64', 'beta-linux-arm64.yml'],
  ] as const)(
    "a beta build on %s %s reads its channel's %s, as electron-builder writes it",
    (platform, arch, name) => {
      expect(feedFileName(platform, arch, 'beta')).toBe(name);
    },
  );
});

describe('parseUpdateFeed', () => {
  it("reads electron-builder's feed: version, date, notes and every file", () => {
    expect(parseUpdateFeed(LINUX_FEED)).toEqual({
      version: '1.4.0',
      releaseDate: '2026-11-20T09:12:44.512Z',
      releaseNotes: "## What's new\n- **Voicemail** plays on the desk's default speaker.",
      files: [
        { url: 'Dialdesk-1.4.0.AppImage', sha512: SHA512, size: 104857600 },
        { url: 'dialdesk_1.4.0_amd64.deb', sha512: SHA512, size: 73400320 },
      ],
    });
  });

  it('keeps an unquoted date as text, and reads a feed without notes', () => {
    const feed = parseUpdateFeed(
      `version: 2.0.0\nfiles:\n  - url: a.exe\n    sha512: ${SHA512}\nreleaseDate: 2026-11-20T09:12:44Z\n`,
    );
    expect(feed).toEqual({
      version: '2.0.0',
      releaseDate: '2026-11-20T09:12:44Z',
      releaseNotes: null,
      files: [{ url: 'a.exe', sha512: SHA512, size: null }],
    });
  });

  it('reads a feed from before `files`: one installer at the top level', () => {
    expect(
      parseUpdateFeed(`version: 1.0.1\npath: Dialdesk Setup 1.0.1.exe\nsha512: ${SHA512}\n`).files,
    ).toEqual([{ url: 'Dialdesk Setup 1.0.1.exe', sha512: SHA512, size: null }]);
  });

  it('joins notes given as a list of releases', () => {
    const feed = parseUpdateFeed(
      `version: 1.4.0\nfiles: [{url: a.exe, sha512: '${SHA512}'}]\nreleaseNotes:\n  - version: 1.4.0\n    note: Faster.\n  - version: 1.3.9\n    note: null\n`,
    );
    expect(feed.releaseNotes).toBe('1.4.0\nFaster.\n\n1.3.9\n');
  });

  it.each([
    [
      'text that is not YAML',
      'version: [1.4.0\n',
      /^The update feed could not be read: it is not valid YAML \(.+ on line \d+\)\.$/,
    ],
    [
      'an HTML page',
      '<!doctype html><html><body>Sign in to the Wi-Fi</body></html>',
      /it is not an update feed\. Check the update server address\.$/,
    ],
    ['an empty file', '', /it is not an update feed/],
    ['no version', `files:\n  - url: a.exe\n    sha512: ${SHA512}\n`, /: version is missing\.$/],
    [
      'a version that is not one',
      `version: soon\nfiles:\n  - url: a.exe\n    sha512: ${SHA512}\n`,
      /: version is not a version number like 1\.4\.0\.$/,
    ],
    ['no files', 'version: 1.4.0\n', /: it lists no installer files\.$/],
    ['an empty file list', 'version: 1.4.0\nfiles: []\n', /: it lists no installer files\.$/],
    [
      'a hash that is not SHA-512',
      'version: 1.4.0\nfiles:\n  - url: a.exe\n    sha512: abc\n',
      /: files\[0\]\.sha512 is not a base64 SHA-512 hash\.$/,
    ],
    [
      'a file without a hash',
      'version: 1.4.0\nfiles:\n  - url: a.exe\n',
      /: files\[0\]\.sha512 is missing\.$/,
    ],
    [
      'a negative size',
      `version: 1.4.0\nfiles:\n  - url: a.exe\n    sha512: ${SHA512}\n    size: -1\n`,
      /: files\[0\]\.size /,
    ],
  ])('refuses %s with a sentence', (_what, text, message) => {
    const error = feedError(text);
    expect(error).toBeInstanceOf(UpdateFeedError);
    expect((error as Error).message).toMatch(/^The update feed could not be read: /);
    expect((error as Error).message).toMatch(message);
  });
});

describe('releaseNotesText', () => {
  it('is empty without notes', () => {
    expect(releaseNotesText(null)).toBe('');
    expect(releaseNotesText('  \n ')).toBe('');
  });

  it('turns HTML into lines of text, entities decoded, scripts and styles dropped', () => {
    const html =
      '<h2>What&#39;s new</h2><style>p{color:red}</style><ul><li>Calls &amp; voicemail</li><li>Faster <b>lookups</b></li></ul>' +
      '<p>Fixed a crash&nbsp;on &lt;wake&gt;.<br>See <a href="https://example.com/notes">the notes</a>.</p><script>alert(1)</script>';
    expect(releaseNotesText(html)).toBe(
      "What's new\n\n- Calls & voicemail\n- Faster lookups\n\nFixed a crash on <wake>.\nSee the notes.",
    );
  });

  it("drops Markdown's markup and keeps its words", () => {
    const markdown = [
      '## 1.4.0 ##',
      '',
      '* **Voicemail** plays on the _default_ speaker',
      '+ `tel:` links open the `confirm` window',
      '- See [the release page](https://example.com/releases/1.4.0) or <https://example.com>',
      '> Quoted ~~old~~ text',
      '',
      '---',
      '```sh',
      'npm run dist',
      '```',
      '![screenshot](shot.png) keeps snake_case_names and 2 * 3 * 4',
      '[ref]: https://example.com/ref',
    ].join('\n');
    expect(releaseNotesText(markdown)).toBe(
      [
        '1.4.0',
        '',
        '- Voicemail plays on the default speaker',
        '- tel: links open the confirm window',
        '- See the release page or https://example.com',
        'Quoted old text',
        '',
        'npm run dist',
        'screenshot keeps snake_case_names and 2 * 3 * 4',
      ].join('\n'),
    );
  });

  it('drops control characters and characters that reorder or hide words, as notifications do', () => {
    expect(releaseNotesText('Fixed\u0007 the \u202Ecrash\u202C in\u200B calls\r\nand\tmore\u0000')).toBe(
      'Fixed the crash in calls\nand more',
    );
    // An entity cannot smuggle one back in.
    expect(releaseNotesText('a&#x202E;b&#0;c&#xD800;d')).toBe('abcd');
  });

  it(`is cut to ${MAX_RELEASE_NOTES_LENGTH} characters, ending in …`, () => {
    const text = releaseNotesText('word '.repeat(1_000));
    expect([...text]).toHaveLength(MAX_RELEASE_NOTES_LENGTH);
    expect(text.endsWith('…')).toBe(true);
    expect(releaseNotesText('short')).toBe('short');
  });

  it('reads only the start of notes of any size, so unclosed markup cannot make it slow', () => {
    const started = performance.now();
    const text = releaseNotesText(`${'<script '.repeat(200_000)}${'**a '.repeat(200_000)}`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect([...text].length).toBeLessThanOrEqual(MAX_RELEASE_NOTES_LENGTH);
  });
});

describe('judgeRelease: what either read of the feed may offer', () => {
  const FOLDER = 'https://updates.example.com/dialdesk/';
  const rules = (overrides: Partial<ReleaseRules> = {}): ReleaseRules => ({
    folder: new URL(FOLDER),
    current: '1.3.2',
    channel: 'latest',
    ...overrides,
  });
  const judge = (
    version: string,
    overrides: Partial<ReleaseRules> = {},
    files = [`Dialdesk-${version}.AppImage`],
  ) => judgeRelease({ version, files }, rules(overrides));

  it('offers a strictly newer stable version whose files lie in the update folder', () => {
    expect(judge('1.4.0')).toEqual({ offered: true });
    expect(judge('1.3.3', {}, ['Dialdesk-1.3.3.AppImage', 'dialdesk_1.3.3_amd64.deb'])).toEqual({
      offered: true,
    });
  });

  it('never offers the same or an older version, and says so for a second read', () => {
    for (const version of ['1.3.2', '1.3.1', '0.9.0', '1.3.2+linux.7']) {
      expect(judge(version)).toEqual({
        offered: false,
        reason: 'not-newer',
        message: `The update server answered a second time with version ${version}, which is not newer than this Dialdesk (1.3.2), so nothing was downloaded.`,
      });
    }
  });

  it.each(['1.4.0-beta.1', '1.3.3-rc.1', '2.0.0-alpha.0'])(
    'never offers the prerelease %s to a desk on the stable channel',
    (version) => {
      expect(judge(version)).toEqual({
        offered: false,
        reason: 'channel',
        message: `The update server offers version ${version}, a test version, but this Dialdesk takes only stable releases, so nothing was downloaded.`,
      });
    },
  );

  it("offers a prerelease desk its own channel's releases and steadier ones, never less steady ones", () => {
    const offered = (channel: string, current: string) =>
      ['2.0.0-alpha.1', '2.0.0-beta.1', '2.0.0-rc.1', '2.0.0'].filter(
        (version) => judge(version, { channel, current }).offered,
      );
    expect(offered('beta', '1.4.0-beta.1')).toEqual(['2.0.0-beta.1', '2.0.0']);
    expect(offered('alpha', '1.4.0-alpha.3')).toEqual(['2.0.0-alpha.1', '2.0.0-beta.1', '2.0.0']);
    expect(offered('rc', '1.4.0-rc.1')).toEqual(['2.0.0-rc.1', '2.0.0']);
    expect(judge('2.0.0-alpha.1', { channel: 'beta', current: '1.4.0-beta.1' })).toMatchObject({
      message:
        'The update server offers version 2.0.0-alpha.1, which is not on the beta channel this Dialdesk follows, so nothing was downloaded.',
    });
  });

  it.each([
    ['another host', 'https://elsewhere.example/Dialdesk-1.4.0.AppImage'],
    ['another host, scheme-relative', '//elsewhere.example/dialdesk/Dialdesk-1.4.0.AppImage'],
    ['the same host over http', 'http://updates.example.com/dialdesk/Dialdesk-1.4.0.AppImage'],
    ['the same host on another port', 'https://updates.example.com:8443/dialdesk/Dialdesk-1.4.0.AppImage'],
    [
      "another folder on the same host (another publisher's, on a shared host)",
      '/other/Dialdesk-1.4.0.AppImage',
    ],
    ['a way up out of the folder', '../other/Dialdesk-1.4.0.AppImage'],
    ['a way up, percent-encoded', '%2e%2e/other/Dialdesk-1.4.0.AppImage'],
    ['a way up, with backslashes', '..\\other\\Dialdesk-1.4.0.AppImage'],
    ['a file: address', 'file:///tmp/Dialdesk-1.4.0.AppImage'],
  ])('refuses a file address outside the update folder: %s', (_what, address) => {
    const verdict = judge('1.4.0', {}, ['Dialdesk-1.4.0.AppImage', address]);
    expect(verdict).toMatchObject({ offered: false, reason: 'elsewhere' });
    expect(verdict.offered === false && verdict.message).toMatch(
      /^The update feed names a file outside Dialdesk's update folder \(.+\)\. Dialdesk downloads updates only from https:\/\/updates\.example\.com\/dialdesk\/, so nothing was downloaded\.$/,
    );
  });

  it('takes file names relative to the folder, in subfolders, and absolute addresses inside it', () => {
    expect(
      judge('1.4.0', {}, [
        'Dialdesk Setup 1.4.0.exe',
        './1.4.0/Dialdesk-1.4.0.AppImage',
        `${FOLDER}Dialdesk-1.4.0-mac.zip`,
        'Dialdesk-1.4.0.AppImage?download=1',
      ]),
    ).toEqual({ offered: true });
  });

  it('cuts a long address in its sentence', () => {
    const verdict = judge('1.4.0', {}, [`https://elsewhere.example/${'a'.repeat(5_000)}`]);
    expect(verdict.offered === false && verdict.message.length).toBeLessThan(400);
  });
});

describe("releaseOfUpdateInfo: electron-updater's read, as the rules see it", () => {
  const info = (fields: Record<string, unknown>) =>
    ({ version: '1.4.0', releaseDate: '', ...fields }) as unknown as Parameters<
      typeof releaseOfUpdateInfo
    >[0];

  it('names every file electron-updater could download: the files, else the old top-level path, and packages', () => {
    expect(
      releaseOfUpdateInfo(
        info({ files: [{ url: 'a.AppImage' }, { url: 'b.deb' }], path: 'ignored.AppImage' }),
      ),
    ).toEqual({ version: '1.4.0', files: ['a.AppImage', 'b.deb'] });
    expect(releaseOfUpdateInfo(info({ files: [], path: 'old.AppImage' }))).toEqual({
      version: '1.4.0',
      files: ['old.AppImage'],
    });
    expect(
      releaseOfUpdateInfo(
        info({
          files: [{ url: 'Dialdesk Web Setup.exe' }],
          packages: { x64: { path: 'https://elsewhere.example/x64.7z' } },
        }),
      ).files,
    ).toEqual(['Dialdesk Web Setup.exe', 'https://elsewhere.example/x64.7z']);
  });

  it('takes nothing for the type it claims', () => {
    expect(releaseOfUpdateInfo(info({ files: 'a.AppImage' })).files).toEqual([]);
    expect(releaseOfUpdateInfo(info({ files: [null, { url: 7 }, 'x'] })).files).toEqual(['7']);
  });
});

describe("canWriteIn: whether the user may write in the installation's folder", () => {
  it('is true in a folder of its own, and leaves nothing there', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dialdesk-install-'));
    try {
      expect(canWriteIn(folder)).toBe(true);
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
  it('is false where no file can be made', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dialdesk-install-'));
    try {
      await writeFile(join(folder, 'Dialdesk.exe'), '');
      expect(canWriteIn(join(folder, 'missing'))).toBe(false);
      expect(canWriteIn(join(folder, 'Dialdesk.exe'))).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('installPath: which installations install updates themselves', () => {
  const facts = (overrides: Partial<InstallFacts>): InstallFacts => ({
    platform: 'linux',
    packageType: null,
    appImage: undefined,
    windowsPublisherNamed: false,
    windowsFolderWritable: true,
    macSignature: 'unsigned',
    ...overrides,
  });
  it.each<[string, Partial<InstallFacts>, 'install' | 'notice']>([
    [
      'a signed Windows build (NSIS, per user), its publisher named',
      { platform: 'win32', windowsPublisherNamed: true },
      'install',
    ],
    ['an unsigned Windows build, without a publisher name', { platform: 'win32' }, 'notice'],
    [
      'a per-machine Windows install (/allusers): the user cannot write in its folder',
      { platform: 'win32', windowsPublisherNamed: true, windowsFolderWritable: false },
      'notice',
    ],
    ['a macOS build signed by a team', { platform: 'darwin', macSignature: 'team' }, 'install'],
    ['an unsigned macOS build', { platform: 'darwin', macSignature: 'unsigned' }, 'notice'],
    ['an ad-hoc signed macOS build', { platform: 'darwin', macSignature: 'ad-hoc' }, 'notice'],
    ['a macOS build signed without a Team ID', { platform: 'darwin', macSignature: 'no-team' }, 'notice'],
    [
      'a macOS build whose executable could not be read',
      { platform: 'darwin', macSignature: 'unreadable' },
      'notice',
    ],
    ['an AppImage', { appImage: '/home/ana/Apps/Dialdesk-1.3.2.AppImage' }, 'install'],
    [
      "an AppImage carrying the deb's package-type (built beside it)",
      { appImage: '/home/ana/Apps/Dialdesk-1.3.2.AppImage', packageType: 'deb' },
      'install',
    ],
    ['a deb', { packageType: 'deb' }, 'notice'],
    ['an rpm', { packageType: 'rpm' }, 'notice'],
    ['a pacman package', { packageType: 'pacman' }, 'notice'],
    ['an unknown Linux installation (unpacked, tar.gz)', {}, 'notice'],
    ['an empty APPIMAGE', { appImage: '' }, 'notice'],
    [
      'another OS',
      { platform: 'freebsd', appImage: '/x.AppImage', macSignature: 'team', windowsPublisherNamed: true },
      'notice',
    ],
  ])('%s: %s', (_what, overrides, path) => {
    expect(installPath(facts(overrides))).toBe(path);
  });
});

describe('appImagePath', () => {
  const env = { APPIMAGE: '/home/ana/Apps/Dialdesk.AppImage', APPDIR: '/tmp/.mount_DialdeXyZ' };
  it('is APPIMAGE when this executable runs from the AppImage mount', () => {
    expect(appImagePath(env, '/tmp/.mount_DialdeXyZ/dialdesk')).toBe('/home/ana/Apps/Dialdesk.AppImage');
  });
  it("is nothing for a deb started from another AppImage's terminal (inherited variables)", () => {
    expect(appImagePath(env, '/opt/Dialdesk/dialdesk')).toBeUndefined();
    expect(appImagePath(env, '/tmp/.mount_DialdeXyZ-other/dialdesk')).toBeUndefined();
  });
  it('is nothing without both variables', () => {
    expect(appImagePath({ APPIMAGE: env.APPIMAGE }, '/tmp/.mount_DialdeXyZ/dialdesk')).toBeUndefined();
    expect(appImagePath({}, '/opt/Dialdesk/dialdesk')).toBeUndefined();
  });
});

describe('readPackageType', () => {
  const reader = (files: Record<string, string>) => (path: string) => {
    const text = files[path];
    if (text === undefined)
      throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
    return text;
  };
  it("reads electron-builder's resources/package-type", () => {
    expect(
      readPackageType('/opt/Dialdesk/resources', reader({ '/opt/Dialdesk/resources/package-type': 'deb' })),
    ).toBe('deb');
    expect(readPackageType('/r', reader({ '/r/package-type': ' RPM\n' }))).toBe('rpm');
  });
  it('is null when the file is missing or empty', () => {
    expect(readPackageType('/r', reader({}))).toBeNull();
    expect(readPackageType('/r', reader({ '/r/package-type': '\n' }))).toBeNull();
  });
});

describe('the update schedule', () => {
  const MINUTE = 60_000;
  const upToDate: UpdateAnswer = { kind: 'up-to-date', current: '1.3.2' };
  const failed: UpdateAnswer = { kind: 'failed', message: 'Could not reach the update server: offline.' };

  function setup(options: { random?: number; answers?: UpdateAnswer[] } = {}) {
    const clock = createFakeClock();
    const started = clock.now();
    const checks: number[] = [];
    const answers = [...(options.answers ?? [])];
    const schedule = createUpdateSchedule({
      check: async () => {
        checks.push(clock.now() - started);
        return answers.shift() ?? upToDate;
      },
      clock,
      random: () => options.random ?? 0.5,
    });
    /** Lets a finished check's promise callbacks run. */
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    /** Runs the next timer and lets its check finish. */
    const nextCheck = async () => {
      const due = clock.nextDue();
      if (due === null) throw new Error('no check is scheduled');
      clock.advance(due - clock.now());
      await settle();
    };
    const wait = () => (clock.nextDue() ?? Number.NaN) - clock.now();
    return { clock, checks, schedule, settle, nextCheck, wait };
  }

  it('checks first after a random 2–10 minutes, not at start', async () => {
    for (const [random, delay] of [
      [0, FIRST_CHECK_MIN_DELAY_MS],
      [0.5, 6 * MINUTE],
      [0.999999, FIRST_CHECK_MAX_DELAY_MS],
    ] as const) {
      const { checks, schedule, wait } = setup({ random });
      schedule.start();
      expect(checks).toEqual([]);
      expect(wait()).toBeCloseTo(delay, -2);
      await schedule.stop();
    }
  });

  it('then checks about once a day, ±2 hours', async () => {
    for (const [random, interval] of [
      [0, CHECK_INTERVAL_MS - CHECK_INTERVAL_JITTER_MS],
      [0.5, CHECK_INTERVAL_MS],
      [0.999999, CHECK_INTERVAL_MS + CHECK_INTERVAL_JITTER_MS],
    ] as const) {
      const { checks, schedule, nextCheck, wait } = setup({ random });
      schedule.start();
      await nextCheck();
      expect(checks).toHaveLength(1);
      expect(wait()).toBeCloseTo(interval, -2);
      await nextCheck();
      expect(checks).toHaveLength(2);
      expect(wait()).toBeCloseTo(interval, -2);
      await schedule.stop();
    }
  });

  it('backs off after failed checks: half an hour, doubling up to a day, then daily again once one succeeds', async () => {
    const { schedule, nextCheck, wait } = setup({ answers: Array(8).fill(failed) });
    schedule.start();
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      await nextCheck();
      waits.push(wait());
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 48, 48].map((halfHours) => halfHours * FIRST_RETRY_DELAY_MS));
    await nextCheck(); // succeeds
    expect(wait()).toBe(CHECK_INTERVAL_MS);
    await nextCheck();
    expect(wait()).toBe(CHECK_INTERVAL_MS);
    await schedule.stop();
  });

  it('jitters the backoff by ±20%', async () => {
    const { schedule, nextCheck, wait } = setup({ random: 0, answers: [failed] });
    schedule.start();
    await nextCheck();
    expect(wait()).toBe(0.8 * FIRST_RETRY_DELAY_MS);
    await schedule.stop();
  });

  it("waits out the server's Retry-After when it is longer than the backoff", async () => {
    const { schedule, nextCheck, wait } = setup({
      answers: [
        { ...failed, retryAfterMs: 6 * 60 * MINUTE },
        { ...failed, retryAfterMs: 60_000 },
      ],
    });
    schedule.start();
    await nextCheck();
    expect(wait()).toBe(6 * 60 * MINUTE);
    await nextCheck();
    expect(wait()).toBe(2 * FIRST_RETRY_DELAY_MS);
    await schedule.stop();
  });

  it('answers "Check for updates…" at once, and counts the next daily check from it', async () => {
    const available: UpdateAnswer = {
      kind: 'available',
      version: '1.4.0',
      notes: '',
      releasePage: 'https://x/',
    };
    const { clock, checks, schedule, wait } = setup({ answers: [available] });
    schedule.start();
    clock.advance(MINUTE);
    expect(await schedule.checkNow()).toEqual(available);
    expect(checks).toEqual([MINUTE]);
    expect(wait()).toBe(CHECK_INTERVAL_MS);
    await schedule.stop();
  });

  it('answers "Check for updates…" while automatic checks are off, without starting them', async () => {
    const { clock, checks, schedule } = setup();
    expect(await schedule.checkNow()).toEqual(upToDate);
    expect(checks).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it('joins a check under way instead of asking twice', async () => {
    let release: (answer: UpdateAnswer) => void = () => undefined;
    let calls = 0;
    const schedule = createUpdateSchedule({
      check: () => {
        calls += 1;
        return new Promise((resolve) => {
          release = resolve;
        });
      },
      clock: createFakeClock(),
    });
    const first = schedule.checkNow();
    const second = schedule.checkNow();
    release(upToDate);
    expect(await first).toEqual(upToDate);
    expect(await second).toEqual(upToDate);
    expect(calls).toBe(1);
  });

  it('turns a check that throws into a failed answer and keeps going', async () => {
    const clock = createFakeClock();
    const schedule = createUpdateSchedule({
      check: () => Promise.reject(new Error('boom')),
      clock,
      random: () => 0.5,
    });
    schedule.start();
    expect(await schedule.checkNow()).toEqual({ kind: 'failed', message: 'The update check failed: boom' });
    expect((clock.nextDue() ?? 0) - clock.now()).toBe(FIRST_RETRY_DELAY_MS);
    await schedule.stop();
  });

  it('stops: nothing more is scheduled, and a second start waits the first delay again', async () => {
    const { clock, checks, schedule, nextCheck, wait } = setup({ random: 0 });
    schedule.start();
    schedule.start(); // already running: no second timer
    expect(clock.pending()).toBe(1);
    await nextCheck();
    await schedule.stop();
    expect(clock.pending()).toBe(0);
    clock.advance(2 * CHECK_INTERVAL_MS);
    expect(checks).toHaveLength(1);
    schedule.start();
    expect(wait()).toBe(FIRST_CHECK_MIN_DELAY_MS);
    await schedule.stop();
  });
});

describe("updaterErrorSentence: electron-updater's errors in words", () => {
  /** As builder-util-runtime's newError makes them: an Error with a string code. */
  const updaterError = (message: string, code?: string) =>
    Object.assign(new Error(message), code ? { code } : {});
  const SHA = SHA512;
  const OTHER_SHA =
    'z4PhNX7vuL3xVChQ1m2AB9Yg/1qoVZWDW3jLoVuaubCFcUEsa+Dcoqgq7UgpAmsGvK5dF3pZu86/HXuG+tpK6g==';

  it.each<[string, Error | string, string]>([
    [
      // builder-util-runtime httpExecutor.js, DigestTransform.validate
      'a download whose SHA-512 does not match the feed',
      updaterError(`sha512 checksum mismatch, expected ${SHA}, got ${OTHER_SHA}`, 'ERR_CHECKSUM_MISMATCH'),
      'The update was not installed: the downloaded file does not match the SHA-512 hash the update feed gives for it, so it may have been damaged or tampered with on the way. It was deleted.',
    ],
    [
      // builder-util-runtime httpExecutor.js, checkSha2
      'a download whose X-Checksum-Sha2 header disagrees',
      new Error('checksum mismatch: expected abc but got def (X-Checksum-Sha2 header)'),
      'The update was not installed: the downloaded file does not match the SHA-512 hash the update feed gives for it, so it may have been damaged or tampered with on the way. It was deleted.',
    ],
    [
      // NsisUpdater.js
      'a Windows installer not signed by the publisher',
      updaterError(
        'New version 1.4.0 is not signed by the application owner: publisherNames: Dialdesk, raw info: {"SignerCertificate":null}',
        'ERR_UPDATER_INVALID_SIGNATURE',
      ),
      "The update was not installed: version 1.4.0 is not signed by Dialdesk's publisher, so it may not come from them.",
    ],
    [
      // windowsExecutableCodeSignatureVerifier.js
      'a signature Windows could not check',
      new Error(
        'Cannot execute Get-AuthenticodeSignature, stderr: Access denied. Failing signature validation due to unknown stderr.',
      ),
      "The update was not installed: Windows could not check the new version's signature, so it was not trusted.",
    ],
    [
      // Squirrel.Mac, through Electron's autoUpdater
      'an unsigned macOS app',
      new Error('Could not get code signature for running application'),
      'The update was not installed: this copy of Dialdesk is not signed, and macOS installs updates only into signed apps.',
    ],
    [
      // providers/Provider.js, parseUpdateInfo
      'a feed that does not parse',
      updaterError(
        'Cannot parse update info from latest-linux.yml in the latest release artifacts (https://downloads.example.com/desktop/latest-linux.yml): YAMLException: bad indentation of a mapping entry (3:8), rawData: version: 1.4.0',
        'ERR_UPDATER_INVALID_UPDATE_INFO',
      ),
      'The update was not installed: the update feed could not be read.',
    ],
    [
      // providers/GitHubProvider.js
      'a GitHub releases feed that does not parse',
      updaterError(
        'Cannot parse releases feed: Error: Unexpected close tag,\nXML:\n<feed>',
        'ERR_UPDATER_INVALID_RELEASE_FEED',
      ),
      'The update was not installed: the update feed could not be read.',
    ],
    [
      // AppUpdater.js
      'a feed without a valid version',
      updaterError(
        'This file could not be downloaded, or the latest version (from update server) does not have a valid semver version: "latest"',
        'ERR_UPDATER_INVALID_VERSION',
      ),
      'The update was not installed: the update feed does not give a valid version number.',
    ],
    [
      // providers/Provider.js, getFileList
      'a feed without files',
      updaterError('No files provided: {"version":"1.4.0"}', 'ERR_UPDATER_NO_FILES_PROVIDED'),
      'The update was not installed: the update feed lists no installer.',
    ],
    [
      // providers/Provider.js, resolveFiles
      'a file without a hash',
      updaterError(
        'Update info doesn\'t contain nor sha256 neither sha512 checksum: {"url":"Dialdesk-1.4.0.AppImage"}',
        'ERR_UPDATER_NO_CHECKSUM',
      ),
      'The update was not installed: the update feed gives no hash for the installer, so it could not be checked.',
    ],
    [
      // MacUpdater.js
      'a macOS release without its zip',
      updaterError(
        'ZIP file not provided: [{"url":"Dialdesk-1.4.0-arm64.dmg"}]',
        'ERR_UPDATER_ZIP_FILE_NOT_FOUND',
      ),
      'The update was not installed: the release has no macOS zip, which updates install from. Download it from the release page instead.',
    ],
    [
      // providers/GenericProvider.js, wrapping builder-util-runtime's createHttpError
      'a folder without the feed',
      updaterError(
        'Cannot find channel "latest-mac.yml" update info: HttpError: 404 Not Found\n"method: GET url: https://downloads.example.com/desktop/latest-mac.yml"',
        'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND',
      ),
      'The update was not installed: the update server has no update feed (latest-mac.yml) for this computer.',
    ],
    [
      // builder-util-runtime httpExecutor.js, doDownload
      'an installer missing from the folder',
      new Error(
        'Cannot download "https://downloads.example.com/desktop/Dialdesk%20Setup%201.4.0.exe", status 404: Not Found',
      ),
      'The update was not installed: the update server has no file Dialdesk Setup 1.4.0.exe; the release may be incomplete. Dialdesk will try again later.',
    ],
    [
      'a server error while downloading',
      new Error(
        'Cannot download "https://downloads.example.com/desktop/Dialdesk-1.4.0.AppImage", status 502: Bad Gateway',
      ),
      'The update was not installed: the update server had a problem (HTTP 502). Dialdesk will try again later.',
    ],
    [
      // Node's resolver
      'a host that cannot be found',
      updaterError('getaddrinfo ENOTFOUND downloads.example.com', 'ENOTFOUND'),
      'The update was not installed: the update server could not be reached. Dialdesk will try again later.',
    ],
    [
      'a refused connection',
      updaterError('connect ECONNREFUSED 127.0.0.1:443', 'ECONNREFUSED'),
      'The update was not installed: the update server could not be reached. Dialdesk will try again later.',
    ],
    [
      // Electron's net, under ElectronHttpExecutor
      'no network (Electron)',
      new Error('net::ERR_INTERNET_DISCONNECTED'),
      'The update was not installed: the update server could not be reached. Dialdesk will try again later.',
    ],
    [
      // builder-util-runtime httpExecutor.js, addTimeOutHandler
      'a download that timed out',
      new Error('Request timed out'),
      'The update was not installed: the update server could not be reached. Dialdesk will try again later.',
    ],
    [
      'an untrusted certificate',
      new Error('net::ERR_CERT_AUTHORITY_INVALID'),
      "The update was not installed: the update server's certificate was not trusted, so nothing was downloaded from it.",
    ],
    [
      // AppImageUpdater.js
      'an AppImage update outside an AppImage',
      updaterError('APPIMAGE env is not defined', 'ERR_UPDATER_OLD_FILE_NOT_FOUND'),
      'The update was not installed: this copy of Dialdesk does not run from an AppImage file it could replace.',
    ],
    [
      'a full disk',
      updaterError(
        "ENOSPC: no space left on device, write '/home/ana/.cache/dialdesk-updater/pending/temp-x'",
        'ENOSPC',
      ),
      'The update was not installed: there is not enough free disk space to download it.',
    ],
    [
      'anything else: its first line',
      new Error('Blockmap "https://x/y.blockmap" is empty\n    at downloadBlockMap'),
      'The update was not installed: Blockmap "https://x/y.blockmap" is empty.',
    ],
    ['not even an Error', '', 'The update was not installed: the updater gave no reason.'],
  ])('%s', (_what, error, sentence) => {
    expect(updaterErrorSentence(error)).toBe(sentence);
  });

  it('cuts a long unknown message', () => {
    const sentence = updaterErrorSentence(new Error('x'.repeat(5_000)));
    expect(sentence.length).toBeLessThan(260);
    expect(sentence.endsWith('….')).toBe(true);
  });
});

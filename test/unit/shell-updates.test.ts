// The shell's wiring of updates, with a fake electron-updater typed against electron-updater's own
// AppUpdater: a new version is announced once, on the path the package allows (Restart where it updates
// itself, Download where it cannot); installing waits for the person's call or confirmation; the
// updater's failures are said in words; a version whose second read or signature was refused is not
// downloaded again; the setting keeps checks off, and where nothing is checked the answer says why.
// (The stock electron-updater against a feed server: test/integration/update-install.test.ts.)
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { AppUpdater, UpdateCheckResult, UpdateDownloadedEvent, UpdateInfo } from 'electron-updater';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../main/shell/notifications';
import {
  createNoChecks,
  createUpdates,
  type UpdaterLike,
  type UpdatesOptions,
} from '../../main/shell/updates';
import { APP_UPDATE_FILE, readAppUpdateConfig } from '../../main/updates/app-update-config';
import type { ReleaseRules } from '../../main/updates/release-rules';
import type { UpdateAnswer } from '../../main/updates/update-check';
import type { UpdateSchedule } from '../../main/updates/update-schedule';
import { updaterErrorSentence } from '../../main/updates/updater-errors';

/** Presses the notice's one button, which must be the one named: a notice with no or other buttons fails. */
function press(notice: Notice | undefined, label: string): void {
  expect(notice?.actions?.map((action) => action.label)).toEqual([label]);
  notice?.actions?.[0]?.run();
}

const RULES: ReleaseRules = {
  folder: new URL('https://downloads.example.com/dialdesk/'),
  current: '1.3.2',
  channel: 'latest',
};

/**
 * electron-updater's AppUpdater as far as the shell drives it: events, the flags, the channel, the
 * isUpdateSupported seam (its stock one always agrees), check and install.
 */
class FakeUpdater implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  allowDowngrade = true;
  allowPrerelease = true;
  channel: string | null = null;
  isUpdateSupported: AppUpdater['isUpdateSupported'] = () => true;
  readonly events = new EventEmitter();
  checks = 0;
  installs = 0;
  // The emitter's own `on`, typed as AppUpdater's typed one (the fake emits exactly its events).
  on = ((event: string, listener: (...args: unknown[]) => void) => {
    this.events.on(event, listener);
    return this;
  }) as unknown as AppUpdater['on'];
  async checkForUpdates(): Promise<UpdateCheckResult | null> {
    this.checks += 1;
    return null;
  }
  quitAndInstall(): void {
    this.installs += 1;
  }
  /** What electron-updater does with its own read of the feed: asks the seam, then says what it found. */
  async secondRead(info: Partial<UpdateInfo> & { version: string }): Promise<boolean> {
    const supported = await this.isUpdateSupported(info as UpdateInfo);
    if (!supported) this.events.emit('update-not-available', info);
    return supported;
  }
  downloaded(version: string, releaseNotes: string): void {
    const event = {
      version,
      releaseNotes,
      downloadedFile: '/tmp/x',
      files: [],
      path: '',
      sha512: '',
      releaseDate: '',
    };
    this.events.emit('update-downloaded', event satisfies UpdateDownloadedEvent);
  }
}

const AVAILABLE: UpdateAnswer = {
  kind: 'available',
  version: '1.4.0',
  notes: 'Faster lists.',
  releasePage: 'https://downloads.example.com/dialdesk/',
};

function setUp(overrides: Partial<UpdatesOptions> & { answer?: UpdateAnswer } = {}) {
  const notices: Notice[] = [];
  const opened: string[] = [];
  const schedule = { start: vi.fn(), stop: vi.fn(async () => undefined), checkNow: vi.fn() };
  let answer = overrides.answer ?? AVAILABLE;
  const updates = createUpdates({
    path: 'notice',
    rules: RULES,
    checkAutomatically: () => true,
    check: async () => answer,
    updater: null,
    notify: (notice) => notices.push(notice),
    openReleasePage: (url) => opened.push(url),
    busy: () => null,
    schedule: (check) => {
      schedule.checkNow.mockImplementation(check);
      return schedule as UpdateSchedule;
    },
    ...overrides,
  });
  return { updates, notices, opened, schedule, setAnswer: (next: UpdateAnswer) => (answer = next) };
}

describe('where the package cannot update itself (deb, unsigned macOS)', () => {
  it('announces a newer version once, with its notes and a Download button that opens the release page', async () => {
    const { updates, notices, opened } = setUp();
    expect(await updates.checkNow({ notice: true })).toBe(
      'Dialdesk 1.4.0 is available: download it from the release page.',
    );
    await updates.checkNow({ notice: true });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Dialdesk 1.4.0 is available', body: ['Faster lists.'] });
    press(notices[0], 'Download');
    expect(opened).toEqual(['https://downloads.example.com/dialdesk/']);
  });

  it('says "up to date" and a failure in words when asked, and nothing when the schedule finds them', async () => {
    const { updates, notices, schedule, setAnswer } = setUp({
      answer: { kind: 'up-to-date', current: '1.3.2' },
    });
    expect(await updates.checkNow({ notice: true })).toBe('Dialdesk 1.3.2 is up to date.');
    expect(notices.map((notice) => notice.body)).toEqual([['Dialdesk 1.3.2 is up to date.']]);
    setAnswer({ kind: 'failed', message: 'Could not reach the update server: connection refused.' });
    expect(await updates.checkNow({ notice: true })).toBe(
      'Could not reach the update server: connection refused.',
    );
    // The scheduled check itself (what the timer runs) stays quiet about both.
    const quiet = notices.length;
    await schedule.checkNow.getMockImplementation()?.();
    expect(notices).toHaveLength(quiet);
  });
});

describe('where the package updates itself (NSIS, AppImage, signed macOS)', () => {
  it('lets electron-updater download once, then offers Restart with the notes as plain text', async () => {
    const updater = new FakeUpdater();
    const { updates, notices } = setUp({ path: 'install', updater });
    expect(updater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true });
    await updates.checkNow({ notice: true });
    await updates.checkNow({ notice: true });
    expect(updater.checks).toBe(1);
    expect(notices).toEqual([]);
    updater.downloaded('1.4.0', '<p>Faster <b>lists</b> &amp; search</p>');
    updater.downloaded('1.4.0', '<p>Faster <b>lists</b> &amp; search</p>');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Restart to update to 1.4.0',
      body: ['Faster lists & search'],
    });
    press(notices[0], 'Restart');
    expect(updater.installs).toBe(1);
  });

  it('never installs during a call the app placed or an open confirmation: it says it will at quit', () => {
    const updater = new FakeUpdater();
    const { notices } = setUp({
      path: 'install',
      updater,
      busy: () => 'You placed a call a few minutes ago.',
    });
    updater.downloaded('1.4.0', '');
    notices[0]?.onClick?.();
    expect(updater.installs).toBe(0);
    expect(notices[1]).toMatchObject({
      title: 'Dialdesk 1.4.0 will be installed when you quit',
      body: ['You placed a call a few minutes ago.'],
    });
  });

  it("says electron-updater's failures (a wrong hash) in words, and nothing is installed", () => {
    const updater = new FakeUpdater();
    const { notices } = setUp({ path: 'install', updater });
    const error = new Error('sha512 checksum mismatch, expected 3Jd5x0z7cK, got a1zPKm0Q9w');
    updater.events.emit('error', error);
    expect(notices).toEqual([{ title: 'Dialdesk was not updated', body: [updaterErrorSentence(error)] }]);
    expect(updater.installs).toBe(0);
  });
});

describe('the install path gives up on a version only when trying it again could not help', () => {
  const FILE = 'Dialdesk-1.4.0.AppImage';

  it("sets electron-updater to this build's channel, with no downgrade and no prerelease on the stable channel", () => {
    const stable = new FakeUpdater();
    setUp({ path: 'install', updater: stable });
    expect(stable).toMatchObject({ channel: 'latest', allowDowngrade: false, allowPrerelease: false });
    const beta = new FakeUpdater();
    setUp({ path: 'install', updater: beta, rules: { ...RULES, channel: 'beta', current: '1.4.0-beta.1' } });
    expect(beta).toMatchObject({ channel: 'beta', allowDowngrade: false, allowPrerelease: true });
  });

  it("refuses electron-updater's second read when it differs, says why, and offers the version for download instead", async () => {
    const updater = new FakeUpdater();
    const { updates, notices, opened } = setUp({ path: 'install', updater });
    await updates.checkNow({ notice: false });
    expect(updater.checks).toBe(1);
    expect(await updater.secondRead({ version: '1.5.0-beta.1', files: [{ url: FILE, sha512: '' }] })).toBe(
      false,
    );
    expect(notices).toEqual([
      {
        title: 'Dialdesk was not updated',
        body: [
          'The update server offers version 1.5.0-beta.1, a test version, but this Dialdesk takes only stable releases, so nothing was downloaded.',
        ],
      },
    ]);
    // The same version again: no second download, the Download notice.
    expect(await updates.checkNow({ notice: false })).toBe(
      'Dialdesk 1.4.0 is available: download it from the release page.',
    );
    expect(updater.checks).toBe(1);
    press(notices.at(-1), 'Download');
    expect(opened).toEqual(['https://downloads.example.com/dialdesk/']);
  });

  it('refuses a second read naming a file on another host, or a version that is not newer', async () => {
    const updater = new FakeUpdater();
    const { updates, notices } = setUp({ path: 'install', updater });
    await updates.checkNow({ notice: false });
    const elsewhere = {
      version: '1.4.0',
      files: [{ url: 'https://elsewhere.example/x.AppImage', sha512: '' }],
    };
    expect(await updater.secondRead(elsewhere)).toBe(false);
    expect(notices.at(-1)?.body).toEqual([
      expect.stringMatching(/^The update feed names a file outside Dialdesk's update folder/),
    ]);
    expect(await updater.secondRead({ version: '1.3.2', files: [{ url: FILE, sha512: '' }] })).toBe(false);
    expect(notices.at(-1)?.body).toEqual([
      'The update server answered a second time with version 1.3.2, which is not newer than this Dialdesk (1.3.2), so nothing was downloaded.',
    ]);
    expect(await updater.secondRead({ version: '1.4.0', files: [{ url: FILE, sha512: '' }] })).toBe(true);
  });

  it("keeps electron-updater's own rule (the OS version a release needs) besides Dialdesk's", async () => {
    const updater = new FakeUpdater();
    updater.isUpdateSupported = () => false;
    setUp({ path: 'install', updater });
    expect(await updater.secondRead({ version: '1.4.0', files: [{ url: FILE, sha512: '' }] })).toBe(false);
  });

  it('a signature Squirrel.Mac refused is not downloaded again until a newer version comes', async () => {
    const updater = new FakeUpdater();
    const { updates, notices, setAnswer } = setUp({ path: 'install', updater });
    await updates.checkNow({ notice: false });
    updater.events.emit(
      'error',
      new Error(
        'Code signature at URL file:///Users/ana/Library/Caches/x/Dialdesk.app/ did not pass validation',
      ),
    );
    expect(notices.at(-1)).toMatchObject({ title: 'Dialdesk was not updated' });
    await updates.checkNow({ notice: false });
    await updates.checkNow({ notice: false });
    expect(updater.checks).toBe(1);
    expect(notices.at(-1)).toMatchObject({
      title: 'Dialdesk 1.4.0 is available',
      actions: [{ label: 'Download' }],
    });
    setAnswer({ ...AVAILABLE, version: '1.4.1' });
    expect(await updates.checkNow({ notice: false })).toMatch(
      /^Dialdesk 1\.4\.1 is available: it is being downloaded/,
    );
    expect(updater.checks).toBe(2);
  });

  it('a download cut by the network is tried again at the next check', async () => {
    const updater = new FakeUpdater();
    const { updates } = setUp({ path: 'install', updater });
    await updates.checkNow({ notice: false });
    updater.events.emit('error', Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    await updates.checkNow({ notice: false });
    expect(updater.checks).toBe(2);
  });
});

describe('who turns the checks off', () => {
  it('the administrator, or a build without an update address: nothing is scheduled or asked, and the answer says why', async () => {
    const notices: Notice[] = [];
    for (const [mode, answer] of [
      [
        'managed',
        'Your organization manages updates on this computer: Dialdesk does not check for them itself.',
      ],
      ['no-address', 'This build does not check for updates: it was made without an update address.'],
      [
        'development-run',
        'This Dialdesk is a development run: only an installed Dialdesk checks for updates.',
      ],
    ] as const) {
      const updates = createNoChecks(mode, (notice) => notices.push(notice));
      updates.start();
      expect(await updates.checkNow({ notice: false })).toBe(answer);
      expect(await updates.checkNow({ notice: true })).toBe(answer);
      expect(notices.at(-1)).toEqual({ title: 'Check for updates', body: [answer] });
    }
  });

  it('the person: the schedule follows the setting', () => {
    let on = false;
    const { updates, schedule } = setUp({ checkAutomatically: () => on });
    updates.start();
    expect(schedule.start).not.toHaveBeenCalled();
    on = true;
    updates.settingChanged();
    expect(schedule.start).toHaveBeenCalledTimes(1);
    on = false;
    updates.settingChanged();
    expect(schedule.stop).toHaveBeenCalledTimes(1);
  });
});

describe("the package's own word on where its updates are (resources/app-update.yml)", () => {
  const reading = (text: string | null) => (path: string) => {
    expect(path).toBe(join('/opt/Dialdesk/resources', APP_UPDATE_FILE));
    if (text === null) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    return text;
  };
  const read = (text: string | null) => readAppUpdateConfig('/opt/Dialdesk/resources', reading(text));
  const FOLDER = 'https://downloads.example.com/dialdesk/';

  it('reads the generic https folder electron-builder wrote, its channel, and whether a publisher is named', () => {
    const written = `provider: generic\nurl: ${FOLDER}\nupdaterCacheDirName: dialdesk-updater\n`;
    expect(read(written)).toEqual({ folder: new URL(FOLDER), channel: 'latest', publisherNamed: false });
    expect(read(`${written}channel: beta\n`)).toMatchObject({ channel: 'beta' });
    expect(read(`${written}publisherName:\n  - Dialdesk Ltd\n`)).toMatchObject({ publisherNamed: true });
    expect(read(`${written}publisherName: Dialdesk Ltd\n`)).toMatchObject({ publisherNamed: true });
    expect(read(`${written}publisherName: []\n`)).toMatchObject({ publisherNamed: false });
    // The folder's address without its final slash still names the folder.
    expect(read('provider: generic\nurl: https://downloads.example.com/dialdesk\n')?.folder.href).toBe(
      FOLDER,
    );
  });

  it.each([
    ['no file: a build without an update address, or a development run', null],
    [
      'another provider, which electron-builder would guess from a git remote',
      'provider: github\nowner: x\n',
    ],
    ['a damaged file', 'url: [unclosed'],
    ['an http address', 'provider: generic\nurl: http://downloads.example.com/dialdesk/\n'],
    ['a file: address', 'provider: generic\nurl: file:///srv/dialdesk/\n'],
    ['an address with a password', 'provider: generic\nurl: https://ana:secret@downloads.example.com/d/\n'],
    ['an address with a query', 'provider: generic\nurl: https://downloads.example.com/d/?token=1\n'],
    ['not an address', 'provider: generic\nurl: downloads\n'],
    ['a channel that is no file name', `provider: generic\nurl: ${FOLDER}\nchannel: ../latest\n`],
  ])('means no update checks: %s', (_what, text) => {
    expect(read(text)).toBeNull();
  });
});

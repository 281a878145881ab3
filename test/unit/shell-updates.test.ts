// The shell's wiring of updates, with a fake electron-updater typed against electron-updater's own
// AppUpdater: a new version is announced once, on the path the package allows (Restart where it updates
// itself, Download where it cannot); installing waits for the person's call or confirmation; the
// updater's failures are said in words; the administrator's switch and the setting keep checks off.
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { AppUpdater, UpdateCheckResult, UpdateDownloadedEvent } from 'electron-updater';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../main/shell/notifications';
import { createUpdates, type UpdaterLike, type UpdatesOptions } from '../../main/shell/updates';
import { APP_UPDATE_FILE, readFeedBaseUrl } from '../../main/updates/app-update-config';
import type { UpdateAnswer } from '../../main/updates/update-check';
import type { UpdateSchedule } from '../../main/updates/update-schedule';
import { updaterErrorSentence } from '../../main/updates/updater-errors';

/** electron-updater's AppUpdater as far as the shell drives it: events, the two flags, check and install. */
class FakeUpdater implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
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
    turnedOffByAdmin: false,
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
    notices[0]?.action?.run();
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
    notices[0]?.action?.run();
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

describe('who turns the checks off', () => {
  it('the administrator: no schedule at all, whatever the setting', () => {
    const { updates, schedule } = setUp({ turnedOffByAdmin: true });
    updates.start();
    updates.settingChanged();
    expect(schedule.start).not.toHaveBeenCalled();
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

  it("reads the generic folder electron-builder wrote, and nothing from a development run's missing file or a damaged one", () => {
    const written =
      'provider: generic\nurl: https://updates.dialdesk.app/desktop/\nupdaterCacheDirName: dialdesk-updater\n';
    expect(readFeedBaseUrl('/opt/Dialdesk/resources', reading(written))).toBe(
      'https://updates.dialdesk.app/desktop/',
    );
    expect(readFeedBaseUrl('/opt/Dialdesk/resources', reading(null))).toBeNull();
    expect(readFeedBaseUrl('/opt/Dialdesk/resources', reading('provider: github\nowner: x\n'))).toBeNull();
    expect(readFeedBaseUrl('/opt/Dialdesk/resources', reading('url: [unclosed'))).toBeNull();
  });
});

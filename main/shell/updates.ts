// Staying current, in the shell: checks on a schedule (and from "Check for updates…") through Dialdesk's
// own feed reader, then, where the package can update itself, electron-updater downloads and verifies the
// update and a quiet notice offers "Restart to update to 1.4.0"; where it cannot (deb, an unsigned or
// ad-hoc signed macOS build, an unsigned Windows build), a notice with the version, its notes and a
// Download button that opens the release page. electron-updater reads the feed again before it
// downloads, and its answer must pass the same release rules as Dialdesk's own read; a version refused
// there, or whose signature the installer refused, is not downloaded again: it is offered for download.
// A version is announced once. Installing waits while the person is on a call the app placed (ten minutes
// after it) or has a call confirmation open; it then happens at the next quit instead. Where nothing is
// checked (a development run, a build without an update address, the administrator's switch), no request
// is ever made and "Check for updates…" says why.
import type { AppUpdater, UpdateInfo } from 'electron-updater';
import type { UpdateMode } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import type { InstallPath } from '../updates/install-path';
import { releaseNotesText } from '../updates/release-notes';
import { judgeRelease, type ReleaseRules, releaseOfUpdateInfo } from '../updates/release-rules';
import type { UpdateAnswer } from '../updates/update-check';
import type { UpdateSchedule } from '../updates/update-schedule';
import { refusesVersion, updaterErrorSentence } from '../updates/updater-errors';
import { STABLE_CHANNEL } from '../updates/versions';
import type { Notify } from './notifications';

/** The part of electron-updater's AppUpdater the shell drives; tests hand in a fake typed against it. */
export type UpdaterLike = Pick<
  AppUpdater,
  | 'autoDownload'
  | 'autoInstallOnAppQuit'
  | 'allowDowngrade'
  | 'allowPrerelease'
  | 'channel'
  | 'isUpdateSupported'
  | 'checkForUpdates'
  | 'quitAndInstall'
  | 'on'
>;

export interface UpdatesOptions {
  path: InstallPath;
  /** The update folder, this build's version and channel: both reads of the feed are judged by them. */
  rules: ReleaseRules;
  /** The person's setting: check on a schedule. "Check for updates…" works either way. */
  checkAutomatically(): boolean;
  /** Dialdesk's own feed reader: what the feed offers, in words when it fails. */
  check(): Promise<UpdateAnswer>;
  /** The install path's electron-updater; null on the notice path. */
  updater: UpdaterLike | null;
  notify: Notify;
  openReleasePage(url: string): void;
  /** Why installing now would cut into the person's work (a call, a confirmation), or null. */
  busy(): string | null;
  schedule(check: () => Promise<UpdateAnswer>): UpdateSchedule;
}

/**
 * How this installation updates (main/shell/update-setup.ts), as start-shell.ts takes it; absent in a
 * development run. Only 'checks' ever asks a server.
 */
export type InstallationUpdates =
  | { mode: 'no-address' | 'managed' }
  | ({ mode: 'checks' } & Pick<UpdatesOptions, 'path' | 'rules' | 'check' | 'updater' | 'schedule'>);

export interface Updates {
  /** Starts the schedule, unless the setting turned it off. */
  start(): void;
  /** The setting changed: the schedule follows it. */
  settingChanged(): void;
  stop(): Promise<void>;
  /**
   * Set aside for good (the organisation's update policies changed): no schedule, and nothing it
   * downloaded is offered or installed, at quit or otherwise.
   */
  retire(): Promise<void>;
  /**
   * "Check for updates…": checks at once and answers in a sentence; `notice` also says it in a
   * notification (the tray has no window to say it in; Settings shows it in place).
   */
  checkNow(say: { notice: boolean }): Promise<string>;
}

/** What "Check for updates…" answers where nothing is checked, in the language in use when asked. */
export function noChecksAnswer(mode: Exclude<UpdateMode, 'checks'>): string {
  switch (mode) {
    case 'development-run':
      return t('update.developmentRun');
    case 'no-address':
      return t('update.noUpdateAddress');
    case 'managed':
      return t('update.managedByOrganization');
  }
}

/** Updates where nothing is checked: no schedule, no request, no updater; "Check for updates…" says why. */
export function createNoChecks(mode: Exclude<UpdateMode, 'checks'>, notify: Notify): Updates {
  return {
    start: () => undefined,
    settingChanged: () => undefined,
    stop: async () => undefined,
    retire: async () => undefined,
    async checkNow({ notice }) {
      const answer = noChecksAnswer(mode);
      if (notice) notify({ title: t('update.checkTitle'), body: [answer] });
      return answer;
    },
  };
}

export function createUpdates(options: UpdatesOptions): Updates {
  const { notify, updater, rules } = options;
  let announced: string | null = null;
  let downloading: string | null = null;
  let retired = false;
  /** Versions the install path gave up on: offered for download instead, never downloaded again. */
  const refused = new Set<string>();
  const refuseDownloading = () => {
    if (downloading !== null) refused.add(downloading);
    downloading = null;
  };

  const install = (version: string) => {
    if (retired) return;
    const reason = options.busy();
    if (reason) {
      notify({ title: t('update.installOnQuit', { version }), body: [reason] });
      return;
    }
    updater?.quitAndInstall();
  };

  if (updater) {
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    // The feed this build's channel reads (electron-builder wrote the channel into app-update.yml too),
    // and no downgrade, which setting a channel would otherwise allow.
    updater.channel = rules.channel;
    updater.allowDowngrade = false;
    updater.allowPrerelease = rules.channel !== STABLE_CHANNEL;
    // electron-updater's own answer passes Dialdesk's rules too, besides its own (the OS version a
    // release needs); a refusal makes it report "not available", and Dialdesk says why below.
    const supportedByUpdater = updater.isUpdateSupported;
    updater.isUpdateSupported = async (info) =>
      judgeRelease(releaseOfUpdateInfo(info), rules).offered && (await supportedByUpdater(info));
    updater.on('update-not-available', (info: UpdateInfo) => {
      // Only asked once Dialdesk's read found a newer version: the second answer differs from the first.
      const verdict = judgeRelease(releaseOfUpdateInfo(info), rules);
      if (verdict.offered) {
        // electron-updater's own reasons (a staged rollout, the OS version): the next check asks again.
        downloading = null;
        return;
      }
      refuseDownloading();
      notify({ title: t('update.notUpdated'), body: [verdict.message] });
    });
    updater.on('update-downloaded', (event) => {
      const { version } = event;
      if (announced === version || retired) return;
      announced = version;
      notify({
        title: t('update.restartToUpdate', { version }),
        // Release notes keep their lines: releaseNotesText made them, from the publisher's own breaks.
        body: releaseNotesText(releaseNotesOf(event.releaseNotes)).split('\n'),
        onClick: () => install(version),
        actions: [{ label: t('update.restart'), run: () => install(version) }],
      });
    });
    updater.on('error', (error) => {
      // A refused signature comes back for that version however often it is downloaded.
      if (refusesVersion(error)) refuseDownloading();
      else downloading = null;
      notify({ title: t('update.notUpdated'), body: [updaterErrorSentence(error)] });
    });
  }

  /** What an answer means for the person, said in one sentence; a new version is announced once. */
  const act = (answer: UpdateAnswer): string => {
    if (answer.kind === 'up-to-date') return t('update.upToDate', { version: answer.current });
    if (answer.kind === 'failed' || answer.kind === 'refused') return answer.message;
    const { version, notes, releasePage } = answer;
    if (options.path === 'notice' || !updater || refused.has(version)) {
      if (announced !== version) {
        announced = version;
        const open = () => options.openReleasePage(releasePage);
        notify({
          title: t('update.availableTitle', { version }),
          body: notes ? notes.split('\n') : [t('update.downloadFromPage')],
          onClick: open,
          actions: [{ label: t('update.download'), run: open }],
        });
      }
      return t('update.availableToDownload', { version });
    }
    if (downloading !== version) {
      downloading = version;
      // electron-updater reads the feed again, downloads, and checks the sha512 (and the signature on
      // Windows and macOS); its errors come as 'error' events.
      updater.checkForUpdates().catch(() => undefined);
    }
    return t('update.availableDownloading', { version });
  };

  const scheduled = options.schedule(async () => {
    const answer = await options.check();
    act(answer);
    return answer;
  });
  const wanted = options.checkAutomatically;
  let running = false;
  const stop = async () => {
    running = false;
    await scheduled.stop();
  };

  return {
    start() {
      if (!wanted() || running) return;
      running = true;
      scheduled.start();
    },
    settingChanged() {
      if (wanted() && !running) {
        running = true;
        scheduled.start();
      } else if (!wanted() && running) {
        running = false;
        void scheduled.stop();
      }
    },
    stop,
    async retire() {
      retired = true;
      if (updater) updater.autoInstallOnAppQuit = false;
      await stop();
    },
    async checkNow({ notice }) {
      // Through the schedule, so that the next automatic check is counted from this one; the check acts
      // on the answer (a version is announced once), and the sentence says it again here.
      const answer = await scheduled.checkNow();
      const sentence = act(answer);
      // An announced version already has its own notice.
      if (notice && answer.kind !== 'available') notify({ title: t('update.checkTitle'), body: [sentence] });
      return sentence;
    },
  };
}

/** electron-updater hands notes as text (HTML or Markdown) or, for several versions, as a list. */
function releaseNotesOf(notes: unknown): string | null {
  if (typeof notes === 'string') return notes;
  if (!Array.isArray(notes)) return null;
  return notes.map((entry) => (typeof entry?.note === 'string' ? entry.note : '')).join('\n');
}

// Staying current, in the shell: checks on a schedule (and from "Check for updates…") through Dialdesk's
// own feed reader, then, where the package can update itself, electron-updater downloads and verifies the
// update and a quiet notice offers "Restart to update to 1.4.0"; where it cannot (deb, an unsigned macOS
// build), a notice with the version, its notes and a Download button that opens the release page. A
// version is announced once. Installing waits while the person is on a call the app placed (ten minutes
// after it) or has a call confirmation open; it then happens at the next quit instead.
import type { AppUpdater } from 'electron-updater';
import { t } from '../../preload/shared/i18n/translate';
import type { InstallPath } from '../updates/install-path';
import { releaseNotesText } from '../updates/release-notes';
import type { UpdateAnswer } from '../updates/update-check';
import type { UpdateSchedule } from '../updates/update-schedule';
import { updaterErrorSentence } from '../updates/updater-errors';
import type { Notify } from './notifications';

/** The part of electron-updater's AppUpdater the shell drives; tests hand in a fake typed against it. */
export type UpdaterLike = Pick<
  AppUpdater,
  'autoDownload' | 'autoInstallOnAppQuit' | 'checkForUpdates' | 'quitAndInstall' | 'on'
>;

export interface UpdatesOptions {
  path: InstallPath;
  /** An administrator turned checks off for every user of this machine (main/updates/admin-switch.ts). */
  turnedOffByAdmin: boolean;
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

export interface Updates {
  /** Starts the schedule, unless the administrator or the setting turned it off. */
  start(): void;
  /** The setting changed: the schedule follows it. */
  settingChanged(): void;
  stop(): Promise<void>;
  /**
   * "Check for updates…": checks at once and answers in a sentence; `notice` also says it in a
   * notification (the tray has no window to say it in; Settings shows it in place).
   */
  checkNow(say: { notice: boolean }): Promise<string>;
}

/** What a development run (no feed: nothing was installed) answers "Check for updates…" with. */
export const developmentRunAnswer = (): string => t('update.developmentRun');

export function createUpdates(options: UpdatesOptions): Updates {
  const { notify, updater } = options;
  let announced: string | null = null;
  let downloading: string | null = null;

  const install = (version: string) => {
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
    updater.on('update-downloaded', (event) => {
      const { version } = event;
      if (announced === version) return;
      announced = version;
      notify({
        title: t('update.restartToUpdate', { version }),
        // Release notes keep their lines: releaseNotesText made them, from the publisher's own breaks.
        body: releaseNotesText(releaseNotesOf(event.releaseNotes)).split('\n'),
        onClick: () => install(version),
        action: { label: t('update.restart'), run: () => install(version) },
      });
    });
    updater.on('error', (error) => {
      downloading = null;
      notify({ title: t('update.notUpdated'), body: [updaterErrorSentence(error)] });
    });
  }

  /** What an answer means for the person, said in one sentence; a new version is announced once. */
  const act = (answer: UpdateAnswer): string => {
    if (answer.kind === 'up-to-date') return t('update.upToDate', { version: answer.current });
    if (answer.kind === 'failed') return answer.message;
    const { version, notes, releasePage } = answer;
    if (options.path === 'notice' || !updater) {
      if (announced !== version) {
        announced = version;
        const open = () => options.openReleasePage(releasePage);
        notify({
          title: t('update.availableTitle', { version }),
          body: notes ? notes.split('\n') : [t('update.downloadFromPage')],
          onClick: open,
          action: { label: t('update.download'), run: open },
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
  const wanted = () => !options.turnedOffByAdmin && options.checkAutomatically();
  let running = false;

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
    async stop() {
      running = false;
      await scheduled.stop();
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

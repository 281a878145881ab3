// Where links and command lines come in: the first launch's argv, a second launch's argv (handed over
// by the single-instance lock on Windows and Linux), and open-url (macOS). All of them go to the action
// queue, which holds them until the app can act.
import { resolve } from 'node:path';
import type { ActionQueue } from './action-queue';
import { isDialLink, parseLaunchArgs } from './launch-args';
import type { OutsideAction } from './outside-actions';
import type { PreventableEvent } from './window-security';

export interface LaunchEvents {
  on(event: 'open-url', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(
    event: 'second-instance',
    listener: (event: unknown, argv: string[], workingDirectory: string) => void,
  ): unknown;
}

export interface LaunchOptions {
  /** This process's own argv. */
  argv: readonly string[];
  /** A second launch with nothing to do: the user opened the app again, so show it. */
  showApp(): void;
  /**
   * A development run's app path (`electron .`, `electron dist/main/index.cjs`), absolute. It is on every
   * command line there, and on Windows Chromium moves it after the switches, where `--dial` would take it
   * for its value; it is dropped from each argv first. Absent in the packaged app.
   */
  appPath?: string;
}

/** argv without the development app path, which a launch from `cwd` may have written relative. */
function withoutAppPath(argv: readonly string[], cwd: string, appPath: string | undefined): string[] {
  if (!appPath) return [...argv];
  const [executable = '', ...rest] = argv;
  return [executable, ...rest.filter((arg) => arg.startsWith('-') || resolve(cwd, arg) !== appPath)];
}

/**
 * Listens from now on. Returns whether a launch has asked for something so far: its own argv, or (macOS)
 * the link that launched the app, which arrives as open-url before ready rather than in argv. Asked at
 * ready, it says whether to keep the main window from opening over a confirmation.
 */
export function listenForLaunches(
  app: LaunchEvents,
  queue: ActionQueue<OutsideAction>,
  { argv, showApp, appPath }: LaunchOptions,
): () => boolean {
  const initial = parseLaunchArgs(withoutAppPath(argv, process.cwd(), appPath));
  let asked = initial.length > 0;
  for (const action of initial) queue.push(action);
  app.on('open-url', (event, url) => {
    event.preventDefault();
    if (!isDialLink(url)) return;
    asked = true;
    queue.push({ kind: 'link', url });
  });
  app.on('second-instance', (_event, secondArgv, workingDirectory) => {
    const actions = parseLaunchArgs(withoutAppPath(secondArgv, workingDirectory, appPath));
    if (actions.length === 0) showApp();
    for (const action of actions) queue.push(action);
  });
  return () => asked;
}

// Registers one Electron IPC handler per contract channel. Electron's objects are described
// structurally here, so this runs (and is tested) without Electron.

import {
  CHANNELS,
  type Channel,
  ipcName,
  type Result,
  WINDOW_CHANNELS,
  type WindowChannel,
} from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import type { Dispatch } from './dispatch';

export interface SenderFrame {
  url: string;
  /** Null for a top-level (main) frame. */
  parent: unknown;
}

export interface InvokeEvent {
  sender: { id: number };
  senderFrame: SenderFrame | null;
}

export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: InvokeEvent, argument: unknown) => Promise<Result<unknown>>,
  ): void;
}

export interface TrustedSenders {
  /** The app's own pages' origin, e.g. app://dialdesk. */
  origin: string;
  /** Whether the web contents with this id is one of the app's own windows. */
  isAppWindow(webContentsId: number): boolean;
  /**
   * For each window channel, whether the web contents with this id are the window it is about
   * (fitConfirmWindow: the confirmation's). A window channel without one is refused to every window:
   * no page may resize a window but its own.
   */
  windowOf?: { [C in WindowChannel]?: (webContentsId: number) => boolean };
}

/**
 * 'app://dialdesk/index.html' has the origin 'app://dialdesk'. Exact: a URL with user info
 * ('app://evil@dialdesk'), a port, another case or anything else before the path is not of the origin.
 */
export function hasOrigin(url: string, origin: string): boolean {
  if (url !== origin && !url.startsWith(`${origin}/`)) return false;
  try {
    // Not URL.origin: for a custom scheme such as app:// the WHATWG origin is the opaque "null".
    const parsed = new URL(url);
    const plain = parsed.username === '' && parsed.password === '' && parsed.port === '';
    return plain && `${parsed.protocol}//${parsed.hostname}` === origin;
  } catch {
    return false;
  }
}

/** The app's own window, its main frame, and a page of the app's own origin; as VS Code's validatedIpcMain. */
export function isTrustedSender(event: InvokeEvent, trusted: TrustedSenders): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null || !trusted.isAppWindow(event.sender.id)) return false;
  return hasOrigin(frame.url, trusted.origin);
}

const isWindowChannel = (channel: Channel): channel is WindowChannel =>
  (WINDOW_CHANNELS as readonly Channel[]).includes(channel);

/** A trusted sender may use every channel but the window channels of other windows than its own. */
function mayAsk(channel: Channel, event: InvokeEvent, trusted: TrustedSenders): boolean {
  if (!isWindowChannel(channel)) return true;
  return trusted.windowOf?.[channel]?.(event.sender.id) ?? false;
}

const refused = (message: string): Result<never> => ({
  ok: false,
  error: { code: 'forbidden-sender', message },
});

export function registerIpcHandlers(ipcMain: IpcMainLike, dispatch: Dispatch, trusted: TrustedSenders): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(ipcName(channel), async (event, argument) => {
      if (!isTrustedSender(event, trusted)) return refused(t('ipc.notDialdeskWindow'));
      if (!mayAsk(channel, event, trusted)) return refused(t('ipc.notThisWindow'));
      return dispatch(channel, argument);
    });
  }
}

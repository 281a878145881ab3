// The one way the shell tells the user something outside the window: an OS notification, optionally
// clickable. Electron's Notification loses its click handler if it is garbage-collected while shown, so
// each one is held until it is clicked or closed. A notice may carry buttons, shown where the OS shows
// them (macOS, Windows: not Linux, where the click alone must do); one press runs one button, once. Every
// title and body goes through safeNotificationText first: they carry strangers' words (caller names,
// lookup results, error replies).
// A body is the list of lines Dialdesk chose; whatever a value put into a line holds, it stays that line.

import { type NotificationText, safeNotificationText } from './notification-text';

export interface Notice extends NotificationText {
  onClick?: () => void;
  /** Buttons on the notification ("Call back", "Done"), in order. */
  actions?: readonly NoticeAction[];
}

export interface NoticeAction {
  label: string;
  run: () => void;
}

/** Where notifications show buttons: elsewhere a notice's buttons are left off, not shown as dead text. */
const SHOWS_BUTTONS: ReadonlySet<NodeJS.Platform> = new Set(['darwin', 'win32']);

export type Notify = (notice: Notice) => void;

export interface NotificationOptions {
  title: string;
  body: string;
  silent: boolean;
  icon?: string;
  actions?: { type: 'button'; text: string }[];
}

export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  /**
   * A button was pressed: which one is `details.actionIndex` (Electron 35 on), the second argument before
   * (deprecated since).
   */
  on(event: 'action', listener: (details?: { actionIndex?: number }, index?: number) => void): unknown;
  show(): void;
}

export interface NotifierOptions {
  createNotification(options: NotificationOptions): NotificationLike;
  isSupported(): boolean;
  /** Which markup the notification server reads: on Linux the body is markup. */
  platform: NodeJS.Platform;
  icon?: string;
  /** Read for each notification: the user can turn notification sounds off in Settings. */
  silent(): boolean;
}

export function createNotifier(options: NotifierOptions): Notify {
  const shown = new Set<NotificationLike>();
  return ({ title, body, onClick, actions: given = [] }) => {
    if (!options.isSupported()) return;
    const actions = SHOWS_BUTTONS.has(options.platform) ? given : [];
    const notification = options.createNotification({
      ...safeNotificationText({ title, body }, options.platform),
      silent: options.silent(),
      ...(options.icon ? { icon: options.icon } : {}),
      ...(actions.length > 0 && {
        actions: actions.map((action) => ({ type: 'button' as const, text: action.label })),
      }),
    });
    shown.add(notification);
    notification.on('close', () => shown.delete(notification));
    notification.on('click', () => {
      shown.delete(notification);
      onClick?.();
    });
    let acted = false;
    notification.on('action', (details, index) => {
      // One press, one action: a button pressed again (or reported twice) does nothing more.
      const action = actions[details?.actionIndex ?? index ?? 0];
      if (!action || acted) return;
      acted = true;
      shown.delete(notification);
      action.run();
    });
    notification.show();
  };
}

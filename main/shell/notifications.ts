// The one way the shell tells the user something outside the window: an OS notification, optionally
// clickable. Electron's Notification loses its click handler if it is garbage-collected while shown, so
// each one is held until it is clicked or closed. A notice may carry one button (where the OS shows
// buttons: macOS, Windows), which runs at most once. Every title and body goes through
// safeNotificationText first: they carry strangers' words (caller names, lookup results, error replies).
// A body is the list of lines Dialdesk chose; whatever a value put into a line holds, it stays that line.

import { type NotificationText, safeNotificationText } from './notification-text';

export interface Notice extends NotificationText {
  onClick?: () => void;
  /** A button on the notification ("Call back"). */
  action?: { label: string; run: () => void };
}

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
  /** A button was pressed (the arguments differ between Electron releases: one button needs none). */
  on(event: 'action', listener: () => void): unknown;
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
  return ({ title, body, onClick, action }) => {
    if (!options.isSupported()) return;
    const notification = options.createNotification({
      ...safeNotificationText({ title, body }, options.platform),
      silent: options.silent(),
      ...(options.icon ? { icon: options.icon } : {}),
      ...(action && { actions: [{ type: 'button' as const, text: action.label }] }),
    });
    shown.add(notification);
    notification.on('close', () => shown.delete(notification));
    notification.on('click', () => {
      shown.delete(notification);
      onClick?.();
    });
    let acted = false;
    notification.on('action', () => {
      // One press, one action: a button pressed again (or reported twice) does nothing more.
      if (!action || acted) return;
      acted = true;
      shown.delete(notification);
      action.run();
    });
    notification.show();
  };
}

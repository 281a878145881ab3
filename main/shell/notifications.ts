// The one way the shell tells the user something outside the window: an OS notification, optionally
// clickable. Electron's Notification loses its click handler if it is garbage-collected while shown, so
// each one is held until it is clicked or closed.

export interface Notice {
  title: string;
  body: string;
  onClick?: () => void;
}

export type Notify = (notice: Notice) => void;

export interface NotificationOptions {
  title: string;
  body: string;
  silent: boolean;
  icon?: string;
}

export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  show(): void;
}

export interface NotifierOptions {
  createNotification(options: NotificationOptions): NotificationLike;
  isSupported(): boolean;
  icon?: string;
  /** Read for each notification: the user can turn notification sounds off in Settings. */
  silent(): boolean;
}

export function createNotifier(options: NotifierOptions): Notify {
  const shown = new Set<NotificationLike>();
  return ({ title, body, onClick }) => {
    if (!options.isSupported()) return;
    const notification = options.createNotification({
      title,
      body,
      silent: options.silent(),
      ...(options.icon ? { icon: options.icon } : {}),
    });
    shown.add(notification);
    notification.on('close', () => shown.delete(notification));
    notification.on('click', () => {
      shown.delete(notification);
      onClick?.();
    });
    notification.show();
  };
}

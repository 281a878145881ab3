// The hardening every Dialdesk window gets: a sandboxed, isolated page without Node, which cannot open
// windows, navigate away from the app, embed webviews, or be granted any permission. The page talks to
// the main process only through the preload's bridge.

import { hasOrigin } from '../ipc/register';
import { isHttpUrl } from '../settings/text-formats';

export const appWebPreferences = (preload: string) => ({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  webSecurity: true,
  preload,
});

export interface PreventableEvent {
  preventDefault(): void;
}

export interface WebContentsLike {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: 'will-navigate', listener: (event: PreventableEvent & { url: string }) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
}

export type PermissionRequestHandler = (
  webContents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl?: string },
) => void;

export type PermissionCheckHandler = (
  webContents: unknown,
  permission: string,
  requestingOrigin: string,
) => boolean;

export interface SessionLike {
  setPermissionRequestHandler(handler: PermissionRequestHandler): void;
  setPermissionCheckHandler(handler: PermissionCheckHandler): void;
}

export function hardenWebContents(
  contents: WebContentsLike,
  { origin, openExternal }: { origin: string; openExternal(url: string): unknown },
): void {
  // Web links belong in the user's browser; every other scheme (file:, a custom app's) goes nowhere.
  const openIfWeb = (url: string) => {
    if (isHttpUrl(url)) openExternal(url);
  };
  contents.setWindowOpenHandler(({ url }) => {
    openIfWeb(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    if (hasOrigin(event.url, origin)) return;
    event.preventDefault();
    openIfWeb(event.url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** The one permission granted: writing text to the clipboard (Copy in the lookup view). */
export const GRANTED_PERMISSION = 'clipboard-sanitized-write';

/**
 * Denies every permission request and check but one, and that one only to the app's own pages:
 * Dialdesk needs no camera, microphone, notifications (the main process shows those) or anything else.
 * Playing voicemail and recordings from Blob URLs needs no permission, so this does not stop audio.
 */
export function restrictPermissions(session: SessionLike, origin: string): void {
  const allowed = (permission: string, url: string | undefined) =>
    permission === GRANTED_PERMISSION && url !== undefined && hasOrigin(url, origin);
  session.setPermissionRequestHandler((_webContents, permission, callback, details) =>
    callback(allowed(permission, details.requestingUrl)),
  );
  session.setPermissionCheckHandler((_webContents, permission, requestingOrigin) =>
    allowed(permission, requestingOrigin),
  );
}

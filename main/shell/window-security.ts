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

export interface SessionLike {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: () => boolean): void;
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

/**
 * Denies every permission request and check: Dialdesk needs no camera, microphone, notifications (the
 * main process shows those) or anything else. Playing voicemail and recordings from Blob URLs needs no
 * permission, so this does not stop audio.
 */
export function denyAllPermissions(session: SessionLike): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

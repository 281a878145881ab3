// The hardening every web contents of the app gets: a sandboxed, isolated page without Node, which
// cannot open windows, navigate, redirect or load a frame away from the app, embed webviews, open
// DevTools in a packaged build, or be granted any permission. It is applied to every web contents the
// app ever creates (the `web-contents-created` guard), not only to the windows the app opens itself.
// The page talks to the main process only through the preload's bridge.

import { hasOrigin } from '../ipc/register';

export const appWebPreferences = (preload: string, devTools: boolean) => ({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  webSecurity: true,
  webviewTag: false,
  devTools,
  preload,
});

export interface PreventableEvent {
  preventDefault(): void;
}

/** Navigation events that carry the target URL. */
export type NavigationEvent = 'will-navigate' | 'will-redirect' | 'will-frame-navigate';

export interface WebContentsLike {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: NavigationEvent, listener: (event: PreventableEvent & { url: string }) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  on(event: 'devtools-opened', listener: () => void): unknown;
  closeDevTools(): void;
}

/**
 * The only web addresses the app's pages may open in the browser: those the app itself puts on screen.
 * None today; a view that shows a link lists it here. A URL a page makes up (window.open, a link it
 * injected, a redirect) is never handed to the OS.
 */
export const ON_SCREEN_LINKS: readonly string[] = [];

export interface GuardOptions {
  /** The app's pages' origin, e.g. app://dialdesk. */
  origin: string;
  /** Electron's shell.openExternal. */
  openExternal(url: string): unknown;
  /** Exact addresses that may be opened in the browser; ON_SCREEN_LINKS by default. */
  externalLinks?: readonly string[];
  /** False in a packaged build: DevTools close as soon as anything opens them. */
  allowDevTools: boolean;
}

/** Opens `url` in the browser only when it is, exactly, one of the allowed addresses. */
export function openIfListed(url: string, options: GuardOptions): boolean {
  const allowed = options.externalLinks ?? ON_SCREEN_LINKS;
  if (!allowed.includes(url)) return false;
  options.openExternal(url);
  return true;
}

const hardened = new WeakSet<object>();

/** Hardens one web contents; a second call for the same contents does nothing. */
export function hardenWebContents(contents: WebContentsLike, options: GuardOptions): void {
  if (hardened.has(contents)) return;
  hardened.add(contents);
  contents.setWindowOpenHandler(({ url }) => {
    openIfListed(url, options);
    return { action: 'deny' };
  });
  const stayInApp = (event: PreventableEvent & { url: string }) => {
    if (hasOrigin(event.url, options.origin)) return;
    event.preventDefault();
    openIfListed(event.url, options);
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  // Frames too (Electron 25+): the app has none, so a frame can only be something a page injected.
  contents.on('will-frame-navigate', (event) => {
    if (!hasOrigin(event.url, options.origin)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  if (!options.allowDevTools) contents.on('devtools-opened', () => contents.closeDevTools());
}

/** Electron's app, as far as the guard needs it. */
export interface WebContentsSource {
  on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown;
}

/** Hardens every web contents the app creates, from the moment it exists (registered before `ready`). */
export function guardEveryWebContents(app: WebContentsSource, options: GuardOptions): void {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, options));
}

/** The one permission granted: writing text to the clipboard (Copy in the lookup view). */
export const GRANTED_PERMISSION = 'clipboard-sanitized-write';

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

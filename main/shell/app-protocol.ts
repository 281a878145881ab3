// The app:// scheme that serves the renderer's files. A real origin (app://dialdesk) rather than file://
// lets the IPC layer check who is calling, and keeps pages from reading arbitrary files: only files
// inside the renderer folder are served, never anything a crafted path (../, %2e%2e, %2f) points at.
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

export const APP_SCHEME = 'app';
const APP_HOST = 'dialdesk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const MAIN_PAGE_URL = `${APP_ORIGIN}/index.html`;
export const CONFIRM_PAGE_URL = `${MAIN_PAGE_URL}#confirm`;
export const QUICK_DIAL_PAGE_URL = `${MAIN_PAGE_URL}#quick-dial`;

/**
 * For protocol.registerSchemesAsPrivileged, before the app is ready: a standard, secure origin whose
 * scripts keep V8's code cache, and nothing more. No corsEnabled: the renderer is built as classic scripts
 * (vite.config.ts), whose no-cors same-origin loads need no CORS support from the scheme, and nothing
 * else fetches app:// resources. codeCache (Electron 28 and later, standard schemes only; electron#40544):
 * without it every opening of the window compiles the renderer's code again before History can draw.
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: false, corsEnabled: false, codeCache: true },
};

/**
 * The same policy as the meta tag in renderer/index.html, plus what only a header can say
 * (frame-ancestors). The page reaches nothing but the bridge: connect-src 'none'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  'media-src blob:',
  "font-src 'self'",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The file an app:// URL names inside `root`, or null when it is not an app URL or points outside. */
export function resolveAppAsset(root: string, url: string): string | null {
  let pathname: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null; // not a URL, or a malformed %-escape
  }
  if (pathname.includes('\0')) return null;
  const file = resolve(root, pathname.replace(/^\/+/, '') || 'index.html');
  const inside = relative(resolve(root), file);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  return file;
}

export type AppProtocolHandler = (request: { url: string; method: string }) => Promise<Response>;

export function createAppProtocolHandler(
  root: string,
  read: (file: string) => Promise<Uint8Array<ArrayBuffer>> = readFile,
): AppProtocolHandler {
  const reply = (status: number, body: Uint8Array<ArrayBuffer> | string, contentType = 'text/plain') =>
    new Response(body, {
      status,
      headers: {
        'Content-Type': contentType,
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
      },
    });

  return async ({ url, method }) => {
    if (method !== 'GET') return reply(405, 'Method not allowed');
    const file = resolveAppAsset(root, url);
    // A refused path gets the same answer as a missing file: the page learns nothing about the disk.
    if (!file) return reply(404, 'Not found');
    try {
      return reply(200, await read(file), CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    } catch {
      return reply(404, 'Not found');
    }
  };
}

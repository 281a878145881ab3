// The app:// scheme serves the renderer's files and nothing else, with the page's content security
// policy as a header.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_SCHEME_PRIVILEGES,
  CONTENT_SECURITY_POLICY,
  createAppProtocolHandler,
  resolveAppAsset,
} from '../../main/shell/app-protocol';

const ROOT = '/opt/dialdesk/dist/renderer';

describe('resolveAppAsset', () => {
  it.each([
    ['app://dialdesk/', resolve(ROOT, 'index.html')],
    ['app://dialdesk', resolve(ROOT, 'index.html')],
    ['app://dialdesk/index.html#confirm', resolve(ROOT, 'index.html')],
    ['app://dialdesk/assets/index-3f2a.js?v=1', resolve(ROOT, 'assets/index-3f2a.js')],
    ['app://dialdesk/assets/My%20Font.woff2', resolve(ROOT, 'assets/My Font.woff2')],
    // The URL parser folds plain and %2e dot segments before the path is read: they stay inside.
    ['app://dialdesk/../../etc/passwd', resolve(ROOT, 'etc/passwd')],
    ['app://dialdesk/%2e%2e/%2e%2e/etc/passwd', resolve(ROOT, 'etc/passwd')],
  ])('maps %s into the renderer folder', (url, file) => {
    expect(resolveAppAsset(ROOT, url)).toBe(file);
  });

  it.each([
    'app://dialdesk/..%2f..%2fetc%2fpasswd',
    'app://dialdesk/assets/..%2f..%2f..%2fsecret.txt',
    'app://dialdesk/%2e%2e%2fsecret.txt',
    'app://dialdesk/index.html%00.png',
    'app://dialdesk/%E0%A4%A',
    'app://evil/index.html',
    'app://dialdesk:8080/index.html',
    'file:///etc/passwd',
    'https://dialdesk/index.html',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppAsset(ROOT, url)).toBeNull();
  });
});

describe('createAppProtocolHandler', () => {
  let base: string;
  let root: string;
  const get = (url: string, method = 'GET') => createAppProtocolHandler(root)({ url, method });

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'dialdesk-protocol-'));
    root = join(base, 'renderer');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Dialdesk</title>');
    await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(base, 'secret.txt'), 'api key');
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('serves a file with its type, the content security policy and nosniff', async () => {
    const page = await get('app://dialdesk/index.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<!doctype html><title>Dialdesk</title>');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await get('app://dialdesk/assets/app.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers a path outside the folder like a missing file, without reading it', async () => {
    const outside = await get('app://dialdesk/assets/..%2f..%2fsecret.txt');
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('api key');
    expect((await get('app://dialdesk/missing.js')).status).toBe(404);
  });

  it('accepts only GET', async () => {
    expect((await get('app://dialdesk/index.html', 'POST')).status).toBe(405);
  });
});

describe('APP_SCHEME_PRIVILEGES', () => {
  it('makes app:// a standard, secure origin with code cache and grants nothing else (the page loads classic scripts)', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: false,
        corsEnabled: false,
        codeCache: true,
      },
    });
  });
});

describe('CONTENT_SECURITY_POLICY', () => {
  const directives = (policy: string) =>
    policy
      .split(';')
      .map((directive) => directive.trim().replace(/\s+/g, ' '))
      .filter(Boolean);

  it("is the page's own meta policy, plus frame-ancestors, which only a header can carry", async () => {
    const html = await readFile(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta, 'renderer/index.html has a CSP meta tag').toBeDefined();
    expect(directives(CONTENT_SECURITY_POLICY)).toEqual([
      ...directives(meta ?? ''),
      "frame-ancestors 'none'",
    ]);
  });
});

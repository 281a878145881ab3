// Launches the built app (dist/main/index.cjs, unpacked: Playwright needs the inspector that the
// packaged app's fuses turn off) in a real Electron with a throwaway profile, and checks the window, the
// bridge, the hardening and the hand-over of a tel: link from a second launch. It needs an Electron
// binary, found without importing the electron package (that import would try to download one); where
// there is none, the test is skipped and says so.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, type ElectronApplication } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialdeskApi } from '../../preload/contract';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'dist', 'main', 'index.cjs');

/** The binary the electron package installed, as its own index.js finds it: dist/ + path.txt. */
function electronBinary(): string | null {
  const pathFile = join(ROOT, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(ROOT, 'node_modules', 'electron', 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
if (!binary) {
  console.log(
    'SKIPPED: no Electron binary here (it cannot be downloaded on this machine); the _electron smoke test did not run',
  );
}

// Chromium refuses to start as root with its sandbox (CI containers); the pages' own sandbox stays on.
const rootArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];

describe.skipIf(!binary)('the packaged-layout app in Electron', () => {
  let profile: string;
  let app: ElectronApplication;
  const appArgs = () => [MAIN, `--user-data-dir=${profile}`, ...rootArgs];

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
    profile = await mkdtemp(join(tmpdir(), 'dialdesk-electron-'));
    app = await _electron.launch({ executablePath: binary ?? '', args: appArgs(), timeout: 60_000 });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  it('opens the main window on app://dialdesk with the bridge and without Node', async () => {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toBe('app://dialdesk/index.html');
    const bridge = await page.evaluate(() => {
      const api = (window as unknown as { dialdesk?: DialdeskApi }).dialdesk;
      return {
        methods: typeof api?.getAppInfo,
        require: typeof (window as unknown as { require?: unknown }).require,
      };
    });
    expect(bridge).toEqual({ methods: 'function', require: 'undefined' });
    const info = await page.evaluate(() =>
      (window as unknown as { dialdesk: DialdeskApi }).dialdesk.getAppInfo(),
    );
    expect(info).toMatchObject({ ok: true, value: { name: 'Dialdesk' } });
    expect(await page.evaluate(() => window.open('https://example.com') === null)).toBe(true);
  });

  it('enforces the content security policy: no eval, no network', async () => {
    const page = await app.firstWindow();
    const blocked = await page.evaluate(async () => {
      const evalBlocked = (() => {
        try {
          // biome-ignore lint/security/noGlobalEval: checking that the policy forbids it
          eval('1');
          return false;
        } catch {
          return true;
        }
      })();
      const fetchBlocked = await fetch('https://example.com/').then(
        () => false,
        () => true,
      );
      return { evalBlocked, fetchBlocked };
    });
    expect(blocked).toEqual({ evalBlocked: true, fetchBlocked: true });
  });

  it('takes a tel: link from a second launch and asks to confirm it', async () => {
    const confirmation = app.waitForEvent('window', { timeout: 30_000 });
    const second = spawn(binary ?? '', [...appArgs(), 'tel:+15555550187'], { stdio: 'ignore' });
    await once(second, 'exit'); // it hands the link over and quits: the first instance holds the lock
    const page = await confirmation;
    expect(page.url()).toBe('app://dialdesk/index.html#confirm');
    const pending = await page.evaluate(() =>
      (window as unknown as { dialdesk: DialdeskApi }).dialdesk.getPendingCall(),
    );
    expect(pending).toMatchObject({ ok: true, value: { source: 'link', display: '(555) 555-0187' } });
  }, 60_000);
});

// The built app (dist/main/index.cjs, unpacked: Playwright needs the inspector that the packaged app's
// fuses turn off) in a real Electron, with a fresh profile and the demo pointed at this test's simulator,
// whose request log shows what reached the phone system. It checks the window, the bridge, the policy,
// the hand-over from a second launch, the confirmation's Esc and Enter, the quick-dial box, the tray, and a
// clean quit.
// The binary is found without importing the electron package (that import would try to download one);
// where there is none, or no display, the test says so in one line and is skipped.
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { FIRST_RUN_FILE_NAME } from '../../main/settings';
import type { DialdeskApi } from '../../preload/contract';
import {
  appEnv,
  describeWithElectron,
  electronBinary,
  freshProfile,
  isRunning,
  LAUNCH_SWITCHES,
  NUMBER,
  NUMBER_SHOWN,
  processTree,
  ROOT,
  secondLaunch,
  waitUntil,
} from './electron-run';

const MAIN = join(ROOT, 'dist', 'main', 'index.cjs');
const TRAY_PROBE = join(ROOT, 'test', 'electron', 'tray-probe.cjs').replaceAll('\\', '/');

const binary = {
  path: electronBinary(),
  missing:
    'no Electron binary here (it cannot be downloaded on this machine); the _electron smoke test did not run',
  // CI, where Electron exists: a skip there would hide a broken setup.
  required: process.env.DIALDESK_REQUIRE_ELECTRON === '1',
};

describeWithElectron('the built app in Electron', binary, (electron) => {
  let demo: DemoServer;
  let profile: string;
  let app: ElectronApplication;
  /** Console errors and policy violations of every window, as they happen. */
  const problems: string[] = [];
  const appArgs = () => [MAIN, `--user-data-dir=${profile}`, ...LAUNCH_SWITCHES];
  const env = () => appEnv(new URL(demo.url).port);
  const originates = () => demo.requestsFor('originate');

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
    demo = await startDemoServer();
    profile = await freshProfile();
    // A person who chose "Explore the demo" on the first-run screen (the E2E tests walk that screen).
    await writeFile(join(profile, FIRST_RUN_FILE_NAME), JSON.stringify({ choice: 'demo', at: Date.now() }));
    app = await _electron.launch({
      executablePath: electron,
      args: appArgs(),
      env: { ...env(), NODE_OPTIONS: `--require "${TRAY_PROBE}"` },
      timeout: 60_000,
    });
    app.context().on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    app.context().on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  }, 90_000);

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await demo?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  /** A second launch with these arguments; resolves with the confirmation window it opens. */
  async function confirmationFrom(args: string[]): Promise<Page> {
    const opened = app.waitForEvent('window', { timeout: 30_000 });
    await secondLaunch(electron, [...appArgs(), ...args], env());
    const page = await opened;
    expect(page.url()).toBe('app://dialdesk/index.html#confirm');
    await page.getByRole('button', { name: /Call/ }).waitFor({ timeout: 10_000 });
    return page;
  }

  it('shows history rows from the demo within 5 s, with no console error and no policy violation', async () => {
    const page = await app.firstWindow();
    expect(page.url()).toBe('app://dialdesk/index.html');
    await page
      .getByRole('grid', { name: 'Calls' })
      .locator('[aria-rowindex="2"]')
      .waitFor({ timeout: 5_000 });
    expect(demo.requestsFor('cdrs').length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 30_000);

  it('takes --dial from a second launch; Esc cancels and nothing reaches the phone system', async () => {
    const page = await confirmationFrom(['--dial', NUMBER]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(NUMBER_SHOWN);
    // One history entry: were the page ever left to close itself, the browser would let it.
    expect(await page.evaluate(() => history.length)).toBe(1);
    const closed = page.waitForEvent('close', { timeout: 10_000 });
    await page.keyboard.press('Escape');
    await closed; // main closes the window once the call is cancelled
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(originates()).toEqual([]);
    expect(problems).toEqual([]);
  }, 60_000);

  it('places exactly one call on Enter', async () => {
    const page = await confirmationFrom(['--dial', NUMBER]);
    const closed = page.waitForEvent('close', { timeout: 10_000 });
    await page.keyboard.press('Enter');
    await closed; // main closes the window once the call is confirmed
    await waitUntil('the originate request', () => originates().length > 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // a second one would come by now
    expect(originates()).toHaveLength(1);
    expect(originates()[0]?.query.some(([, value]) => value.includes(NUMBER))).toBe(true);
    expect(problems).toEqual([]);
  }, 60_000);

  it('takes a tel: link from a second launch and asks to confirm it', async () => {
    const page = await confirmationFrom(['tel:+15555550187']);
    const pending = await page.evaluate(() =>
      (window as unknown as { dialdesk: DialdeskApi }).dialdesk.getPendingCall(),
    );
    expect(pending).toMatchObject({ ok: true, value: { source: 'link', display: '(555) 555-0187' } });
    const closed = page.waitForEvent('close', { timeout: 10_000 });
    await page.keyboard.press('Escape');
    await closed;
  }, 60_000);

  it('opens the quick-dial box from a second launch with --quick-dial, finds a name, and Esc hides it calling nothing', async () => {
    const opened = app.waitForEvent('window', { timeout: 30_000 });
    await secondLaunch(electron, [...appArgs(), '--quick-dial'], env());
    const box = await opened;
    expect(box.url()).toContain('#quick-dial');
    const field = box.getByRole('combobox');
    await field.waitFor();
    await field.pressSequentially('555');
    await waitUntil('results in the box', async () => (await box.getByRole('option').count()) > 0, 10_000);
    const before = originates().length;
    await field.press('Escape');
    // Hidden, not closed: the next press shows it at once.
    await waitUntil(
      'the box hidden',
      () =>
        app.evaluate(({ BrowserWindow }) =>
          BrowserWindow.getAllWindows().every(
            (window) => !window.webContents.getURL().includes('#quick-dial') || !window.isVisible(),
          ),
        ),
      10_000,
    );
    expect(originates()).toHaveLength(before);
    expect(problems).toEqual([]);
  }, 60_000);

  it('has its tray icon', async () => {
    const trays = await app.evaluate(
      () =>
        [
          ...(globalThis as unknown as { __dialdeskTrays: Set<{ isDestroyed(): boolean }> }).__dialdeskTrays,
        ].filter((tray) => !tray.isDestroyed()).length,
    );
    expect(trays).toBe(1);
  });

  it('has the bridge and no Node in the page, and refuses new windows', async () => {
    const page = await app.firstWindow();
    const bridge = await page.evaluate(() => ({
      methods: typeof (window as unknown as { dialdesk?: DialdeskApi }).dialdesk?.getAppInfo,
      require: typeof (window as unknown as { require?: unknown }).require,
    }));
    expect(bridge).toEqual({ methods: 'function', require: 'undefined' });
    const info = await page.evaluate(() =>
      (window as unknown as { dialdesk: DialdeskApi }).dialdesk.getAppInfo(),
    );
    expect(info).toMatchObject({ ok: true, value: { name: 'Dialdesk' } });
    expect(await page.evaluate(() => window.open('https://example.com') === null)).toBe(true);
  });

  it('enforces the content security policy: no eval, no network (after the checks for console errors: it provokes some)', async () => {
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

  it('quits and leaves no process behind', async () => {
    const main = app.process();
    const tree = await processTree(main.pid ?? 0);
    expect(tree.length).toBeGreaterThan(1); // the main process and its renderers, GPU and utility processes
    const exited = main.exitCode === null ? once(main, 'exit') : Promise.resolve();
    await app.evaluate(({ app: electronApp }) => electronApp.quit());
    await exited;
    await waitUntil('every process of the app to end', () => tree.every((pid) => !isRunning(pid)), 15_000);
  }, 60_000);
});

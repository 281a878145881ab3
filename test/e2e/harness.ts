// The E2E harness: the built renderer in Debian's Chromium, talking through the same contract the
// Electron preload exposes to the real core in this process, which talks HTTP to the simulator. The
// bridge itself (scripts/page-bridge.ts) is the one `npm run dev` uses too.
//
// The page is served from a fake app origin (https://dialdesk.test) straight from the build folder, with
// the CSP meta of the built index.html in force. Every reply that crosses the bridge is recorded. More
// windows (the call confirmation, #confirm) are more pages on the same bridge; events reach them all.
// The save dialog answers what the test tells it, in a folder of the run's own; so does the open dialog
// of People's Import….

import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { type Core, type CoreOptions, createCore, type SaveRequest } from '../../main/core';
import { type DemoServer, type DemoServerOptions, startDemoServer } from '../../main/demo/server';
import { linuxPolicySource } from '../../main/policies/policy-sources';
import type { Clock } from '../../main/schedule/clock';
import { createMemoryStore } from '../../main/secrets';
import { FIRST_RUN_FILE_NAME, SETTINGS_FILE_NAME } from '../../main/settings';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import type { EventName, Events } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { type BridgeCall, createPageBridge, type PageBridgeOptions } from '../../scripts/page-bridge';
import { SOURCE_NUMBER_KEYS_WORKER } from '../support/number-keys-worker';
import { APP_URL, launchChromium, serveFolder } from './browser.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
export const SCREENSHOTS = join(ROOT, 'test-results/screenshots');

/**
 * The moment every E2E test runs at, unless the test is about time: the simulator's data set and the
 * page's clock start here, so no test depends on the date or time of day it runs. 09:30 UTC lies in a
 * window where the demo's newest inbound caller once was a number the app refused. DIALDESK_E2E_NOW
 * (ISO 8601) moves it, to prove the suite passes at other times of day.
 */
export const E2E_NOW = Date.parse(process.env.DIALDESK_E2E_NOW ?? '2026-03-10T09:30:00Z');
if (Number.isNaN(E2E_NOW)) throw new Error(`DIALDESK_E2E_NOW is not a date: ${process.env.DIALDESK_E2E_NOW}`);

/**
 * The desk's time zone in every E2E test: not the simulator's (its phone system keeps America/Chicago),
 * and not the machine's, with an offset that has minutes. The app's main side (this process) and the
 * page both keep it, as a desk's app does; times on screen are this zone's.
 */
export const DESK_ZONE = 'Asia/Kolkata';
process.env.TZ = DESK_ZONE;

const deskDays = new Intl.DateTimeFormat('en-CA', { timeZone: DESK_ZONE, dateStyle: 'short' });
/** The desk's calendar day of a moment (ms), as the day fields take it: 'YYYY-MM-DD'. */
export const deskDay = (ms: number): string => deskDays.format(ms);

/** A clock that starts at `start` and then runs at real speed, as the app's and the page's do. */
export function clockFrom(start: number): () => number {
  const origin = Date.now();
  return () => start + (Date.now() - origin);
}

let built: Promise<string> | undefined;

/** Builds the renderer once per test process into a folder of its own (test files run in parallel). */
export function buildRenderer(): Promise<string> {
  built ??= (async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'dialdesk-renderer-'));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    await build({
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    return outDir;
  })();
  return built;
}

export interface StartOptions {
  /**
   * Options of the demo simulator that the app uses while no account is set. Its `now` (a clock from
   * E2E_NOW by default; a test about time sets its own) is the pages' clock too.
   */
  demo?: DemoServerOptions;
  /** How long after a call the core refuses another (default: the app's own). */
  callLockMs?: number;
  timeoutMs?: number;
  viewport?: { width: number; height: number };
  /** The settings file as the app finds it at start (absent: no account, the demo). */
  settingsFile?: string;
  /**
   * The window opens on the first-run screen, as at a person's very first start. Off by default: every
   * other test starts as a person who chose "Explore the demo" there (or connects an account later).
   */
  firstRun?: boolean;
  /**
   * Starts the local history sync as the app does (on the simulator's clock). Off by default: most
   * tests read history page by page from the phone system, which the app does until a copy holds calls.
   */
  historySync?: boolean;
  /** Prepares the data folder before the core starts (a damaged history file, say). */
  beforeStart?: (dataDir: string) => Promise<void>;
  /** Why the installation checks for no updates (page-bridge.ts): a development run by default. */
  updateMode?: PageBridgeOptions['updateMode'];
  /**
   * The organisation's policies, read (and watched) from this Linux policy file as the app reads
   * /etc/dialdesk/policies.json: the test's own user stands in for root, its only trusted owner.
   */
  policyFile?: string;
}

/** How the harness answers the app's save dialog: a path to save at, or null as if the user cancelled. */
export type SaveDialogAnswer = (request: SaveRequest) => string | null;

export interface App {
  browser: Browser;
  /** The main window's page. */
  page: Page;
  core: Core;
  /** The simulator of demo mode. */
  demo: DemoServer;
  /** Every request and reply that crossed the bridge, from any page, in order. */
  bridge: BridgeCall[];
  /** Page errors, console errors and CSP violations: a finished app has none. */
  problems: string[];
  /** A folder of this run's own, for the files the save dialog is answered with. */
  saveDir: string;
  /** The core's data folder (settings, the local history). */
  dataDir: string;
  /** The core's options, for a second core on the same data folder (a restart). */
  coreOptions: CoreOptions;
  /** What the app asked the save dialog, in order. */
  saveRequests: SaveRequest[];
  /** The files the app asked the system's file manager to show (Show in folder), in order. */
  shownInFolder: string[];
  /** The addresses the app asked the system to open (Open in CRM), in order; each opens at once. */
  opened: string[];
  /** Answers the save dialogs from now on (the default answer is null: cancelled). */
  answerSaveDialog(answer: SaveDialogAnswer): void;
  /** How many times the app asked for address books to import (People's Import…). */
  contactFileRequests: number;
  /**
   * Answers the open dialog of People's Import… from now on with these files, or null as if the person
   * cancelled it (the default).
   */
  answerContactFiles(paths: readonly string[] | null): void;
  callsTo(channel: string): BridgeCall[];
  /** Opens another window of the app (the shell opens `#confirm` for a call confirmation). */
  openPage(options: {
    hash: string;
    viewport: { width: number; height: number };
    /** Device pixels per CSS pixel: 2 is how Chromium draws a page zoomed to 200%. */
    deviceScaleFactor?: number;
  }): Promise<Page>;
  /** Sends an event to every open page, as the shell broadcasts main's events to every window. */
  emit<E extends EventName>(event: E, payload: Events[E]): Promise<void>;
  /** Settles when the local history's sync has run and its backfill is done (historySync: true). */
  historySynced(): Promise<void>;
  /** Loads the main window's page again, as at the next start; the core and its data folder stay. */
  reload(): Promise<void>;
  /** Saves `<name>.png` (light) and `<name>.dark.png` of the page (the main window's by default). */
  screenshot(name: string, page?: Page): Promise<void>;
  close(): Promise<void>;
}

/** Starts simulator, core, Chromium and the page, and waits for the app to mount. */
export async function startApp(options: StartOptions = {}): Promise<App> {
  const folder = await buildRenderer();
  const now = options.demo?.now ?? clockFrom(E2E_NOW);
  const demo = await startDemoServer({ ...options.demo, now });
  const dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-e2e-'));
  const saveDir = await mkdtemp(join(tmpdir(), 'dialdesk-e2e-saved-'));
  if (options.settingsFile !== undefined)
    await writeFile(join(dataDir, SETTINGS_FILE_NAME), options.settingsFile);
  if (!options.firstRun)
    await writeFile(join(dataDir, FIRST_RUN_FILE_NAME), JSON.stringify({ choice: 'demo', at: E2E_NOW }));
  await options.beforeStart?.(dataDir);
  const pageClock: Clock = {
    now,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const saveRequests: SaveRequest[] = [];
  const shownInFolder: string[] = [];
  const opened: string[] = [];
  let answerSave: SaveDialogAnswer = () => null;
  let contactFiles: readonly string[] | null = null;
  const coreOptions: CoreOptions = {
    dataDir,
    secrets: createMemoryStore(),
    // The test's own simulator, handed over as the app's launcher hands over its demo.
    startDemo: createDemoLauncher(async () => demo).start,
    appInfo: { name: 'Dialdesk', version: '0.0.0-e2e', platform: 'linux' },
    chooseSavePath: async (request) => {
      saveRequests.push(request);
      return answerSave(request);
    },
    timeoutMs: options.timeoutMs,
    callLockMs: options.callLockMs,
    showItemInFolder: (path) => shownInFolder.push(path),
    // Open in CRM: the address as the shell would hand it to the system, recorded instead.
    openExternal: async (address) => {
      opened.push(address);
    },
    chooseContactFiles: async () => {
      app.contactFileRequests += 1;
      return contactFiles && [...contactFiles];
    },
    numberKeysWorker: SOURCE_NUMBER_KEYS_WORKER,
    // The sync's "now" is the simulator's: its calls lie in the days before E2E_NOW.
    historyClock: pageClock,
    // A directory's "read at" is said on the page's clock too.
    directoriesClock: pageClock,
    // So are when a note was written and when a call was placed ("Call placed: Today 3:02 PM").
    notesClock: pageClock,
    policySource:
      options.policyFile === undefined
        ? undefined
        : linuxPolicySource(options.policyFile, { owner: process.getuid?.() ?? 0 }),
  };
  const core = await createCore(coreOptions);
  if (options.historySync) core.startHistorySync();
  const browser = await launchChromium();
  const bridge: BridgeCall[] = [];
  const problems: string[] = [];
  const pageBridge = createPageBridge(core, {
    onCall: (call) => bridge.push(call),
    onProblem: (text) => problems.push(text),
    updateMode: options.updateMode,
  });

  /** A page as the app's windows get it: the bridge of the preload, with the app's CSP in force. */
  const openPage = async (
    hash: string,
    viewport: { width: number; height: number },
    deviceScaleFactor = 1,
  ): Promise<Page> => {
    const page = await browser.newPage({ viewport, deviceScaleFactor, timezoneId: DESK_ZONE });
    await pageBridge.attach(page);
    await serveFolder(page, folder);
    // The page's clock agrees with the simulator's data ("today", "5 min ago"), and runs on from there.
    await page.clock.install({ time: now() });
    await page.goto(`${APP_URL}${hash}`);
    return page;
  };

  const page = await openPage('', options.viewport ?? { width: 1280, height: 800 });
  // The app's navigation, or on a first run the welcome that comes before it.
  const mounted = () =>
    page
      .getByRole('navigation', { name: t('app.name') })
      .or(page.getByRole('main', { name: t('firstRun.title') }))
      .waitFor();
  await mounted();

  const app: App = {
    browser,
    page,
    core,
    demo,
    bridge,
    problems,
    saveDir,
    dataDir,
    coreOptions,
    saveRequests,
    shownInFolder,
    opened,
    answerSaveDialog(answer) {
      answerSave = answer;
    },
    contactFileRequests: 0,
    answerContactFiles(paths) {
      contactFiles = paths;
    },
    callsTo: (channel) => bridge.filter((call) => call.channel === channel),
    async openPage({ hash, viewport, deviceScaleFactor }) {
      const opened = await openPage(hash, viewport, deviceScaleFactor);
      appsOfPages.set(opened, app);
      return opened;
    },
    emit: pageBridge.emit,
    historySynced: () => historySynced(core),
    async reload() {
      await page.reload();
      await mounted();
    },
    async screenshot(name, shown = page) {
      await mkdir(SCREENSHOTS, { recursive: true });
      await shown.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
      await shown.emulateMedia({ colorScheme: 'dark' });
      await shown.screenshot({ path: join(SCREENSHOTS, `${name}.dark.png`) });
      await shown.emulateMedia({ colorScheme: 'light' });
    },
    async close() {
      pageBridge.close();
      await browser.close();
      await core.close();
      await demo.close();
      // A read the page asked for just before it closed may still write its file (the voicemail list's
      // stand-in): removing the folder is tried again rather than fail on a file that just appeared.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
      await rm(saveDir, { recursive: true, force: true });
    },
  };
  appsOfPages.set(page, app);
  return app;
}

/** The app each page belongs to, for a walk that is handed only the page (views.ts). */
const appsOfPages = new WeakMap<Page, App>();

/**
 * The app a page of startApp's belongs to: what a view needs of the app besides the page (the open
 * dialog of an import answered).
 */
export function appOf(page: Page): App {
  const app = appsOfPages.get(page);
  if (!app) throw new Error('the page was not opened by startApp');
  return app;
}

/** Polls the core until a sync has completed and the backfill is done, and none is running. */
export async function historySynced(core: Core, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { sync } = await core.getHistoryStatus(undefined);
    if (sync && sync.lastSyncAt !== null && sync.backfill.done && !sync.running) return;
    if (Date.now() > until) throw new Error(`the history sync did not finish: ${JSON.stringify(sync)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import type { Browser, Page } from 'playwright-core';
import type { HistorySearch, HistorySearchResult } from '../preload/contract';

export interface BenchStub {
  /** Generated records listHistory serves, and how many per page whatever the renderer asks. */
  total: number;
  pageSize: number;
  /** searchHistory asks the bench server's `search` (else it answers null: no local copy). */
  searchBound?: boolean;
  /** Voicemail messages listVoicemail lists (default none), each with a second of silence as its audio. */
  voicemails?: number;
  /** Recordings listRecordings lists (default none), all in its first page. */
  recordings?: number;
}

export interface BenchServer {
  url: string;
  /** A page with one empty deferred script, served the same way: the floor of any page's load. */
  blankUrl: string;
  /** The page given to serveFirstScreen, served beside index.html. */
  firstScreenUrl: string;
  serveFirstScreen(html: string): void;
  close(): Promise<void>;
}

/** A history row in the DOM and drawn, ms from navigation start (or from the action that asked for it). */
export interface RowTimes {
  inDom: number;
  drawn: number;
}

export interface LoadTimes extends RowTimes {
  /** The script bundle received. */
  bundle: number;
  /** The first searchHistory asked and answered (NaN without a local copy). */
  asked: number;
  answered: number;
}

/** The scroll the benches time: records, page size, px per animation frame. */
export const SCROLL: { readonly records: number; readonly page: number; readonly pxPerFrame: number };

/** `use(browser)` in a Chromium launched for it with launchChromium's arguments, closed after. */
export function inOwnBrowser<T>(
  extraArgs: readonly string[],
  options: { omniboxPopup?: boolean },
  use: (browser: Browser) => Promise<T>,
): Promise<T>;

export function startBenchServer(
  folder: string,
  options?: { search?: (request: HistorySearch) => HistorySearchResult },
): Promise<BenchServer>;

export interface LoadOptions {
  /**
   * The page loaded: the app (default), the blank page (the floor), or the copy of the app's first
   * screen given to serveFirstScreen, which has no script.
   */
  page?: 'app' | 'blank' | 'first-screen';
  /** The app's preload and its first reads (default); false: a bridge that asks only when called. */
  readAhead?: boolean;
  /** The checkout whose preload/index.ts the page starts with (default: this one). */
  preloadFrom?: string;
}

export function openBenchApp(
  browser: Browser,
  server: BenchServer,
  stub: BenchStub,
  options?: LoadOptions,
): Promise<Page>;

export function timeLoads(
  browser: Browser,
  server: BenchServer,
  stub: BenchStub,
  runs: number,
  options?: LoadOptions,
): Promise<LoadTimes[]>;

export function staticCopy(page: Page): Promise<string>;

export function loadEveryRow(page: Page, total: number): Promise<void>;

export function rowAfterClick(page: Page, label: string, afterAnswer?: boolean): Promise<RowTimes>;

export function rowAfterChoice(page: Page, label: string, value: string): Promise<RowTimes>;

/** A list the scroll is timed in: its records, the stub serving them, how it is reached, its rows. */
export interface ScrollList {
  readonly records: number;
  readonly stub: BenchStub;
  /** The navigation button that opens it; null: the first screen (History). */
  readonly nav: RegExp | null;
  readonly list: { readonly role: 'grid' | 'listbox'; readonly name: string };
  /** A row's selector, for the rows rendered. */
  readonly row: string;
}

export const SCROLL_LISTS: {
  readonly history: ScrollList;
  readonly voicemail: ScrollList;
  readonly recordings: ScrollList;
};

/** The frames, the DOM's size (every 10th frame) and the rows rendered while `list` is flung to its end. */
export function flingFrames(
  browser: Browser,
  server: BenchServer,
  list: ScrollList,
): Promise<{ frames: number[]; nodes: number[]; rows: number[]; height: number }>;

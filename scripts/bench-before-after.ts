// Two sides against each other in alternating rounds of one run: the code before a change against this
// code (issue 44's rule for changes that touch every record: "the first-row and search figures
// unchanged"), or this code without the person's contacts against it with 50,000 (issue 45). The code
// before is a git checkout of `rev` beside this one, its own renderer built from it and its own store and
// core reading the same 100,000 calls; each round measures one side, then the other, so that what the
// machine does meanwhile falls on both alike. The figures are the medians of the rounds' differences.

import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { epochRangeOfDays } from '../main/history/day-range';
import type { NumberKeyRule } from '../main/numbers/number-key';
import type { HistorySearch } from '../preload/contract';
import { asSchemaFour } from '../test/support/old-history-copy';
import { ms, print, quantiles, verdict } from './bench-report';
import {
  type BenchServer,
  inOwnBrowser,
  openBenchApp,
  rowAfterClick,
  startBenchServer,
  timeLoads,
} from './bench-stub.mjs';

const run = promisify(execFile);
/**
 * Rounds of each comparison. A load's time varies by ±50 ms on two cores: with 15 rounds the median of the
 * differences moved by 10-20 ms from run to run, more than the 10 ms it is held to; 41 narrow it.
 */
const ROUNDS = 41;
const TARGETS = { firstRowDifferenceMs: 10, searchP95Ms: 5 };

/** A store as the code of any revision opens it: only what is measured here. */
interface AnyStore {
  search(query: object): object[];
  count(query: object): number;
  close(): void;
}

/** searchHistory as one revision's core answers it, and that revision's renderer. */
export interface Side {
  label: string;
  /** The built renderer's folder, and the checkout its preload comes from. */
  renderer: string;
  checkout: string;
  answer(request: HistorySearch): object;
  /** The store's records of one keystroke's search, as that core hands them to the page. */
  searchOnce(text: string): void;
}

/** Each side's median over the rounds, and the median of the rounds' differences (after − before). */
function compared(before: number[], after: number[]) {
  const differences = after.map((value, round) => value - (before[round] ?? Number.NaN));
  return {
    before: quantiles(before).median,
    after: quantiles(after).median,
    difference: quantiles(differences).median,
  };
}

const signed = (value: number) => `${value >= 0 ? '+' : '−'}${ms(Math.abs(value))}`;

/**
 * A checkout of `rev` in `dir` (this checkout's node_modules linked in), its renderer built into its own
 * dist/renderer, and its core's searchHistory over its own store on a copy of `historyFile` taken back to
 * the schema that code kept (test/support/old-history-copy.ts).
 */
export async function sideBefore(
  rev: string,
  dir: string,
  historyFile: string,
  { ownExtension, defaultRegion }: NumberKeyRule,
): Promise<Side & { close(): Promise<void> }> {
  const checkout = join(dir, 'before');
  await run('git', ['worktree', 'add', '--detach', '--force', checkout, rev]);
  if (!existsSync(join(checkout, 'node_modules')))
    symlinkSync(resolve('node_modules'), join(checkout, 'node_modules'));
  await build({
    configFile: join(checkout, 'vite.config.ts'),
    root: join(checkout, 'renderer'),
    logLevel: 'warn',
  });
  const code = (path: string) => import(pathToFileURL(join(checkout, path)).href);
  // That revision's own modules: its store, its core's record mapping (main/core.ts's `shown`).
  const { openHistoryStore, EVERY_CALL } = await code('main/history/store.ts');
  const { withShownNumbers } = await code('main/numbers/shown-numbers.ts');
  const { otherParty } = await code('preload/shared/call-party.ts');
  const copy = join(dir, 'before.sqlite');
  copyFileSync(historyFile, copy);
  asSchemaFour(copy);
  const store: AnyStore = openHistoryStore(copy).store;
  const shown = (record: object) => ({
    ...withShownNumbers(record, defaultRegion),
    otherParty: otherParty(record, ownExtension),
  });
  return {
    label: `before (${rev})`,
    renderer: join(checkout, 'dist', 'renderer'),
    checkout,
    answer: ({ range, ...query }) => {
      const { limit: _limit, offset: _offset, ...filters } = { ...query, ...epochRangeOfDays(range) };
      const records = store.search({ ...query, ...epochRangeOfDays(range) }).map(shown);
      return { records, total: store.count(filters) };
    },
    searchOnce: (text) => void store.search({ ...EVERY_CALL, text, limit: 100, offset: 0 }).map(shown),
    close: async () => {
      store.close();
      await run('git', ['worktree', 'remove', '--force', checkout]);
    },
  };
}

/** One side's server and the times measured of it, round by round. */
interface Measured {
  side: Side;
  server: BenchServer;
  loads: number[];
  clicks: number[];
  keystrokes: number[];
}

/** What the second side's search is held to besides its p95, against the first side's. */
export interface AlternatingTargets {
  /** At most this many times the first side's p95 (issue 45: with contacts, ≤ 2× without). */
  searchP95TimesFirst?: number;
}

/**
 * Rounds of both sides, which goes first alternating (before and after): the first row as the window
 * loads, the first row after a click on History in the running app, and each keystroke's search of `typed`
 * as the core answers it.
 */
export async function beforeAndAfter(
  before: Side,
  after: Side,
  typed: readonly string[],
  targets: AlternatingTargets = {},
): Promise<void> {
  const stub = { total: 0, pageSize: 0, searchBound: true };
  const measured: Measured[] = [];
  try {
    for (const side of [before, after]) {
      // Each core's answer in its own shape: the page of that revision reads it.
      const server = await startBenchServer(side.renderer, {
        search: (request) => side.answer(request) as never,
      });
      measured.push({ side, server, loads: [], clicks: [], keystrokes: [] });
    }
    await inOwnBrowser([], { omniboxPopup: false }, async (browser) => {
      const pages = [];
      for (const { side, server } of measured)
        pages.push(await openBenchApp(browser, server, stub, { preloadFrom: side.checkout }));
      // Each round measures both sides, the first one first in even rounds and second in odd ones: the
      // load measured right after another differs from the first (the browser still busy with the one
      // before), and a fixed order would put that difference on one side.
      for (let round = 0; round < ROUNDS; round++)
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const { side, server, loads, clicks } = measured[index] as Measured;
          const [load] = await timeLoads(browser, server, stub, 1, { preloadFrom: side.checkout });
          loads.push(load?.drawn ?? Number.NaN);
          const page = pages[index];
          if (!page) continue;
          await page.getByRole('button', { name: 'Dial pad' }).click();
          clicks.push((await rowAfterClick(page, 'History')).drawn);
        }
      for (const page of pages) await page.close();
    });
    for (let round = 0; round < ROUNDS; round++)
      for (const word of typed)
        for (let end = 1; end <= word.length; end++)
          for (const { side, keystrokes } of measured) {
            const t = performance.now();
            side.searchOnce(word.slice(0, end));
            keystrokes.push(performance.now() - t);
          }
    const [was, is] = measured as [Measured, Measured];
    report(was, is, typed.length, targets);
  } finally {
    for (const { server } of measured) await server.close();
  }
}

function report(was: Measured, is: Measured, words: number, targets: AlternatingTargets): void {
  const how = `${ROUNDS} rounds of ${was.side.label} and ${is.side.label}, which goes first alternating; median of the rounds' differences`;
  for (const [label, of, what] of [
    ['  first row as the window loads', (m: Measured) => m.loads, 'drawn, ms from navigation start'],
    ['  first row after a click on History', (m: Measured) => m.clicks, 'drawn, ms from the click'],
  ] as const) {
    const figures = compared(of(was), of(is));
    print(
      label,
      `${was.side.label} ${ms(figures.before)}, ${is.side.label} ${ms(figures.after)}: ${signed(figures.difference)}`,
      `${what}; ${how}`,
      `target difference ≤ ${TARGETS.firstRowDifferenceMs} ms: ${verdict(figures.difference <= TARGETS.firstRowDifferenceMs)}`,
    );
  }
  const searchWas = quantiles(was.keystrokes);
  const searchIs = quantiles(is.keystrokes);
  const times = targets.searchP95TimesFirst;
  const withinTimes =
    times === undefined
      ? ''
      : `; ≤ ${times}× ${was.side.label} (${(searchIs.p95 / searchWas.p95).toFixed(2)}×): ${verdict(searchIs.p95 <= times * searchWas.p95)}`;
  print(
    '  search per keystroke, as answered',
    `p95 ${was.side.label} ${ms(searchWas.p95)}, ${is.side.label} ${ms(searchIs.p95)} (medians ${ms(searchWas.median)}, ${ms(searchIs.median)})`,
    `each prefix of ${words} typed names and numbers searched (page of 100) and handed over as that core hands it to the page, the two alternately; ${ROUNDS} passes`,
    `target p95 ${is.side.label} < ${TARGETS.searchP95Ms} ms: ${verdict(searchIs.p95 < TARGETS.searchP95Ms)}${withinTimes}`,
  );
}

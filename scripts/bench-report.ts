// How every bench prints a figure: a label, the value, how it was made, and the target it is held to,
// with the figure's ratio to that target (issue 27: "print each target's ratio beside its figure").
import type { LoadTimes } from './bench-stub.mjs';

export const ms = (value: number): string => `${value.toFixed(1)} ms`;
export const verdict = (ok: boolean): string => (ok ? 'ok' : 'OVER TARGET');

export function print(label: string, value: string, how: string, target?: string): void {
  console.log(`${label.padEnd(38)} ${value}${target ? `   [${target}]` : ''}`);
  console.log(`${''.padEnd(38)} via: ${how}`);
}

/**
 * "target ≤ 30 KB: 1.40× of it, OVER TARGET": `value` against `limit`, both in `unit`; `strict` for a
 * limit the value must stay under ("< 16.7 ms").
 */
export function underLimit(value: number, limit: number, unit: string, strict = false): string {
  const ok = strict ? value < limit : value <= limit;
  return `target ${strict ? '<' : '≤'} ${limit} ${unit}: ${(value / limit).toFixed(2)}× of it, ${verdict(ok)}`;
}

/**
 * "target ≤ 2.0× the floor's 50.9 ms: 3.78×, OVER TARGET": a page's time against the blank page's time
 * measured in the same run.
 */
export function againstFloor(value: number, floor: number, times: number, what: string): string {
  const ratio = value / floor;
  return `target ≤ ${times.toFixed(1)}× the floor's ${what} ${ms(floor)}: ${ratio.toFixed(2)}×, ${verdict(ratio <= times)}`;
}

/**
 * The first row's medians against the blank page's, both loaded in the same browser: in the DOM against
 * the blank page's script, drawn against its frame (issue 27: at most `times` each).
 */
export function firstRowAgainstFloor(loads: LoadTimes[], blank: LoadTimes[], times: number): string {
  const floor = blankFloor(blank);
  const median = (of: (load: LoadTimes) => number) => quantiles(loads.map(of)).median;
  const inDom = againstFloor(
    median((load) => load.inDom),
    floor.script,
    times,
    'script',
  );
  const drawn = againstFloor(
    median((load) => load.drawn),
    floor.drawn,
    times,
    'drawn',
  );
  return `in the DOM ${inDom}; drawn ${drawn}`;
}

export function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    median: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? Number.NaN,
    count: sorted.length,
  };
}

/** The blank page's medians: its script run and its frame drawn, the floor no page's first row goes under. */
export function blankFloor(blank: LoadTimes[]): { script: number; drawn: number } {
  return {
    script: quantiles(blank.map((load) => load.inDom)).median,
    drawn: quantiles(blank.map((load) => load.drawn)).median,
  };
}

/**
 * Issue 27's change of method: the page timings are made in Chromium without its omnibox page
 * (launchChromium's `omniboxPopup: false`), and again in Chromium as it comes, as before, on a line of
 * this label under each.
 */
export const MEASURED_BEFORE = {
  label: '  the same, measured as before',
  how: "the same, in Chromium as it comes: its omnibox page loading beside each new window, as the benches measured before issue 27's change of method",
};

/** Prints the blank page's loads (bench-stub.mjs timeLoads with `blank`), under `label`. */
export function printBlankFloor(blank: LoadTimes[], label = 'A blank page, the floor'): void {
  const floor = blankFloor(blank);
  print(
    label,
    `its script runs at median ${ms(floor.script)}, drawn at median ${ms(floor.drawn)}`,
    'the same server and browser: a page with one deferred script, timed the same way',
  );
}

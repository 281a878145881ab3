// How every bench prints a figure: a label, the value, how it was made, and the target it is held to.
import type { LoadTimes } from './bench-stub.mjs';

export const ms = (value: number): string => `${value.toFixed(1)} ms`;
export const verdict = (ok: boolean): string => (ok ? 'ok' : 'OVER TARGET');

export function print(label: string, value: string, how: string, target?: string): void {
  console.log(`${label.padEnd(38)} ${value}${target ? `   [${target}]` : ''}`);
  console.log(`${''.padEnd(38)} via: ${how}`);
}

export function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN, count: sorted.length };
}

/** The blank page's loads (bench-stub.mjs timeLoads with `blank`): the floor no page's first row goes under. */
export function printBlankFloor(blank: LoadTimes[]): void {
  const median = (of: (load: LoadTimes) => number) => ms(quantiles(blank.map(of)).median);
  print(
    'A blank page, the floor',
    `its script runs at median ${median((load) => load.inDom)}, drawn at median ${median((load) => load.drawn)}`,
    'the same server and browser: a page with one deferred script, timed the same way',
  );
}

// What a test's child process prints, one JSON object a line (contacts-process.ts, history-process.ts):
// every line so far, a wait for the first line that passes a test, and the process's exit code.
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export type JsonLine = Record<string, unknown>;

export function jsonLinesOf(child: ChildProcess & { stdout: NonNullable<ChildProcess['stdout']> }) {
  const lines: JsonLine[] = [];
  const waiters: { test: (line: JsonLine) => boolean; resolve: () => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    const line = JSON.parse(text) as JsonLine;
    lines.push(line);
    for (const waiter of waiters.filter(({ test }) => test(line))) waiter.resolve();
  });
  return {
    lines,
    /** Resolves at the first line that passes the test, at once when one has already come. */
    seen: (test: (line: JsonLine) => boolean) =>
      lines.some(test) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ test, resolve })),
    exited: new Promise<number | null>((resolve) => child.on('exit', resolve)),
  };
}

// axe-core on every view, at a companion's width and a full screen's, in both themes: no serious or
// critical violation. axe is evaluated into the page through the DevTools protocol, which the app's CSP
// (script-src 'self') does not govern, so the page runs with its real policy. The counts per view are
// written to test-results/axe-counts.json for the record.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, SCREENSHOTS, startApp } from './harness';
import { VIEWS } from './views';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let app: App;
let axeSource: string;
beforeAll(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // The local history is synced, so the dial pad and lookup can show people as they are typed.
  app = await startApp({ historySync: true });
  await app.historySynced();
});
afterAll(() => app?.close());

async function runAxe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target as string[] })),
    }));
  });
}

const SIZES = [
  { width: 400, height: 640 },
  { width: 1280, height: 800 },
];

test('no serious or critical axe violation on any view, at two widths, light and dark', async () => {
  const { page } = app;
  const counts: Record<string, Record<string, number | string[]>> = {};
  const serious: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const view of VIEWS) {
      await view.show(page);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        const violations = await runAxe(page);
        const key = `${view.name} ${size.width} ${scheme}`;
        const count = { serious: 0, critical: 0, moderate: 0, minor: 0 };
        for (const violation of violations) {
          const impact = (violation.impact ?? 'minor') as keyof typeof count;
          count[impact] += 1;
          if (impact === 'serious' || impact === 'critical')
            serious.push(
              `${key}: ${violation.id} (${violation.help}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
        }
        counts[key] = { ...count, rules: violations.map((violation) => violation.id) };
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }
  await writeFile(join(SCREENSHOTS, '..', 'axe-counts.json'), `${JSON.stringify(counts, null, 2)}\n`);
  expect(serious).toEqual([]);
  expect(app.problems).toEqual([]);
}, 240_000);

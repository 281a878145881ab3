// axe-core on every view, at a companion's width and a full screen's, in both themes: no serious or
// critical violation (axe.ts runs it in the page under the app's real policy). The counts per view are
// written to test-results/axe-counts.json for the record.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runAxe } from './axe';
import { type App, SCREENSHOTS, startApp } from './harness';
import { VIEWS } from './views';

let app: App;
beforeAll(async () => {
  // The local history is synced, so the dial pad and lookup can show people as they are typed.
  app = await startApp({ historySync: true });
  await app.historySynced();
});
afterAll(() => app?.close());

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

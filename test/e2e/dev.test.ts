// npm run dev without a display: headless, it starts the demo, the core, the dev server and the page,
// mounts the app through the shared bridge with the page's policy in force, reloads the page once from
// the dev server through the relayed hot-reload socket, and exits cleanly.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('starts, mounts the app, reloads from the dev server, and reports no page problem', async () => {
  const { stdout } = await promisify(execFile)(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(ROOT, 'scripts', 'dev.ts'), '--headless', '--check'],
    { cwd: ROOT, timeout: 120_000 },
  );
  const lines = stdout.trim().split('\n');
  // Any page error, console error or CSP violation would be a line of its own before these two.
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(
    /^npm run dev: the app runs against the demo at http:\/\/127\.0\.0\.1:\d+, with hot reload/,
  );
  expect(lines[1]).toBe('npm run dev: checked: the page reloaded when the dev server said so');
}, 150_000);

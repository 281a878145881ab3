// First run: no account, so the app runs on the built-in demo phone system and says so.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, startApp } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

test('shows the Demo badge and the call history of the demo phone system', async () => {
  const { page } = app;
  await expect.poll(() => page.locator('.badge', { hasText: 'Demo' }).isVisible()).toBe(true);
  const grid = page.getByRole('grid', { name: 'Calls' });
  await grid.getByRole('row').nth(1).waitFor();
  const newest = app.demo.data.calls[0]?.record;
  expect(newest).toBeDefined();
  // Newest first by default, straight from the demo data set. The row shows the other party: the caller
  // of an incoming call by name, the number dialled otherwise (written as people read it).
  const firstRowDigits = async () =>
    ((await grid.locator('[aria-rowindex="2"]').textContent()) ?? '').replace(/\D/g, '');
  if (newest?.direction === 'inbound')
    await expect
      .poll(() => grid.locator('[aria-rowindex="2"]').textContent())
      .toContain(newest.caller_id_name);
  else
    await expect
      .poll(firstRowDigits)
      .toContain(newest?.destination_number.replace(/^1(?=\d{10}$)/, '').replace(/\D/g, ''));
  expect(app.callsTo('listHistory')[0]?.request).toMatchObject({
    offset: 0,
    orderBy: { field: 'start_epoch', direction: 'desc' },
    range: null,
  });
  await app.screenshot('first-run-demo');
  expect(app.problems).toEqual([]);
});

test('the page runs under a strict CSP that blocks inline script and eval', async () => {
  const { page } = app;
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const directive of [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    'media-src blob:',
    "connect-src 'none'",
  ])
    expect(policy).toContain(directive);
  // Using the app (styles set through the DOM, Blob audio, the bridge) raised no violation...
  expect(app.problems).toEqual([]);

  // ...while the policy is really in force: inline script and code from strings are refused. (A string
  // timer runs outside Playwright's evaluate, which itself may always eval.)
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    (setTimeout as (code: string, ms: number) => number)('window.__stringRan = true', 0);
  });
  await page.waitForTimeout(100);
  const ran = await page.evaluate(() => {
    const probe = window as { __inlineRan?: boolean; __stringRan?: boolean };
    return { inline: probe.__inlineRan === true, fromString: probe.__stringRan === true };
  });
  expect(ran).toEqual({ inline: false, fromString: false });
  await expect
    .poll(() => app.problems.filter((problem) => problem.startsWith('CSP violation: script-src')).length)
    .toBe(2);
});

test('a settings file that had to be replaced is explained in a banner that can be dismissed', async () => {
  const damaged = await startApp({ settingsFile: '{ "account": { "accountId": "acme"' });
  try {
    const banner = damaged.page.locator('.banner');
    await banner.waitFor();
    const view = damaged.callsTo('getSettings')[0]?.reply;
    const warning = view?.ok ? (view.value as { warning: string | null }).warning : null;
    expect(warning).toMatch(/default settings/);
    expect(await banner.textContent()).toContain(warning);
    await damaged.screenshot('settings-warning-banner');
    await banner.getByRole('button', { name: 'Dismiss this warning' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(damaged.problems).toEqual([]);
  } finally {
    await damaged.close();
  }
});

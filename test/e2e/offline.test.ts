// The offline start. History needs no snapshot: its local copy answers with every stored call at once,
// whatever the phone system does. The voicemail list main saved last time shows at once, marked with how
// old it is, while a fresh one loads; fresh data replaces it; a failed fresh load keeps it on show beside
// its error and Retry. The simulator answers slowly (or not at all) on the second start.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DemoCall } from '../../main/demo/server';
import { type App, startApp } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp({ historySync: true });
  await app.historySynced();
  // The first session loads the voicemail list, and main saves it.
  const { page } = app;
  await page.getByRole('button', { name: /^Voicemail/ }).click();
  await page.getByRole('listbox', { name: 'Voicemail messages' }).getByRole('option').first().waitFor();
  await page.getByRole('button', { name: 'History' }).click();
});
afterAll(() => app?.close());

const firstRow = () => app.page.getByRole('grid', { name: 'Calls' }).locator('[aria-rowindex="2"]');
const asOf = () => app.page.locator('.snapshot-label');
const messages = () => app.page.getByRole('listbox', { name: 'Voicemail messages' }).getByRole('option');

test('the next start shows every stored call at once and the saved voicemail "as of" when, then fresh voicemail', async () => {
  const { page, demo } = app;
  const { stored } = await app.core.getHistoryStatus(undefined);
  const newest = demo.data.calls[0] as DemoCall;
  const slow = { kind: 'delay', ms: 3000 } as const;
  // The phone system's call history cannot be reached at all.
  demo.injectFault({ op: 'cdrs', fault: { kind: 'reset' } });
  demo.injectFault({ op: 'voicemails', times: 1, fault: slow });
  const asked = app.callsTo('listHistory').length;

  await app.reload();
  await firstRow().waitFor();
  expect(await firstRow().textContent()).toContain(
    newest.record.direction === 'inbound'
      ? newest.record.caller_id_name
      : newest.record.destination_number.slice(-4),
  );
  expect(await page.locator('.list-footer').textContent()).toContain(
    `${new Intl.NumberFormat().format(stored)} calls stored on this computer`,
  );
  expect(await asOf().count()).toBe(0);
  expect(app.callsTo('listHistory')).toHaveLength(asked);
  await app.screenshot('offline-start-history');

  await page.getByRole('button', { name: /^Voicemail/ }).click();
  await expect.poll(() => messages().count()).toBe(demo.data.voicemails.length);
  expect(await asOf().textContent()).toMatch(/^Saved voicemail as of /);
  // Which of them are unheard is main's word on a fresh list: the snapshot marks none.
  expect(await page.locator('.tag', { hasText: 'Unheard' }).count()).toBe(0);
  await app.screenshot('offline-start-voicemail');

  await expect.poll(() => asOf().count(), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => page.locator('.tag', { hasText: 'Unheard' }).count()).toBeGreaterThan(0);
  expect(app.problems).toEqual([]);
  demo.clearFaults();
});

test('when the fresh voicemail load fails, the snapshot stays with the error and its Retry', async () => {
  const { page, demo } = app;
  demo.injectFault({
    op: 'voicemails',
    fault: { kind: 'reply', status: 401, body: '{"error":"invalid api key"}' },
  });
  await app.reload();
  await page.getByRole('button', { name: /^Voicemail/ }).click();

  const alert = page.getByRole('alert').filter({ hasText: "Couldn't load voicemail" });
  await alert.waitFor();
  expect(await asOf().textContent()).toMatch(/^Saved voicemail as of /);
  expect(await asOf().textContent()).not.toContain('loading');
  expect(await messages().count()).toBe(demo.data.voicemails.length);
  await app.screenshot('offline-start-failed');

  demo.clearFaults();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => asOf().count()).toBe(0);
  expect(await messages().count()).toBe(demo.data.voicemails.length);
});

// The offline start: the history page and voicemail list main saved last time show at once, marked with
// how old they are, while fresh data loads; fresh data replaces them; a failed fresh load keeps them on
// show beside its error and Retry. The simulator answers slowly (or not at all) on the second start.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DemoCall } from '../../main/demo/server';
import { type App, startApp } from './harness';

let app: App;
let savedNewest: DemoCall;
/** The history's first row as the first session showed it (whoever the newest call is with). */
let savedFirstRow: string | null;
beforeAll(async () => {
  app = await startApp();
  // The first session loads both lists, and main saves them.
  const { page } = app;
  await page.getByRole('grid', { name: 'Calls' }).locator('[aria-rowindex="2"]').waitFor();
  await page.getByRole('button', { name: /^Voicemail/ }).click();
  await page.getByRole('listbox', { name: 'Voicemail messages' }).getByRole('option').first().waitFor();
  await page.getByRole('button', { name: 'History' }).click();
  savedNewest = app.demo.data.calls[0] as DemoCall;
  await firstRow().waitFor();
  savedFirstRow = await firstRow().textContent();
});
afterAll(() => app?.close());

const firstRow = () => app.page.getByRole('grid', { name: 'Calls' }).locator('[aria-rowindex="2"]');
const asOf = () => app.page.locator('.snapshot-label');

/** A call made since the first session: fresh history starts with it, the snapshot does not have it. */
function newCallArrives(): void {
  const call: DemoCall = {
    record: {
      ...savedNewest.record,
      uuid: `after-snapshot-${savedNewest.record.uuid}`,
      // An incoming call, so its row shows the caller, whichever way the newest demo call went.
      direction: 'inbound',
      caller_id_name: 'Quinn Newcomb',
      start_epoch: savedNewest.record.start_epoch + 60,
    },
    detail: savedNewest.detail,
  };
  app.demo.data.calls.unshift(call);
}

test('the next start shows the saved history and voicemail at once, "as of" when, then fresh data', async () => {
  const { page, demo } = app;
  newCallArrives();
  const slow = { kind: 'delay', ms: 3000 } as const;
  demo.injectFault({ op: 'cdrs', times: 1, fault: slow });
  demo.injectFault({ op: 'voicemails', times: 1, fault: slow });
  const fresh = app.callsTo('listHistory').length;

  await app.reload();
  await expect.poll(() => firstRow().textContent()).toBe(savedFirstRow);
  expect(await asOf().textContent()).toMatch(/^Saved call history as of .+ · loading the latest…$/);
  // Shown before any fresh page came back.
  expect(app.callsTo('listHistory')).toHaveLength(fresh);
  await app.screenshot('offline-start-history');

  await page.getByRole('button', { name: /^Voicemail/ }).click();
  const messages = page.getByRole('listbox', { name: 'Voicemail messages' }).getByRole('option');
  await expect.poll(() => messages.count()).toBe(demo.data.voicemails.length);
  expect(await asOf().textContent()).toMatch(/^Saved voicemail as of /);
  // Which of them are unheard is main's word on a fresh list: the snapshot marks none.
  expect(await page.locator('.tag', { hasText: 'Unheard' }).count()).toBe(0);
  await app.screenshot('offline-start-voicemail');

  await expect.poll(() => asOf().count(), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => page.locator('.tag', { hasText: 'Unheard' }).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'History' }).click();
  await expect.poll(() => firstRow().textContent(), { timeout: 10_000 }).toContain('Quinn Newcomb');
  expect(await asOf().count()).toBe(0);
  expect(app.problems).toEqual([]);
});

test('when the fresh load fails, the snapshot stays with the error and its Retry', async () => {
  const { page, demo } = app;
  demo.injectFault({
    op: 'cdrs',
    fault: { kind: 'reply', status: 401, body: '{"error":"invalid api key"}' },
  });
  await app.reload();

  const alert = page.getByRole('alert').filter({ hasText: "Couldn't load call history" });
  await alert.waitFor();
  expect(await asOf().textContent()).toMatch(/^Saved call history as of /);
  expect(await asOf().textContent()).not.toContain('loading');
  // The snapshot main saved last: the first session's first page, now with the call that came later.
  expect(await firstRow().textContent()).toContain('Quinn Newcomb');
  await app.screenshot('offline-start-failed');

  demo.clearFaults();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => asOf().count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await firstRow().textContent()).toContain('Quinn Newcomb');
  expect(await page.locator('.list-footer').textContent()).toMatch(/^200 calls loaded/);
});

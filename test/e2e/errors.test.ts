// Server faults become errors a person can act on: what failed, why in words, main's full sentence,
// and a Retry that works once the server is well again.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, startApp } from './harness';

let app: App;
beforeAll(async () => {
  // Faults are injected before the first request, so the app starts straight into them.
  app = await startApp();
});
afterAll(() => app?.close());

test('a refused key: "Wrong key", main\'s message, and a Retry that works after the fault clears', async () => {
  const { page, demo } = app;
  demo.injectFault({
    op: 'cdrs',
    fault: { kind: 'reply', status: 401, body: '{"error":"invalid api key"}' },
  });
  await page.getByRole('button', { name: 'Refresh call history' }).click();

  const alert = page.getByRole('alert').filter({ hasText: "Couldn't load call history" });
  await alert.waitFor();
  expect(await alert.locator('.error-title').textContent()).toBe("Couldn't load call history: Wrong key");
  const failed = app.callsTo('listHistory').at(-1)?.reply;
  expect(failed?.ok).toBe(false);
  const message = failed && !failed.ok ? failed.error.message : '';
  expect(message).toMatch(/401/);
  // Main's sentence, shown as it came (with a capital first letter).
  expect((await alert.locator('.error-message').textContent())?.toLowerCase()).toBe(message.toLowerCase());
  expect(await alert.getByRole('button', { name: 'Open Settings' }).count()).toBe(1);
  await app.screenshot('error-wrong-key');

  // Still failing: Retry asks again and shows the error again.
  const before = demo.requestsFor('cdrs').length;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => demo.requestsFor('cdrs').length).toBe(before + 1);
  await alert.waitFor();

  demo.clearFaults();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('grid', { name: 'Calls' }).locator('[aria-rowindex="2"]').waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
});

test('a login page instead of data: "Unexpected reply", with Retry', async () => {
  const { page, demo } = app;
  demo.injectFault({ op: 'voicemails', times: 1, fault: { kind: 'html' } });
  await page.getByRole('button', { name: /^Voicemail/ }).click();
  await page.getByRole('button', { name: 'Refresh voicemail' }).click();
  const alert = page.getByRole('alert').filter({ hasText: "Couldn't load voicemail" });
  await alert.waitFor();
  expect(await alert.locator('.error-title').textContent()).toBe("Couldn't load voicemail: Unexpected reply");
  expect(await alert.locator('.error-message').textContent()).toMatch(/web page|HTML|html/);
  await app.screenshot('error-unexpected-reply');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('listbox', { name: 'Voicemail messages' }).getByRole('option').first().waitFor();
});

test('an unreachable server says so', async () => {
  const { page, demo } = app;
  // Reads are retried on a broken connection, so the fault stays until cleared.
  demo.injectFault({ op: 'recordings', fault: { kind: 'reset' } });
  await page.getByRole('button', { name: 'Recordings' }).click();
  const alert = page.getByRole('alert').filter({ hasText: "Couldn't load recordings" });
  await alert.waitFor();
  expect(await alert.locator('.error-title').textContent()).toBe(
    "Couldn't load recordings: Server unreachable",
  );
  demo.clearFaults();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('listbox', { name: 'Recordings' }).getByRole('option').first().waitFor();
  expect(app.problems).toEqual([]);
});

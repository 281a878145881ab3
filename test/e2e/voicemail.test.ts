// Voicemail as main counts it: unheard messages marked and counted in the navigation, a message heard
// once its playback starts, Save audio… writing the very bytes the phone system serves, a notification
// click opening its message, and a stopped voicemail watch explained in a banner.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, startApp } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const list = () => app.page.getByRole('listbox', { name: 'Voicemail messages' });
const unheardTags = () => list().locator('.tag', { hasText: 'Unheard' });
const navCount = () => app.page.getByRole('button', { name: /^Voicemail/ }).locator('.count');
const audio = () => app.page.locator('audio');
const audioDuration = () => audio().evaluate((element: HTMLAudioElement) => element.duration);

test('unheard messages are marked and counted; playing one marks it heard', async () => {
  const { page, demo } = app;
  // The phone system lists these as not yet saved; Dialdesk has played none of them.
  const unheard = demo.data.voicemails.filter((message) => message.record.message_status === '');
  expect(unheard.length).toBeGreaterThan(1);
  await expect.poll(() => navCount().textContent()).toBe(`${unheard.length} unheard`);

  await page.getByRole('button', { name: /^Voicemail/ }).click();
  await expect.poll(() => unheardTags().count()).toBe(unheard.length);
  await app.screenshot('voicemail-unheard');

  const index = demo.data.voicemails.indexOf(unheard[0] as (typeof unheard)[number]);
  const row = list().getByRole('option').nth(index);
  await row.click();
  // Opening is not hearing: the count drops only once playback starts.
  await expect.poll(audioDuration).toBeGreaterThan(0);
  expect(await navCount().textContent()).toBe(`${unheard.length} unheard`);
  await page
    .getByRole('group', { name: /^Player/ })
    .getByRole('button', { name: 'Play' })
    .click();

  await expect.poll(() => navCount().textContent()).toBe(`${unheard.length - 1} unheard`);
  await expect.poll(() => unheardTags().count()).toBe(unheard.length - 1);
  expect(await row.locator('.tag').count()).toBe(0);
  expect(app.callsTo('markHeard').map((call) => call.request)).toEqual([{ uuid: unheard[0]?.record.uuid }]);
  // Main keeps it: a fresh status says the same.
  expect((await app.core.getVoicemailStatus(undefined)).heard).toContain(unheard[0]?.record.uuid);
  expect(app.problems).toEqual([]);
});

test('Save audio… writes the bytes the phone system serves; a cancelled dialog says nothing', async () => {
  const { page, demo } = app;
  const message = demo.data.voicemails[2];
  if (!message) throw new Error('the demo has fewer than 3 messages');
  await list().getByRole('option').nth(2).click();
  const details = page.getByRole('complementary', { name: 'Details' });
  app.answerSaveDialog((request) => join(app.saveDir, request.defaultName));

  await details.getByRole('button', { name: 'Save audio…' }).click();
  const saved = details.getByRole('status').filter({ hasText: 'Saved to' });
  await saved.waitFor();
  const [request] = app.saveRequests;
  expect(request?.defaultName).toContain(message.record.caller_id_name);
  const path = join(app.saveDir, request?.defaultName ?? '');
  expect(await saved.textContent()).toBe(`Saved to ${path}`);
  expect(new Uint8Array(await readFile(path))).toEqual(new Uint8Array(message.audio));
  await app.screenshot('voicemail-saved');

  app.answerSaveDialog(() => null);
  await details.getByRole('button', { name: 'Save audio…' }).click();
  await expect.poll(() => app.callsTo('saveAudio').length).toBe(2);
  expect(app.callsTo('saveAudio')[1]?.reply).toEqual({ ok: true, value: null });
  await expect.poll(() => details.getByRole('button', { name: 'Save audio…' }).isEnabled()).toBe(true);
  expect(await details.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(0);
  expect(await details.getByRole('alert').count()).toBe(0);
});

test('a notification click opens its message with the player loaded', async () => {
  const { page, demo } = app;
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('grid', { name: 'Calls' }).waitFor();
  const index = 5;
  const message = demo.data.voicemails[index]?.record;
  if (!message) throw new Error('the demo has fewer than 6 messages');

  await app.emit('navigate', { view: 'voicemail', uuid: message.uuid });
  await expect.poll(() => list().getByRole('option').nth(index).getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => app.callsTo('getVoicemail').at(-1)?.request).toEqual({ uuid: message.uuid });
  await expect.poll(audioDuration).toBeGreaterThan(0);
  expect(
    await page.getByRole('complementary', { name: 'Details' }).getByRole('heading').textContent(),
  ).toContain(message.caller_id_name);
  await app.screenshot('voicemail-opened-from-notification');
});

test('a voicemail watch stopped by a refused key is explained in a banner, with the way to Settings', async () => {
  const { page, demo, core } = app;
  demo.injectFault({
    op: 'voicemails',
    times: 1,
    fault: { kind: 'reply', status: 401, body: '{"error":"invalid api key"}' },
  });
  core.startVoicemailWatch();
  const banner = page.locator('.banner');
  await banner.waitFor();
  const { problem } = await core.getVoicemailStatus(undefined);
  expect(problem).toMatch(/401/);
  expect((await banner.locator('p').textContent())?.toLowerCase()).toBe(
    `new voicemail is not being checked. ${problem}`.toLowerCase(),
  );
  await app.screenshot('voicemail-watch-stopped');

  await banner.getByRole('button', { name: 'Open Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await banner.getByRole('button', { name: 'Dismiss the voicemail problem' }).click();
  await expect.poll(() => banner.count()).toBe(0);
  expect(app.problems).toEqual([]);
});

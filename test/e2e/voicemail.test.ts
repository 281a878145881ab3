// Voicemail as main counts it: unheard messages marked and counted in the navigation, a message heard
// once its playback starts, Save audio… writing the very bytes the phone system serves, a notification
// click opening its message, the caller named as main's resolver names them (and the detail saying where
// the name came from), a stopped voicemail watch explained in a banner, what a caller said (one line on
// the row, whole in the detail, found by the search), and a message deleted on the phone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { shownNumber } from '../../main/numbers/shown-numbers';
import { type App, startApp } from './harness';
import { cutPeople, horizontalOverflow, WINDOW_SIZES } from './views';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const list = () => app.page.getByRole('listbox', { name: 'Voicemail messages' });
const unheardTags = () => list().locator('.tag', { hasText: 'Unheard' });
const navCount = () => app.page.getByRole('button', { name: /^Voicemail/ }).locator('.count');
const audio = () => app.page.locator('audio');
const details = () => app.page.getByRole('complementary', { name: 'Details' });
const transcription = () => details().getByRole('region', { name: 'Transcription' });
const search = () => app.page.getByRole('searchbox', { name: /^Search voicemail/ });
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
  const saved = details.getByRole('status').filter({ hasText: 'Saved as' });
  await saved.waitFor();
  const [request] = app.saveRequests;
  expect(request?.defaultName).toContain(message.record.caller_id_name);
  const path = join(app.saveDir, request?.defaultName ?? '');
  // The file's name, and its folder one click away (Show in folder), as an export of history ends.
  expect(await saved.locator('p').textContent()).toBe(`Saved as ${request?.defaultName}`);
  expect(await saved.locator('.file-name').getAttribute('title')).toBe(path);
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
    await page
      .getByRole('complementary', { name: 'Details' })
      .getByRole('heading', { level: 2 })
      .textContent(),
  ).toContain(message.caller_id_name);
  await app.screenshot('voicemail-opened-from-notification');
});

test("the detail names the caller as main does, says where the name came from, lists the message's facts, and calls the number recorded", async () => {
  const { page, demo } = app;
  const index = demo.data.voicemails.findIndex(
    ({ record }) => record.caller_id_name && /^\d{10,}$/.test(record.caller_id_number),
  );
  const message = demo.data.voicemails[index]?.record;
  if (!message) throw new Error('the demo has no message with a name and a phone number');
  const shown = shownNumber(message.caller_id_number, 'US');
  expect(shown).not.toBe(message.caller_id_number);
  const row = list().getByRole('option').nth(index);
  expect(await row.locator('.party').textContent()).toBe(`${message.caller_id_name}${shown}`);
  await row.click();
  await expect
    .poll(() => details().getByRole('heading', { level: 2 }).textContent())
    .toBe(`${message.caller_id_name}${shown}`);
  expect(await details().locator('.name-from').textContent()).toBe('Name from this call');

  const facts = details().getByLabel('Message details');
  expect(await facts.locator('[data-field="callerName"] dd').textContent()).toBe(message.caller_id_name);
  // The number as people read it, and as the phone system recorded it in its title.
  const number = facts.locator('[data-field="callerNumber"] dd');
  expect(await number.textContent()).toBe(shown);
  expect(await number.getAttribute('title')).toBe(message.caller_id_number);
  expect(await facts.locator('[data-field="length"] dd').textContent()).toMatch(/\d+ s$/);
  // "All fields" holds the record as it was sent.
  const allFields = details().getByLabel('All fields');
  expect(
    await allFields
      .locator('[data-field="caller_id_number"] dd', { hasText: message.caller_id_number })
      .count(),
  ).toBe(1);

  // Call back dials the number as recorded.
  await details().getByRole('button', { name: 'Call back' }).click();
  await expect
    .poll(() => app.callsTo('placeCall').at(-1)?.request)
    .toEqual({ number: message.caller_id_number, source: 'voicemail' });
  await app.screenshot('voicemail-detail-name-from');
  await page.keyboard.press('Escape');
  expect(app.problems).toEqual([]);
});

test('a transcribed message shows what was said: one line on its row, whole in its detail', async () => {
  const { page, demo } = app;
  await page.getByRole('button', { name: /^Voicemail/ }).click();
  const messages = demo.data.voicemails.map(({ record }) => record);
  const index = messages.findIndex((message) => message.message_transcription);
  const said = messages[index]?.message_transcription ?? '';
  const row = list().getByRole('option').nth(index);
  await expect.poll(() => row.locator('.row-said').textContent()).toBe(said);
  // One line: no taller than a line of its text, whatever its length.
  const line = await row.locator('.row-said').evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(line.height).toBeLessThanOrEqual(line.lineHeight + 1);

  await row.click();
  await expect.poll(() => transcription().locator('.transcription-text').innerText()).toBe(said);
  await app.screenshot('voicemail-transcription');

  // A message nobody transcribed: no note on its row, no section in its detail.
  const bare = messages.findIndex((message) => !message.message_transcription);
  await list().getByRole('option').nth(bare).click();
  await expect
    .poll(() => app.callsTo('getVoicemail').at(-1)?.request)
    .toEqual({ uuid: messages[bare]?.uuid });
  await details()
    .getByRole('group', { name: /^Player/ })
    .waitFor();
  expect(await list().getByRole('option').nth(bare).locator('.row-note').count()).toBe(0);
  expect(await transcription().count()).toBe(0);
  // "All fields" lists every column as sent (FusionPBX's message_transcription, NULL): the rest says nothing.
  const shown = await details().evaluate((pane) => {
    const copy = pane.cloneNode(true) as HTMLElement;
    copy.querySelector('details.all-fields')?.remove();
    return copy.textContent ?? '';
  });
  expect(shown).not.toMatch(/transcri/i);
  await page.keyboard.press('Escape');
  expect(app.problems).toEqual([]);
});

test('the search finds a message by a word only its transcription holds', async () => {
  const messages = app.demo.data.voicemails.map(({ record }) => record);
  const holding = (word: string) => messages.filter((m) => m.message_transcription?.includes(word));
  expect(holding('invoice')).toHaveLength(1);
  expect(messages.some((m) => /invoice/i.test(`${m.caller_id_name} ${m.caller_id_number}`))).toBe(false);

  await search().fill('Invoice');
  await expect.poll(() => list().getByRole('option').count()).toBe(1);
  expect(await list().getByRole('option').first().textContent()).toContain(
    holding('invoice')[0]?.caller_id_name,
  );
  expect(await app.page.locator('.toolbar .muted').first().textContent()).toBe(
    `1 of ${messages.length} match`,
  );
  await app.screenshot('voicemail-search-transcription');

  await search().fill('invoice nowhere');
  await app.page.getByText('No message matches').waitFor();
  await search().fill('');
  await expect.poll(() => list().getByRole('option').count()).toBe(messages.length);
});

test('a message deleted on the phone is tagged so, and not counted or marked as new', async () => {
  const { page, demo } = app;
  const before = await navCount().textContent();
  const deleted = demo.addVoicemail({
    record: {
      message_status: 'deleted',
      caller_id_name: 'Grace Nakamura',
      caller_id_number: '15555550179',
      message_transcription: 'Sorry, wrong mailbox. Please ignore this one.',
    },
  });
  await page.getByRole('button', { name: 'Refresh voicemail' }).click();
  const row = list().getByRole('option').first();
  await expect.poll(() => row.locator('.tag').allTextContents()).toEqual(['Deleted on the phone']);
  expect(await row.locator('.dot.unheard').count()).toBe(0);
  expect(await row.locator('.row-said').textContent()).toBe(deleted.record.message_transcription);
  await expect
    .poll(async () => (await app.core.getVoicemailStatus(undefined)).heard)
    .toContain(deleted.record.uuid);
  expect(await navCount().textContent()).toBe(before);

  await row.click();
  const status = details().getByRole('definition').first();
  await expect.poll(() => status.textContent()).toBe('Deleted on the phone');
  await app.screenshot('voicemail-deleted-on-phone');
  await page.keyboard.press('Escape');
  expect(app.problems).toEqual([]);
});

test.each(WINDOW_SIZES)(
  'at $width px the rows and the detail keep what was said in the window',
  async (size) => {
    const { page, demo } = app;
    await page.setViewportSize(size);
    await list().getByRole('option').first().waitFor();
    expect([...(await horizontalOverflow(page)), ...(await cutPeople(page))]).toEqual([]);
    await app.screenshot(`voicemail-transcription-list-${size.width}`);
    const index = demo.data.voicemails.findIndex(({ record }) => record.message_transcription);
    await list().getByRole('option').nth(index).click();
    await transcription().scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toEqual([]);
    await app.screenshot(`voicemail-transcription-detail-${size.width}`);
    await page.keyboard.press('Escape');
    await details().waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
  },
);

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
  expect(problem?.message).toMatch(/401/);
  expect((await banner.locator('p').textContent())?.toLowerCase()).toBe(
    `new voicemail is not being checked. ${problem?.message}`.toLowerCase(),
  );
  await app.screenshot('voicemail-watch-stopped');

  await banner.getByRole('button', { name: 'Open Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await banner.getByRole('button', { name: 'Dismiss the voicemail problem' }).click();
  await expect.poll(() => banner.count()).toBe(0);
  expect(app.problems).toEqual([]);
});

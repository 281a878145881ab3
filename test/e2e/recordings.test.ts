// What was said in a recorded call: the transcript FusionPBX keeps as JSON reads as text, one speaker's
// turn a line, never as JSON; its first words on the recording's row, the whole of it in the detail, and
// its words found by the search. A recording nobody transcribed shows no section for it. The other party
// is named as main's resolver names it, the detail says where the name came from, and Call back rings the
// other party's number as recorded.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { shownNumber } from '../../main/numbers/shown-numbers';
import { type App, startApp } from './harness';
import { cutPeople, horizontalOverflow, WINDOW_SIZES } from './views';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const list = () => app.page.getByRole('listbox', { name: 'Recordings' });
const details = () => app.page.getByRole('complementary', { name: 'Details' });
const transcription = () => details().getByRole('region', { name: 'Transcription' });
const search = () => app.page.getByRole('searchbox', { name: /^Search loaded recordings/ });
const recordings = () => app.demo.data.recordings.map(({ record }) => record);

interface Segment {
  speaker: string;
  text: string;
}

/** The turns as the demo wrote them, read here on their own: speakers "0" and "1" take turns. */
function turnsOf(json: string | undefined): string[] {
  const { segments } = JSON.parse(json ?? '{"segments":[]}') as { segments: Segment[] };
  return segments.map(({ speaker, text }) => `Speaker ${Number(speaker) + 1}: ${text}`);
}

async function showRecordings() {
  await app.page.getByRole('button', { name: 'Recordings', exact: true }).click();
  await list().getByRole('option').first().waitFor();
}

test("a transcribed recording reads as its speakers' turns, never as JSON", async () => {
  await showRecordings();
  const index = recordings().findIndex((record) => record.call_recording_transcription);
  const turns = turnsOf(recordings()[index]?.call_recording_transcription);
  expect(turns.length).toBeGreaterThan(1);

  const row = list().getByRole('option').nth(index);
  const line = (await row.locator('.row-said').textContent()) ?? '';
  expect(line.startsWith(`${turns[0]} ${turns[1]?.slice(0, 20)}`)).toBe(true);
  expect(line).not.toMatch(/[{}[\]"]|speaker"/i);

  await row.click();
  // Each turn a paragraph of its own, and nothing of the JSON around them.
  expect(await transcription().locator('p').allTextContents()).toEqual(turns);
  expect(await transcription().textContent()).not.toMatch(/[{}"]|segments/);
  await app.screenshot('recording-transcription');

  const bare = recordings().findIndex((record) => !record.call_recording_transcription);
  await list().getByRole('option').nth(bare).click();
  await details()
    .getByRole('group', { name: /^Player/ })
    .waitFor();
  await expect
    .poll(() => app.callsTo('getRecordingAudio').at(-1)?.request)
    .toEqual({ uuid: recordings()[bare]?.uuid });
  expect(await list().getByRole('option').nth(bare).locator('.row-note').count()).toBe(0);
  expect(await transcription().count()).toBe(0);
  await app.page.keyboard.press('Escape');
  expect(app.problems).toEqual([]);
});

test("an incoming call's recording names its caller, says where the name came from, lists its facts, and calls the caller back", async () => {
  await showRecordings();
  const index = recordings().findIndex(
    (record) => record.call_direction === 'inbound' && /^\d{10,}$/.test(record.caller_id_number),
  );
  const recording = recordings()[index];
  if (!recording) throw new Error('the demo recorded no incoming call from a phone number');
  const shown = shownNumber(recording.caller_id_number, 'US');
  const row = list().getByRole('option').nth(index);
  expect(await row.locator('.party').textContent()).toBe(`${recording.caller_id_name}${shown}`);
  await row.click();
  await expect.poll(() => details().locator('.name-from').textContent()).toBe('Name from this call');
  expect(await details().getByRole('heading', { level: 2 }).textContent()).toBe(recording.caller_id_name);

  const facts = details().getByLabel('Recording details');
  expect(await facts.locator('[data-field="direction"] dd').textContent()).toBe('Incoming');
  expect(await facts.locator('[data-field="callerNumber"] dd').textContent()).toBe(shown);
  expect(await facts.locator('[data-field="callerNumber"] dd').getAttribute('title')).toBe(
    recording.caller_id_number,
  );
  // The number dialled as the phone system served it (a ring group's, where one took the call).
  const served = details().getByLabel('All fields').locator('[data-field="destination_number"] dd');
  expect(await facts.locator('[data-field="numberDialled"] dd').getAttribute('title')).toBe(
    await served.textContent(),
  );
  expect(await facts.locator('[data-field="length"] dd').textContent()).toMatch(/\d+ s$/);
  await app.screenshot('recording-detail-name-from');

  await details().getByRole('button', { name: 'Call back' }).click();
  await expect
    .poll(() => app.callsTo('placeCall').at(-1)?.request)
    .toEqual({ number: recording.caller_id_number, source: 'history' });

  // An outgoing call's recording: the number dialled, no name anyone recorded for it, and no source said.
  const outgoing = recordings().findIndex((record) => record.call_direction === 'outbound');
  await list().getByRole('option').nth(outgoing).click();
  await expect
    .poll(() => details().getByRole('heading', { level: 2 }).textContent())
    .toBe(shownNumber(recordings()[outgoing]?.destination_number ?? '', 'US'));
  expect(await details().locator('.name-from').count()).toBe(0);
  await app.page.keyboard.press('Escape');
  expect(app.problems).toEqual([]);
});

test('the search finds recordings by a word only their transcription holds', async () => {
  await showRecordings();
  const holding = recordings().filter((record) => record.call_recording_transcription?.includes('warranty'));
  expect(holding.length).toBeGreaterThan(0);
  expect(recordings().some((r) => /warranty/i.test(`${r.caller_id_name} ${r.destination_number}`))).toBe(
    false,
  );

  await search().fill('WARRANTY');
  await expect.poll(() => list().getByRole('option').count()).toBe(holding.length);
  expect(await app.page.locator('.list-footer').textContent()).toMatch(
    new RegExp(`^${holding.length} of ${recordings().length} loaded recordings match`),
  );
  for (const option of await list().getByRole('option').all())
    expect(await option.locator('.row-said').textContent()).toMatch(/warranty/);
  await app.screenshot('recordings-search-transcription');
  // The JSON's own words are not what was said.
  await search().fill('segments');
  await app.page.getByText('No loaded recording matches').waitFor();
  await search().fill('');
  await expect.poll(() => list().getByRole('option').count()).toBeGreaterThan(holding.length);
  expect(app.problems).toEqual([]);
});

test.each(WINDOW_SIZES)(
  'at $width px the rows and the detail keep what was said in the window',
  async (size) => {
    const { page } = app;
    await page.setViewportSize(size);
    await showRecordings();
    expect([...(await horizontalOverflow(page)), ...(await cutPeople(page))]).toEqual([]);
    await app.screenshot(`recordings-transcription-list-${size.width}`);
    const index = recordings().findIndex((record) => record.call_recording_transcription);
    await list().getByRole('option').nth(index).click();
    await transcription().scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toEqual([]);
    await app.screenshot(`recordings-transcription-detail-${size.width}`);
    await page.keyboard.press('Escape');
    await details().waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
  },
);

// Playing a voicemail message and a call recording: the audio crosses the bridge as bytes, plays from a
// Blob URL, and the player's speed, seek and play controls act on it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, startApp } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const audio = () => app.page.locator('audio');
const media = () =>
  audio().evaluate((element: HTMLAudioElement) => ({
    src: element.src,
    duration: element.duration,
    currentTime: element.currentTime,
    playbackRate: element.playbackRate,
    paused: element.paused,
  }));

/** Whether the page can still load a Blob URL as audio (false once it was revoked). */
const readable = (url: string) =>
  app.page.evaluate(
    (blobUrl) =>
      new Promise<boolean>((resolve) => {
        // An audio element, not fetch: the page's CSP allows blob: for media only.
        const probe = new Audio();
        probe.onloadedmetadata = () => resolve(true);
        probe.onerror = () => resolve(false);
        probe.src = blobUrl;
      }),
    url,
  );

async function playAndCheck(name: string) {
  const { page } = app;
  const player = page.getByRole('group', { name: /^Player/ });
  await player.waitFor();
  await expect
    .poll(async () => Number.isFinite((await media()).duration) && (await media()).duration > 0)
    .toBe(true);
  expect((await media()).src).toMatch(/^blob:http:\/\/dialdesk\.test\//);

  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await media()).currentTime, { timeout: 5000 }).toBeGreaterThan(0.2);
  await player.getByRole('button', { name: '1.5×' }).click();
  expect((await media()).playbackRate).toBe(1.5);
  expect(await player.getByRole('button', { name: '1.5×' }).getAttribute('aria-pressed')).toBe('true');
  await app.screenshot(name);

  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await media()).paused).toBe(true);
  // Seek from the keyboard: the slider moves the playhead.
  const before = (await media()).currentTime;
  const seek = player.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('End');
  await expect.poll(async () => (await media()).currentTime).toBeGreaterThan(before);
}

test('plays a voicemail message', async () => {
  const { page } = app;
  await page.getByRole('button', { name: /^Voicemail/ }).click();
  const list = page.getByRole('listbox', { name: 'Voicemail messages' });
  const first = list.getByRole('option').first();
  await first.waitFor();
  const unheard = app.demo.data.voicemails.filter((v) => v.record.message_status === '').length;
  expect(await list.locator('.tag', { hasText: 'New' }).count()).toBe(unheard);
  await first.click();
  await playAndCheck('voicemail-playing');
  const message = app.callsTo('getVoicemail').at(-1);
  expect(message?.request).toEqual({ uuid: app.demo.data.voicemails[0]?.record.uuid });

  // Another message: the previous Blob URL is revoked.
  const oldUrl = (await media()).src;
  expect(await readable(oldUrl)).toBe(true);
  await list.getByRole('option').nth(1).click();
  await expect.poll(async () => (await media()).src).not.toBe(oldUrl);
  expect(await readable(oldUrl)).toBe(false);
});

test('plays a call recording', async () => {
  const { page } = app;
  await page.getByRole('button', { name: 'Recordings' }).click();
  const first = page.getByRole('listbox', { name: 'Recordings' }).getByRole('option').first();
  await first.waitFor();
  await first.click();
  await playAndCheck('recording-playing');
  expect(app.callsTo('getRecordingAudio').at(-1)?.request).toEqual({
    uuid: app.demo.data.recordings[0]?.record.uuid,
  });

  // Leaving the screen unmounts the player, which revokes its Blob URL.
  const url = (await media()).src;
  await page.getByRole('button', { name: 'History' }).click();
  await expect.poll(() => audio().count()).toBe(0);
  expect(await readable(url)).toBe(false);
  // The probes of revoked URLs are the only failed loads.
  expect(app.problems.filter((problem) => !problem.includes('net::ERR_FILE_NOT_FOUND'))).toEqual([]);
});

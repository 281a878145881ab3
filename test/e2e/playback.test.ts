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
  expect((await media()).src).toMatch(/^blob:https:\/\/dialdesk\.test\//);

  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await media()).currentTime, { timeout: 5000 }).toBeGreaterThan(0.2);
  await player.getByRole('button', { name: '1.5×' }).click();
  await expect.poll(async () => (await media()).playbackRate).toBe(1.5);
  expect(await player.getByRole('button', { name: '1.5×' }).getAttribute('aria-pressed')).toBe('true');
  await app.screenshot(name);

  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await media()).paused).toBe(true);
  // Seek from the keyboard, wherever the focus is in the player: Right and Left move 5 s.
  const { currentTime: before, duration } = await media();
  await player.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('ArrowRight');
  const ahead = Math.min(duration, before + 5);
  await expect.poll(async () => (await media()).currentTime).toBeCloseTo(ahead, 2);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await media()).currentTime).toBeCloseTo(Math.max(0, ahead - 5), 2);
  // The slider takes Home and End too.
  await player.getByRole('slider', { name: 'Seek' }).focus();
  await page.keyboard.press('End');
  await expect.poll(async () => (await media()).currentTime).toBeCloseTo(duration, 2);
}

test('plays a voicemail message', async () => {
  const { page } = app;
  await page.getByRole('button', { name: /^Voicemail/ }).click();
  const list = page.getByRole('listbox', { name: 'Voicemail messages' });
  const first = list.getByRole('option').first();
  await first.waitFor();
  const unheard = app.demo.data.voicemails.filter((v) => v.record.message_status === '').length;
  await expect.poll(() => list.locator('.tag', { hasText: 'Unheard' }).count()).toBe(unheard);
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

test('the speed chosen is kept for the next message and after a restart', async () => {
  const { page } = app;
  const player = page.getByRole('group', { name: /^Player/ });
  const speed = (label: string) => player.getByRole('button', { name: label });
  const list = page.getByRole('listbox', { name: 'Voicemail messages' });
  await page.getByRole('button', { name: /^Voicemail/ }).click();
  await list.getByRole('option').first().click();
  await speed('1.25×').click();
  await expect.poll(async () => (await media()).playbackRate).toBe(1.25);

  // Another message plays at the same speed.
  const firstUrl = (await media()).src;
  await list.getByRole('option').nth(3).click();
  await expect.poll(async () => (await media()).src).not.toBe(firstUrl);
  await expect.poll(async () => (await media()).duration > 0).toBe(true);
  expect((await media()).playbackRate).toBe(1.25);

  // The next start of the app remembers it.
  await app.reload();
  await page.getByRole('button', { name: /^Voicemail/ }).click();
  await list.getByRole('option').nth(1).click();
  await expect.poll(async () => (await media()).duration > 0).toBe(true);
  expect(await speed('1.25×').getAttribute('aria-pressed')).toBe('true');
  expect(await speed('1×').getAttribute('aria-pressed')).toBe('false');
  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await media()).currentTime, { timeout: 5000 }).toBeGreaterThan(0.1);
  expect((await media()).playbackRate).toBe(1.25);
  await app.screenshot('voicemail-speed-remembered');
  expect(app.problems.filter((problem) => !problem.includes('net::ERR_FILE_NOT_FOUND'))).toEqual([]);
});

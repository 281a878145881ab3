// Placing calls: one press, one originate, never a retry; every number the phone system recorded can be
// called back as recorded; what the status line says afterwards.
import { afterEach, expect, test } from 'vitest';
import {
  expectedDestination,
  isInboundFromTenDigits,
  isWithheld,
  NUMBER_SHAPES,
  otherNumber,
} from '../support/demo-rows';
import { type App, startApp } from './harness';

/** The history grid's row height (renderer/views/history-view.tsx), to scroll a row into view. */
const ROW_HEIGHT = 48;

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const statusLine = (page: App['page']) => page.locator('.call-status');

test('Call back from history sends exactly one originate, even when clicked twice quickly', async () => {
  app = await startApp();
  const { page, demo } = app;
  const grid = page.getByRole('grid', { name: 'Calls' });
  // The row this test needs: an incoming call from a 10-digit number (the demo-data test checks that the
  // first page has one, whatever the time).
  const index = demo.data.calls.findIndex((call) => isInboundFromTenDigits(call.record));
  const call = demo.data.calls[index]?.record;
  if (!call) throw new Error('the demo data has no inbound call from a 10-digit number');
  await grid.locator('[aria-rowindex="2"]').waitFor();
  await grid.evaluate((element, top) => element.scrollTo(0, top), Math.max(0, index - 2) * ROW_HEIGHT);
  const row = grid.locator(`[aria-rowindex="${index + 2}"]`);
  await row.waitFor();

  const callBack = row.getByRole('button', { name: /^Call back/ });
  await callBack.dblclick();
  await expect.poll(() => demo.requestsFor('originate').length).toBe(1);
  const [originate] = demo.requestsFor('originate');
  const query = new URLSearchParams(originate?.query);
  expect(query.get('extension')).toBe('201'); // the demo's extension rings first
  // For an incoming call the other party is the caller, dialled as the phone system recorded it.
  expect(query.get('destination')).toBe(expectedDestination(call.caller_id_number));
  const placedCall = () => app?.callsTo('placeCall').find((c) => c.reply.ok);
  await expect.poll(placedCall).toBeDefined();
  const placed = placedCall();
  expect(placed?.request).toEqual({ number: call.caller_id_number, source: 'history' });
  const outcome = placed?.reply.ok ? (placed.reply.value as { status: string }) : null;
  await expect.poll(() => statusLine(page).textContent()).toContain(outcome?.status);
  expect(outcome?.status).toMatch(/^Your extension 201 rings first/);

  await page.waitForTimeout(300);
  expect(demo.requestsFor('originate')).toHaveLength(1);
  await app.screenshot('call-placed-from-history');
  expect(app.problems).toEqual([]);
});

test('every row of the demo history with a dialable number is called back: one originate each, to the number recorded', async () => {
  // Through the core, as the history's Call back calls it; no lock between calls, each is its own action.
  app = await startApp({ callLockMs: 0 });
  const { core, demo } = app;
  // No window listens: this walks the core, and 2,000 status updates would only slow it down.
  await app.page.close();
  const records = demo.data.calls.map(({ record }) => record);
  const dialled: string[] = [];
  const shapes = new Set<string>();
  for (const record of records) {
    const number = otherNumber(record);
    for (const [shape, matches] of Object.entries(NUMBER_SHAPES)) if (matches(record)) shapes.add(shape);
    if (isWithheld(number)) {
      await expect(core.placeCall({ number, source: 'history' })).rejects.toMatchObject({
        code: 'no-number',
      });
      continue;
    }
    const outcome = await core.placeCall({ number, source: 'history' });
    expect(outcome.destination).toBe(expectedDestination(number));
    dialled.push(expectedDestination(number));
  }
  // Every shape a phone system records was walked, and nothing was sent for a withheld caller.
  expect([...shapes].sort()).toEqual(Object.keys(NUMBER_SHAPES).sort());
  const received = demo.requestsFor('originate').map((r) => new URLSearchParams(r.query).get('destination'));
  expect(received).toEqual(dialled);
  expect(received.length).toBeGreaterThan(1900);
}, 180_000);

test('a withheld caller offers no Call back; an extension offers Call back, and Look up says why not', async () => {
  app = await startApp();
  const { page, demo } = app;
  // The rows this test needs, newest: a withheld caller, then a caller from another site's extension.
  const newest = demo.data.calls[0];
  if (!newest) throw new Error('the demo data has no calls');
  const caller = (uuid: string, name: string, number: string, offset: number) => ({
    record: {
      ...newest.record,
      uuid,
      direction: 'inbound' as const,
      caller_id_name: name,
      caller_id_number: number,
      start_epoch: newest.record.start_epoch + offset,
    },
    detail: newest.detail,
  });
  demo.data.calls.unshift(
    caller('withheld-caller', 'Anonymous', 'anonymous', 2),
    caller('extension-caller', 'Warehouse Annex', '12345678', 1),
  );
  await app.reload();
  const grid = page.getByRole('grid', { name: 'Calls' });
  const withheld = grid.locator('[aria-rowindex="2"]');
  const extension = grid.locator('[aria-rowindex="3"]');
  await expect.poll(() => withheld.textContent()).toContain('Anonymous');
  expect(await withheld.getByRole('button').count()).toBe(0);
  expect(await extension.getByRole('button', { name: 'Call back Warehouse Annex' }).isEnabled()).toBe(true);
  const lookUp = extension.getByRole('button', { name: 'Look up 12345678' });
  expect(await lookUp.isDisabled()).toBe(true);
  expect(await lookUp.getAttribute('title')).toMatch(/not for extensions/);

  await extension.getByRole('button', { name: 'Call back Warehouse Annex' }).click();
  await expect.poll(() => demo.requestsFor('originate').length).toBe(1);
  expect(new URLSearchParams(demo.requestsFor('originate')[0]?.query).get('destination')).toBe('12345678');
  expect(demo.requestsFor('lookup')).toHaveLength(0);
});

test("a colleague's internal call to my extension shows the colleague, and Call back rings the colleague, not me", async () => {
  app = await startApp();
  const { page, demo } = app;
  const newest = demo.data.calls[0];
  if (!newest) throw new Error('the demo data has no calls');
  demo.data.calls.unshift({
    record: {
      ...newest.record,
      uuid: 'colleague-to-me',
      direction: 'local',
      caller_id_name: 'Priya Natarajan',
      caller_id_number: '204',
      destination_number: '201', // the demo's own extension
      start_epoch: newest.record.start_epoch + 1,
    },
    detail: newest.detail,
  });
  await app.reload();
  const row = page.getByRole('grid', { name: 'Calls' }).locator('[aria-rowindex="2"]');
  await expect.poll(() => row.textContent()).toContain('Priya Natarajan');
  expect(await row.textContent()).not.toContain('201');
  await row.getByRole('button', { name: 'Call back Priya Natarajan' }).click();
  await expect.poll(() => demo.requestsFor('originate').length).toBe(1);
  const query = new URLSearchParams(demo.requestsFor('originate')[0]?.query);
  expect(query.get('destination')).toBe('204');
  expect(query.get('extension')).toBe('201');
});

test('a refused call reads as a sentence, with no plumbing in it and the details kept apart', async () => {
  app = await startApp();
  const { page, demo } = app;
  await page.getByRole('button', { name: 'Dial pad' }).click();
  await page.getByRole('combobox', { name: 'Number to call' }).fill('*97');
  await page.keyboard.press('Enter');
  // The demo's phone system does not let the account dial feature codes.
  await expect.poll(() => demo.requestsFor('originate').length).toBe(1);
  expect(new URLSearchParams(demo.requestsFor('originate')[0]?.query).get('destination')).toBe('*97');
  const alert = page.locator('.call-status.failed');
  await expect
    .poll(() => alert.textContent())
    .toContain('The phone system refused to call *97 (HTTP 400: bad_request).');
  const [refused] = app.callsTo('placeCall');
  expect(refused?.reply).toMatchObject({
    ok: false,
    error: { code: 'call-rejected', details: expect.stringContaining('HTTP 400') },
  });
  const messages = app.bridge.flatMap((call) => (call.reply.ok ? [] : [call.reply.error.message]));
  for (const message of messages) expect(message).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}\b|[{}]/);
  // What the page shows holds no plumbing; the service's own report waits behind Details.
  expect(await page.locator('body').innerText()).not.toContain('127.0.0.1');
  await alert.getByText('Details').click();
  await expect.poll(() => alert.locator('.error-raw').innerText()).toContain('HTTP 400');
  await app.screenshot('call-refused');
});

test('a recent call in the tray is dialled as it was placed, even the operator', async () => {
  app = await startApp({ callLockMs: 0 });
  const { core, demo } = app;
  await core.placeCall({ number: '0', source: 'history' });
  const recent = await core.listRecentCalls(undefined);
  expect(recent.map((call) => call.number)).toEqual(['0']);
  const started = await core.startCall('0', 'tray');
  if (started.kind !== 'confirm') throw new Error('a tray call waits for confirmation');
  expect(started.pending.destination).toBe('0');
  await core.confirmPendingCall({ id: started.pending.id });
  expect(demo.requestsFor('originate').map((r) => new URLSearchParams(r.query).get('destination'))).toEqual([
    '0',
    '0',
  ]);
  // Clipboard text that is not a recent call is still searched as text: a digit alone is no number.
  await expect(core.startCall('9', 'tray')).rejects.toMatchObject({ code: 'no-number' });
});

test('the extension to dial once connected is said once', async () => {
  app = await startApp();
  const { page } = app;
  const started = await app.core.startCall('Riverside office: 555-555-0156 ext. 89', 'link');
  if (started.kind !== 'confirm') throw new Error('a link call waits for confirmation');
  await app.core.confirmPendingCall({ id: started.pending.id });
  await expect.poll(() => statusLine(page).textContent()).toContain('Once connected, dial extension 89.');
  const text = (await statusLine(page).textContent()) ?? '';
  expect(text.match(/extension 89/g)).toHaveLength(1);
});

test('the dial pad calls what was typed and clicked', async () => {
  app = await startApp();
  const { page, demo } = app;
  await page.getByRole('button', { name: 'Dial pad' }).click();
  const input = page.getByRole('combobox', { name: 'Number to call' });
  await input.fill('(555) 555-01');
  const keypad = page.getByRole('group', { name: 'Keypad' });
  await keypad.getByRole('button', { name: '2', exact: true }).click();
  await keypad.getByRole('button', { name: '3', exact: true }).click();
  await expect.poll(() => input.inputValue()).toBe('(555) 555-0123');
  await app.screenshot('dial-pad');
  await page.keyboard.press('Enter');
  await expect.poll(() => demo.requestsFor('originate').length).toBe(1);
  expect(new URLSearchParams(demo.requestsFor('originate')[0]?.query).get('destination')).toBe('5555550123');
  await expect.poll(() => statusLine(page).textContent()).toContain('Your extension 201 rings first');
});

test('a call that may have rung says so, and nothing tries it again', async () => {
  app = await startApp();
  const { page, demo } = app;
  // The connection breaks after the request went out: the phone system may have placed the call.
  demo.injectFault({ op: 'originate', fault: { kind: 'reset' } });
  await page.getByRole('button', { name: 'Dial pad' }).click();
  await page.getByRole('combobox', { name: 'Number to call' }).fill('555-555-0142');
  await page.getByRole('button', { name: 'Call', exact: true }).click();

  const alert = page.locator('.call-status.failed');
  await expect
    .poll(() => alert.textContent())
    .toContain('The call may still ring: check your phone before you try again.');
  expect(await alert.getAttribute('role')).toBe('alert');
  expect(await alert.getByRole('button', { name: /retry|try again/i }).count()).toBe(0);
  await app.screenshot('call-may-ring');
  await page.waitForTimeout(1000);
  expect(demo.requestsFor('originate')).toHaveLength(1);
  expect(app.callsTo('placeCall')).toHaveLength(1);
});

test('the dial pad lists the recent calls, each one click from calling again', async () => {
  app = await startApp();
  const { page, demo } = app;
  await page.getByRole('button', { name: 'Dial pad' }).click();
  expect(await page.getByRole('heading', { name: 'Recent calls' }).count()).toBe(0);

  // A call placed elsewhere (a link, confirmed) joins the list as main announces it.
  const started = await app.core.startCall('(555) 555-0187', 'link');
  if (started.kind !== 'confirm') throw new Error('a link call waits for confirmation');
  await app.core.confirmPendingCall({ id: started.pending.id });
  const recent = page.getByRole('region', { name: 'Recent calls' });
  await expect
    .poll(() => recent.getByRole('button').allTextContents())
    .toEqual([expect.stringMatching(/^\(555\) 555-0187/)]);
  await app.screenshot('dial-pad-recent');

  await recent.getByRole('button', { name: 'Call (555) 555-0187 again' }).click();
  await expect
    .poll(() => app?.callsTo('placeCall').map((call) => call.request))
    .toEqual([{ number: '(555) 555-0187', source: 'dialpad' }]);
  // Main refuses a second call this soon after the first: one originate, and the status line says why.
  expect(demo.requestsFor('originate')).toHaveLength(1);
  await expect.poll(() => statusLine(page).textContent()).toContain('this one was not sent');
});

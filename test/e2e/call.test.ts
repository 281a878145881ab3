// Placing calls: one press, one originate, never a retry; what the status line says afterwards.
import { afterEach, expect, test } from 'vitest';
import { type App, startApp } from './harness';

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
  const index = demo.data.calls.findIndex((call) => call.record.direction === 'inbound');
  const call = demo.data.calls[index]?.record;
  if (!call) throw new Error('the demo data has no inbound call');
  const row = grid.locator(`[aria-rowindex="${index + 2}"]`);
  await row.waitFor();

  const callBack = row.getByRole('button', { name: /^Call back/ });
  await callBack.dblclick();
  await expect.poll(() => demo.requestsFor('originate').length).toBe(1);
  const [originate] = demo.requestsFor('originate');
  const query = new URLSearchParams(originate?.query);
  expect(query.get('extension')).toBe('201'); // the demo's extension rings first
  // For an incoming call the other party is the caller; demo numbers are dialled as national digits.
  expect(query.get('destination')).toBe(call.caller_id_number.replace(/^\+?1(?=\d{10}$)/, ''));
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

test('the dial pad calls what was typed and clicked', async () => {
  app = await startApp();
  const { page, demo } = app;
  await page.getByRole('button', { name: 'Dial pad' }).click();
  const input = page.getByRole('textbox', { name: 'Number to call' });
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
  await page.getByRole('textbox', { name: 'Number to call' }).fill('555-555-0142');
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

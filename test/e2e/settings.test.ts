// Settings beyond the account: each global hotkey says whether the OS took it (and changes when the
// shell says so), and a test says which hotkey reached Dialdesk; Start at login and the daily update check are saved with the preferences, and "Check
// for updates…" answers in place.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type App, startApp } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
  await app.page.getByRole('button', { name: 'Settings' }).click();
  await app.page.getByRole('heading', { name: 'Preferences' }).waitFor();
});
afterAll(() => app?.close());

const hotkeyStatus = (name: 'callSelection' | 'lookupSelection') =>
  app.page.locator(`[data-hotkey-status="${name}"]`);

test('each hotkey says whether it is registered, or why not, as the shell reports it', async () => {
  const { page, core } = app;
  // Before the shell has registered anything, main says so.
  await expect.poll(() => hotkeyStatus('callSelection').textContent()).toBe('Not registered yet.');
  expect(app.callsTo('getHotkeyStatus')).toHaveLength(1);

  const taken = 'Another app or the system already uses CommandOrControl+Shift+L: choose another shortcut.';
  core.setHotkeyStatus({
    callSelection: { accelerator: 'CommandOrControl+Shift+D', registered: true, problem: null },
    lookupSelection: { accelerator: 'CommandOrControl+Shift+L', registered: false, problem: taken },
    quickDial: { accelerator: 'Control+Alt+Space', registered: true, problem: null },
  });
  await expect.poll(() => hotkeyStatus('callSelection').textContent()).toBe('Registered.');
  expect(await hotkeyStatus('lookupSelection').textContent()).toBe(taken);
  // Next to its field: part of the field's description.
  expect(await page.getByLabel('Look up the selected number').getAttribute('aria-describedby')).toContain(
    'setting-hotkeys-lookupSelection-hint',
  );
  await page.getByRole('group', { name: 'Calls and hotkeys' }).scrollIntoViewIfNeeded();
  await app.screenshot('settings-hotkeys');
});

test('the quick-dial hotkey is the third, and "Press the hotkey to test" says which hotkey main received', async () => {
  const { page } = app;
  expect(await page.getByLabel('Open the quick-dial box').count()).toBe(1);
  const group = page.getByRole('group', { name: 'Calls and hotkeys' });
  // No portal in this session (appInfo says none): no word of a desktop approving keys.
  expect(await group.textContent()).not.toContain('approve');
  await group.getByRole('button', { name: 'Press the hotkey to test' }).click();
  await expect.poll(() => app.callsTo('testHotkeys').length).toBe(1);
  expect(await group.getByRole('status').last().textContent()).toBe('Press one of the hotkeys now…');
  // Main's answer, as the shell sends it when the hotkey is pressed.
  await app.emit('hotkeyHeard', { hotkey: 'quickDial' });
  await expect
    .poll(() => group.getByRole('status').last().textContent())
    .toBe('It works: Dialdesk received “Open the quick-dial box”.');
  await app.emit('hotkeyHeard', { hotkey: null });
  await expect
    .poll(() => group.getByRole('status').last().textContent())
    .toBe('No hotkey reached Dialdesk. Check that your desktop approved the keys.');
});

test('Start at login is saved with the preferences', async () => {
  const { page, core } = app;
  const toggle = page.getByRole('checkbox', { name: 'Start Dialdesk when I log in' });
  expect(await toggle.isChecked()).toBe(false);
  await toggle.check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect.poll(async () => (await core.getSettings(undefined)).settings.general.startAtLogin).toBe(true);
  expect(app.callsTo('updateSettings').at(-1)?.request).toMatchObject({ general: { startAtLogin: true } });

  // Read back on the next start.
  await app.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect.poll(() => toggle.isChecked()).toBe(true);
  expect(app.problems).toEqual([]);
});

test('updates: checking once a day is a preference, and "Check for updates…" answers in words in place', async () => {
  const { page, core } = app;
  const group = page.getByRole('group', { name: 'Startup and updates' });
  const daily = group.getByRole('checkbox', { name: 'Check for updates once a day' });
  expect(await daily.isChecked()).toBe(true);
  await daily.uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect
    .poll(async () => (await core.getSettings(undefined)).settings.updates.checkAutomatically)
    .toBe(false);

  // Checking now works with the daily check off. Through this page's bridge it is a development run,
  // as `npm start` is: main says there is nothing to update, and the page says what main said.
  await group.getByRole('button', { name: 'Check for updates…' }).click();
  await expect
    .poll(() => group.getByRole('status').textContent())
    .toBe('This Dialdesk is a development run: only an installed Dialdesk checks for updates.');
  expect(app.callsTo('checkForUpdates')).toHaveLength(1);
  await group.scrollIntoViewIfNeeded();
  await app.screenshot('settings-updates');
  expect(app.problems).toEqual([]);
});

test("with the administrator's switch, Settings says the organisation manages updates and offers no check", async () => {
  const managed = await startApp({ updateMode: 'managed' });
  try {
    const { page } = managed;
    await page.getByRole('button', { name: 'Settings' }).click();
    const group = page.getByRole('group', { name: 'Startup and updates' });
    await expect
      .poll(() => group.getByText('Your organization manages updates on this computer').count())
      .toBe(1);
    expect(await group.getByRole('button', { name: 'Check for updates…' }).count()).toBe(0);
    expect(managed.callsTo('getUpdateMode')).toHaveLength(1);
    expect(managed.callsTo('checkForUpdates')).toEqual([]);
    await group.scrollIntoViewIfNeeded();
    await managed.screenshot('settings-updates-managed');
    expect(managed.problems).toEqual([]);
  } finally {
    await managed.close();
  }
});

// The quick-dial box (#quick-dial), as the shell opens it: one field over the person's favourites and
// contacts, the call history and the typed text read as a number. Names, initials, accents, a company and
// digits in any format find the expected person first; Enter calls exactly the highlighted number once,
// on the account in use; an Enter that would act on the previous keystroke's results calls nothing; a
// Do Not Call number asks inside the box; Esc calls nothing; a switch of account moves the box with it.
// A call outside the calling hours where it rings asks too (New York's 212 numbers at E2E_NOW, 5:30 AM
// there; the Do Not Call number, Riverside, CA's once looked up): the person answers it as asked.
// Screenshots at 100% and 200%, light, dark and forced colours, in English and German.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEMO_PBX_KEY } from '../../main/demo/server';
import { QUICK_DIAL_PAGE_SIZE } from '../../main/shell/quick-dial-window';
import type { AccountFields, ContactDraft } from '../../preload/contract';
import { plainText } from '../support/plain-text';
import { runAxe, seriousViolations } from './axe';
import { APP_ORIGIN } from './browser.mjs';
import { type App, startApp } from './harness';
import { horizontalOverflow } from './views';

/** The demo lookup flags this number do-not-call (DNC 'Y'). */
const DNC_NUMBER = '555-555-0142';

const DANA: ContactDraft = {
  name: 'Dana Whitfield',
  company: 'Harbor Freight Lines',
  note: '',
  numbers: [
    { id: null, label: 'mobile', number: '(212) 555-0123' },
    { id: null, label: 'work', number: '(212) 555-0188' },
  ],
};
const ANA: ContactDraft = {
  name: 'Ana Fernández',
  company: 'Northwind Traders',
  note: '',
  numbers: [{ id: null, label: 'work', number: '(312) 555-0164' }],
};
const DANIEL: ContactDraft = {
  name: 'Daniel Okafor',
  company: '',
  note: '',
  numbers: [{ id: null, label: 'mobile', number: '(646) 555-0107' }],
};

let app: App;
let box: Page;
beforeAll(async () => {
  // One call after another within seconds: the core's guard against a second call while the first may
  // still ring is another test's (call.test.ts).
  app = await startApp({ callLockMs: 0 });
  for (const draft of [DANA, ANA, DANIEL]) await app.core.saveContact({ id: null, draft });
  await app.core.lookupNumber({ number: DNC_NUMBER });
  box = await openBox(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
});
// Each test is a new use of the box: main shows it again, with an empty field (as after a call it hides).
beforeEach(async () => {
  await app.emit('quickDialShown', null);
  await expect.poll(() => field(box).inputValue()).toBe('');
});

/** The box's page as main opens it; every suggestPeople answer can be held back (holdSearches). */
async function openBox(running: App, deviceScaleFactor = 1): Promise<Page> {
  const page = await running.openPage({
    hash: '#quick-dial',
    viewport: QUICK_DIAL_PAGE_SIZE,
    deviceScaleFactor,
  });
  // Wraps the bridge the way a slow main would answer: a search answered only once the test releases it.
  await page.addInitScript(() => {
    const host = window as unknown as {
      __dialdeskInvoke(channel: string, request: unknown): Promise<unknown>;
      __holdSearches: boolean;
      __held: (() => void)[];
    };
    const invoke = host.__dialdeskInvoke;
    host.__holdSearches = false;
    host.__held = [];
    host.__dialdeskInvoke = async (channel, request) => {
      const answer = await invoke(channel, request);
      if (channel === 'suggestPeople' && host.__holdSearches)
        await new Promise<void>((release) => host.__held.push(release));
      return answer;
    };
  });
  await page.reload();
  await field(page).waitFor();
  return page;
}

const field = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('option');
const originates = () => app.demo.requestsFor('originate');
const destinationOf = (index: number) => new URLSearchParams(originates()[index]?.query).get('destination');

/** Clears the field and types the text, then waits until the results are the ones for it. */
async function search(page: Page, text: string) {
  await field(page).fill('');
  await field(page).pressSequentially(text);
  // The count (or that no one was found) is said once the results for the text are in.
  await expect.poll(() => page.getByRole('status').textContent()).not.toBe('');
}

/**
 * Whether main judges a call to the number now outside the calling hours where it rings: then the box
 * asks about the hour first (calling-hours.test.ts is about that question; here it is answered).
 */
const outsideHours = async (number: string) =>
  (await app.core.getCalledPartyTime({ number }))?.verdict === 'outside';

/** The first result's lines, as one string. */
const firstResult = async (page: Page) => (await options(page).first().textContent()) ?? '';

describe('the quick-dial box', () => {
  test.each([
    ['a name', 'dana', 'Dana Whitfield'],
    ['a word inside the name', 'whitf', 'Dana Whitfield'],
    ['initials', 'dw', 'Dana Whitfield'],
    ['a name without its accent', 'fernandez', 'Ana Fernández'],
    ['a company', 'northwind', 'Ana Fernández'],
    ['digits without formatting', '2125550123', 'Dana Whitfield'],
    ['digits with spaces', '212 555 0123', 'Dana Whitfield'],
    ['digits with the country code', '+1 (212) 555-0123', 'Dana Whitfield'],
  ])('%s (%s) finds %s first', async (_, text, name) => {
    await search(box, text);
    expect(await firstResult(box)).toContain(name);
  });

  test("lists each of a contact's numbers with its label, and names the account calls go through", async () => {
    await search(box, 'dana whitfield');
    const rows = await options(box).allTextContents();
    expect(rows.filter((row) => row.includes('Dana Whitfield'))).toEqual([
      expect.stringContaining('Mobile'),
      expect.stringContaining('Work'),
    ]);
    await expect.poll(() => box.getByText(/^Calls from /).textContent()).toBe('Calls from Demo');
  });

  test("Enter on a contact's second number places exactly one call, to that number", async () => {
    const before = originates().length;
    await search(box, 'dana whitfield');
    await field(box).press('ArrowDown');
    await field(box).press('ArrowDown');
    expect(await field(box).getAttribute('aria-activedescendant')).toBe('quick-dial-1');
    const outside = await outsideHours('(212) 555-0188');
    await field(box).press('Enter');
    if (outside) {
      // Outside the calling hours in New York: the question first, answered Call anyway.
      const question = box.getByRole('alertdialog');
      await question.waitFor();
      expect(await question.textContent()).toContain('(212) 555-0188');
      await question.getByRole('button', { name: 'Call anyway' }).click();
    }
    await field(box).press('Enter');
    await expect.poll(() => originates().length).toBe(before + 1);
    expect(destinationOf(before)).toBe('2125550188');
    await expect
      .poll(() => app.callsTo('placeCall').at(-1)?.request)
      .toEqual({
        number: '(212) 555-0188',
        source: 'quick-dial',
        ...(outside && { hoursConfirmed: true }),
      });
    // Nothing more later: one Enter, one call.
    await new Promise((settle) => setTimeout(settle, 500));
    expect(originates()).toHaveLength(before + 1);
  });

  test("an Enter that comes before the text's results calls nothing from the previous keystroke's", async () => {
    const before = originates().length;
    const asked = app.callsTo('placeCall').length;
    await search(box, 'dan');
    await box.evaluate(() => {
      (window as unknown as { __holdSearches: boolean }).__holdSearches = true;
    });
    // Highlighted on "dan"'s results, then a letter more: the highlight goes, and "dani"'s are held.
    await field(box).press('ArrowDown');
    await field(box).press('i');
    await field(box).press('Enter');
    await field(box).press('ArrowDown');
    await field(box).press('Enter');
    await box.evaluate(() => {
      const host = window as unknown as { __holdSearches: boolean; __held: (() => void)[] };
      host.__holdSearches = false;
      for (const release of host.__held.splice(0)) release();
    });
    await expect.poll(() => firstResult(box)).toContain('Daniel Okafor');
    await new Promise((settle) => setTimeout(settle, 300));
    expect(originates()).toHaveLength(before);
    expect(app.callsTo('placeCall')).toHaveLength(asked);
  });

  test('a Do Not Call number asks inside the box first: Cancel calls nothing, Call anyway calls once', async () => {
    const before = originates().length;
    await search(box, '5555550142');
    const outside = await outsideHours('5555550142');
    // The typed number as main will dial it, with the cached verdict and the time where it rings (the
    // lookup's state, CA), outside the calling hours or not.
    await expect
      .poll(async () => plainText(await firstResult(box)))
      .toMatch(
        outside
          ? /^\(555\) 555-0142Dials 5555550142 · Do Not Call · About \d{1,2}:\d\d [AP]M there: outside your calling hours$/
          : /^\(555\) 555-0142Dials 5555550142 · Do Not Call · About \d{1,2}:\d\d [AP]M there$/,
      );
    await field(box).press('Enter');
    const question = box.getByRole('alertdialog');
    await question.waitFor();
    expect(await question.textContent()).toContain('Do Not Call');
    await box.screenshot({ path: 'test-results/screenshots/quick-dial-dnc.png' });
    // The focus is on Cancel: Enter answers No.
    await box.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect(originates()).toHaveLength(before);

    await field(box).press('Enter');
    await question.getByRole('button', { name: 'Call anyway' }).click();
    await expect.poll(() => originates().length).toBe(before + 1);
    expect(destinationOf(before)).toBe('5555550142');
  });

  test('Esc closes the box and calls nothing', async () => {
    const before = originates().length;
    const closes = app.callsTo('closeQuickDial').length;
    await search(box, 'dana');
    await field(box).press('ArrowDown');
    await field(box).press('Escape');
    await expect.poll(() => app.callsTo('closeQuickDial').length).toBe(closes + 1);
    expect(app.callsTo('closeQuickDial').at(-1)?.request).toEqual({});
    expect(originates()).toHaveLength(before);
  });

  test('Shift+Enter asks main to look the highlighted number up, and calls nothing', async () => {
    const before = originates().length;
    await search(box, 'fernandez');
    await field(box).press('ArrowDown');
    await field(box).press('Shift+Enter');
    await expect
      .poll(() => app.callsTo('closeQuickDial').at(-1)?.request)
      .toEqual({ lookUp: '(312) 555-0164' });
    expect(originates()).toHaveLength(before);
  });

  test('Ctrl+C copies the highlighted number, and leaves text selected in the field to the field', async () => {
    await box.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
    await search(box, 'ana fernandez');
    await field(box).press('ArrowDown');
    await field(box).press('Control+c');
    await expect.poll(() => box.evaluate(() => navigator.clipboard.readText())).toBe('(312) 555-0164');
    expect(await box.getByRole('status').textContent()).toBe('Copied (312) 555-0164.');
    // Text selected in the field: the field's own copy, not the number.
    await field(box).selectText();
    await field(box).press('Control+c');
    await expect.poll(() => box.evaluate(() => navigator.clipboard.readText())).toBe('ana fernandez');
  });

  test('shown again, it starts with an empty field', async () => {
    await search(box, 'dana');
    await app.emit('quickDialShown', null);
    await expect.poll(() => field(box).inputValue()).toBe('');
    expect(await options(box).count()).toBe(0);
    expect(await box.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
  });

  test('is a combobox with a listbox, says the count, and has no serious accessibility violation', async () => {
    await search(box, 'dana');
    expect(await field(box).getAttribute('aria-controls')).toBe('quick-dial-list');
    expect(await box.getByRole('listbox').count()).toBe(1);
    expect(await box.getByRole('status').textContent()).toMatch(/^\d+ results?$/);
    expect(seriousViolations(await runAxe(box))).toEqual([]);
    expect(app.problems).toEqual([]);
  });
});

describe('the box on another account', () => {
  test("a switch while it is open moves it to the new account's results and name", async () => {
    const fields: AccountFields = {
      name: 'Birch branch office',
      accountId: 'birch-02',
      domain: '',
      baseUrlOverride: app.demo.baseUrl,
      extension: '410',
      lookupUrl: '',
      defaultRegion: 'US',
      dialFormat: 'national-digits',
      watchVoicemail: false,
    };
    await search(box, '5555550142');
    expect(await firstResult(box)).toContain('Do Not Call');
    await app.core.addAccount(fields);
    await app.core.setKey({ kind: 'pbx', value: DEMO_PBX_KEY });
    await expect
      .poll(() => box.getByText(/^Calls from /).textContent())
      .toBe('Calls from Birch branch office');
    // Its lookups are its own: the demo's cached verdict is not this account's.
    await expect.poll(() => firstResult(box)).toContain('Not checked');
    const before = originates().length;
    await field(box).press('Enter');
    await expect.poll(() => originates().length).toBe(before + 1);
    // The account the box named: Birch's extension rings.
    expect(new URLSearchParams(originates()[before]?.query).get('extension')).toBe('410');
  });
});

describe('the box as a person sees it', () => {
  test.each([
    ['100%', 1],
    ['200%', 2],
  ])(
    'at %s, in English and German, light, dark and forced colours: nothing cut sideways',
    async (zoom, factor) => {
      const page = await openBox(app, factor);
      // Zoomed, the window is its page's size times the factor: the same viewport in CSS px at a higher scale
      // is what main's window shows, within the screen.
      await page.setViewportSize({
        width: Math.floor(QUICK_DIAL_PAGE_SIZE.width),
        height: Math.floor(QUICK_DIAL_PAGE_SIZE.height),
      });
      for (const language of ['en', 'de'] as const) {
        await app.core.updateSettings({ general: { language } });
        await search(page, 'dana');
        await field(page).press('ArrowDown');
        expect(await horizontalOverflow(page)).toEqual([]);
        const name = `quick-dial-${zoom.replace('%', '')}-${language}`;
        await app.screenshot(name, page);
        await page.emulateMedia({ forcedColors: 'active' });
        await page.screenshot({ path: `test-results/screenshots/${name}.forced.png` });
        await page.emulateMedia({ forcedColors: 'none' });
      }
      await app.core.updateSettings({ general: { language: 'en' } });
      await page.close();
    },
  );
});

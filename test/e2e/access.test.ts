// Access beyond what axe-core sees (issue 22), done as low-vision and keyboard users do it: zoom through
// the shell's own zoom module, reflow at 320 CSS px and at 200% of the default window, text spacing
// raised as WCAG 1.4.12 allows, Windows' high contrast (forced colours), focus always visible, a
// keyboard-only walk of every view, and the groups' legends. Screenshots:
// test-results/screenshots/access-200-<view>[.dark].png and access-forced-<view>[.dark].png.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAIN_WINDOW_SIZE } from '../../main/shell/app-windows';
import type { Bounds } from '../../main/shell/window-bounds';
import {
  createZoom,
  type KeyInput,
  ZOOM_FILE_NAME,
  type ZoomableWindow,
  zoomCommandOf,
  zoomFile,
} from '../../main/shell/zoom';
import { type App, startApp } from './harness';
import { ROW_PREVIEWS } from './language-walk';
import { cutPeople, horizontalOverflow, VIEWS } from './views';

let app: App;
let zoomDir: string;
beforeAll(async () => {
  // The local history is synced, so the dial pad and lookup show people as they are typed.
  app = await startApp({ historySync: true });
  await app.historySynced();
  zoomDir = await mkdtemp(join(tmpdir(), 'dialdesk-zoom-'));
});
afterAll(async () => {
  await app?.close();
  await rm(zoomDir, { recursive: true, force: true });
});

/** The default window: 420 px wide (app-windows.ts), as tall as its minimum. */
const DEFAULT_WINDOW = { width: MAIN_WINDOW_SIZE.width, height: MAIN_WINDOW_SIZE.height };
/** A laptop's screen, room enough for the window to grow. */
const WORK_AREA: Bounds = { x: 0, y: 0, width: 1366, height: 740 };

/**
 * A main window of the shell whose page is a Chromium page: what the zoom module does to the window (its
 * zoom factor, its size) is applied as Electron's zoom does it, the window's px shared out as CSS px of
 * `factor` device px each.
 */
async function shellWindow(page: Page, start: Bounds) {
  const cdp = await page.context().newCDPSession(page);
  let factor = 1;
  let bounds = start;
  let minimum = { width: 0, height: 0 };
  const applied: Promise<unknown>[] = [];
  const apply = () =>
    applied.push(
      cdp.send('Emulation.setDeviceMetricsOverride', {
        width: Math.floor(bounds.width / factor),
        height: Math.floor(bounds.height / factor),
        deviceScaleFactor: factor,
        mobile: false,
      }),
    );
  const window: ZoomableWindow = {
    webContents: {
      setZoomFactor(next) {
        factor = next;
        apply();
      },
    },
    getBounds: () => bounds,
    setBounds(next) {
      bounds = next;
      apply();
    },
    setMinimumSize: (width, height) => {
      minimum = { width, height };
    },
    isDestroyed: () => false,
  };
  return {
    window,
    bounds: () => bounds,
    minimum: () => minimum,
    settled: () => Promise.all(applied),
  };
}

function shellZoom(window: ZoomableWindow) {
  return createZoom({
    store: zoomFile(zoomDir),
    windows: () => [{ window, main: true }],
    workAreaOf: () => WORK_AREA,
    minimum: { width: MAIN_WINDOW_SIZE.minWidth, height: MAIN_WINDOW_SIZE.minHeight },
  });
}

const key = (pressed: string): KeyInput => ({
  type: 'keyDown',
  key: pressed,
  control: true,
  meta: false,
  alt: false,
});

/** What the page has of CSS px, and how many device px each is. */
const pageMetrics = (page: Page) => page.evaluate(() => ({ width: innerWidth, scale: devicePixelRatio }));

async function mainPage(viewport: { width: number; height: number }, deviceScaleFactor = 1) {
  const page = await app.openPage({ hash: '', viewport, deviceScaleFactor });
  await page.getByRole('navigation', { name: 'Dialdesk' }).waitFor();
  return page;
}

/** Every view and detail at the page's size: nothing reaches past either edge, people are whole. */
async function reflowProblems(page: Page, screenshot?: string): Promise<string[]> {
  const problems: string[] = [];
  for (const view of VIEWS) {
    await view.show(page);
    for (const problem of [...(await horizontalOverflow(page)), ...(await cutPeople(page))])
      problems.push(`${view.name}: ${problem}`);
    if (screenshot) await app.screenshot(`${screenshot}-${view.name}`, page);
  }
  return problems;
}

describe('zoom', () => {
  test('Ctrl+= to 200% grows the window to keep 320 CSS px, every view reflows there, and the next start opens at 200%', async () => {
    const page = await mainPage(DEFAULT_WINDOW);
    const shell = await shellWindow(page, { x: 900, y: 40, ...DEFAULT_WINDOW });
    const zoom = shellZoom(shell.window);
    await zoom.restore();
    zoom.fitWindow(shell.window, true);
    // 100% → 110 → 125 → 150 → 175 → 200%, each press as Electron's before-input-event reports it.
    for (let press = 0; press < 5; press++) {
      const command = zoomCommandOf(key('='), 'linux');
      expect(command).toBe('in');
      if (command) await zoom.run(command);
    }
    await shell.settled();
    expect(zoom.factor()).toBe(2);
    // 420 px at 200% would be 210 CSS px: the window grew to 640, moved back onto the screen.
    expect(shell.bounds()).toMatchObject({ width: 640, x: WORK_AREA.width - 640 });
    expect(shell.minimum().width).toBe(640);
    expect(await pageMetrics(page)).toEqual({ width: 320, scale: 2 });
    expect(await reflowProblems(page)).toEqual([]);
    expect(JSON.parse(await readFile(join(zoomDir, ZOOM_FILE_NAME), 'utf8'))).toEqual({ factor: 2 });
    await page.close();

    // The next start: a new module reads the kept factor and the window opens at it.
    const next = await mainPage(DEFAULT_WINDOW);
    const reopened = await shellWindow(next, { x: 0, y: 0, ...DEFAULT_WINDOW });
    const restarted = shellZoom(reopened.window);
    await restarted.restore();
    expect(restarted.factor()).toBe(2);
    restarted.fitWindow(reopened.window, true);
    await reopened.settled();
    expect(await pageMetrics(next)).toEqual({ width: 320, scale: 2 });

    // Ctrl+0: back to 100%, kept as such; the window keeps the size the person now has.
    const reset = zoomCommandOf(key('0'), 'linux');
    expect(reset).toBe('reset');
    if (reset) await restarted.run(reset);
    await reopened.settled();
    expect(await pageMetrics(next)).toEqual({ width: 640, scale: 1 });
    expect(reopened.minimum().width).toBe(MAIN_WINDOW_SIZE.minWidth);
    expect(JSON.parse(await readFile(join(zoomDir, ZOOM_FILE_NAME), 'utf8'))).toEqual({ factor: 1 });
    await next.close();
  }, 240_000);
});

describe('reflow', () => {
  test('320 CSS px wide (a 640 px window at 200%): every view and its detail, nothing sideways', async () => {
    const page = await mainPage({ width: 320, height: 568 });
    expect(await reflowProblems(page)).toEqual([]);
    await page.close();
  }, 240_000);

  test('200% of the default window where the screen cannot grow it (210 CSS px at 2 device px each): every view and its detail, nothing sideways', async () => {
    const page = await mainPage({ width: DEFAULT_WINDOW.width / 2, height: DEFAULT_WINDOW.height / 2 }, 2);
    expect(await pageMetrics(page)).toEqual({ width: 210, scale: 2 });
    expect(await reflowProblems(page, 'access-200')).toEqual([]);
    await page.close();
  }, 240_000);

  test('text spacing raised as WCAG 1.4.12 allows, at 320 px: no text cut, nothing sideways', async () => {
    const page = await mainPage({ width: 320, height: 568 });
    const problems: string[] = [];
    for (const view of VIEWS) {
      await view.show(page);
      // The spacing a person's own stylesheet or extension may force on every element (through the
      // CSSOM, as such tools do: the app's CSP refuses a <style> element of the page's own).
      await page.evaluate(() => {
        const spacing = new CSSStyleSheet();
        spacing.replaceSync(`* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
          word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`);
        document.adoptedStyleSheets = [spacing];
      });
      for (const problem of [
        ...(await horizontalOverflow(page)),
        ...(await cutPeople(page)),
        ...(await cutText(page)),
      ])
        problems.push(`${view.name}: ${problem}`);
      await page.evaluate(() => {
        document.adoptedStyleSheets = [];
      });
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);
});

/**
 * Text that its box cuts off: an element that hides its overflow and holds more than it shows. A row's
 * note (what a voicemail says), and a contact's company and numbers in its row, are one-line previews
 * by design, whole in the detail.
 */
function cutText(page: Page): Promise<string[]> {
  return page.evaluate((previews) => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.matches(previews)) continue;
      // Scrolling areas (overflow auto) hold more than they show on purpose: only hidden overflow cuts.
      const style = getComputedStyle(element);
      if (element.getClientRects().length === 0 || style.clipPath === 'inset(50%)') continue;
      if (!['hidden', 'clip'].includes(style.overflowX) && !['hidden', 'clip'].includes(style.overflowY))
        continue;
      if (!element.textContent?.trim()) continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1;
      if (wide || tall)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent.trim().slice(0, 30)}" is cut (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
        );
    }
    return found;
  }, ROW_PREVIEWS);
}

/** The focused element's outline, as drawn: style, width and colour. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused) return null;
    // A list's focus is drawn on its frame (the scrolling part inside it takes the focus), the dial
    // pad's field's round the display that holds it and its Delete key.
    const drawn = focused.matches('.vlist-scroll, .dial-input')
      ? (focused.parentElement ?? focused)
      : focused;
    const style = getComputedStyle(drawn);
    return {
      element: `${focused.tagName.toLowerCase()}.${focused.className}`,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });

/** Tabs from the page's start until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 60) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The roles of a grid's children in Chromium's accessibility tree (ignored nodes left out). */
async function gridChildren(page: Page, name: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        nodeId: string;
        ignored: boolean;
        role?: { value: string };
        name?: { value: string };
        childIds?: string[];
      }[];
    };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const grid = nodes.find((node) => node.role?.value === 'grid' && node.name?.value === name);
    // An ignored node (a box that only lays out) hands its children up.
    const children = (ids: string[] = []): string[] =>
      ids.flatMap((id) => {
        const node = byId.get(id);
        if (!node) return [];
        return node.ignored || node.role?.value === 'none' || node.role?.value === 'generic'
          ? children(node.childIds)
          : [node.role?.value ?? '?'];
      });
    return children(grid?.childIds);
  } finally {
    await cdp.detach();
  }
}

describe('focus and forced colours', () => {
  let page: Page;
  beforeAll(async () => {
    page = await mainPage({ width: 1280, height: 800 });
  });
  afterAll(() => page?.close());

  test('a dial-pad key shows its focus in normal colours, and the current Dial pad entry wears no ring', async () => {
    await VIEWS.find((view) => view.name === 'dialpad')?.show(page);
    // On its own screen and not focused, the Dial pad entry looks current, not focused.
    const entry = page
      .getByRole('navigation', { name: 'Dialdesk' })
      .getByRole('button', { name: 'Dial pad' });
    await page.getByRole('heading', { name: 'Dial pad' }).focus();
    expect(await entry.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');
    expect(await entry.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');

    await tabTo(page, '.key');
    const outline = await focusOutline(page);
    expect(outline).toMatchObject({ element: 'button.key', style: 'solid' });
    expect(outline?.width).toBeGreaterThanOrEqual(2);
    // The key's own shadow no longer hides the ring: the outline is in the accent colour.
    expect(outline?.color).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('under forced colours the focused button, dial-pad key, list row and navigation entry wear a Highlight outline', async () => {
    await page.emulateMedia({ forcedColors: 'active' });
    try {
      const highlight = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'Highlight';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
      const seen: Record<string, unknown> = {};
      const expectOutlined = async (what: string) => {
        const outline = await focusOutline(page);
        seen[what] = outline;
        expect(outline?.style, what).toBe('solid');
        expect(outline?.width, what).toBeGreaterThanOrEqual(2);
        expect(outline?.color, what).toBe(highlight);
      };

      await VIEWS.find((view) => view.name === 'dialpad')?.show(page);
      await tabTo(page, '.nav-item');
      await expectOutlined('navigation entry');
      await tabTo(page, '.key');
      await expectOutlined('dial-pad key');
      await app.screenshot('access-forced-dialpad', page);

      await VIEWS.find((view) => view.name === 'voicemail')?.show(page);
      await tabTo(page, '.panel-header button');
      await expectOutlined('button');

      // The list focused, its highlighted row outlined in Highlight too.
      await tabTo(page, '[role="listbox"]');
      await page.keyboard.press('ArrowDown');
      await expectOutlined('list');
      const row = page.locator('.vrow.active');
      expect(await row.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
      expect(await row.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(highlight);

      // The current entry is framed in the text's colour: the tint that marks it otherwise is gone here.
      const current = page.locator('.nav-item[aria-current="page"]');
      expect(
        await current.evaluate((element) => {
          const style = getComputedStyle(element);
          return { style: style.borderTopStyle, width: Number.parseFloat(style.borderTopWidth) };
        }),
      ).toEqual({ style: 'solid', width: 2 });

      // What a tint alone marked elsewhere still shows: an unheard message's dot, the chosen speed.
      const background = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).backgroundColor);
      const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(await background('.dot.unheard')).not.toBe(canvas);
      await VIEWS.find((view) => view.name === 'voicemail-detail')?.show(page);
      expect(await background('.chip[aria-pressed="true"]')).not.toBe(
        await background('.chip[aria-pressed="false"]'),
      );

      for (const view of VIEWS) {
        await view.show(page);
        await app.screenshot(`access-forced-${view.name}`, page);
      }
    } finally {
      await page.emulateMedia({ forcedColors: 'none' });
    }
  }, 180_000);

  test('the Time and Duration sort buttons come before the list in Tab order, as they stand above it', async () => {
    await VIEWS.find((view) => view.name === 'history')?.show(page);
    const order: string[] = [];
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let press = 0; press < 40 && !order.includes('grid'); press++) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          const focused = document.activeElement;
          if (focused?.getAttribute('role') === 'grid') return 'grid';
          return focused?.closest('.sort')
            ? `sort ${focused.textContent?.replace(/[▲▼]/g, '').trim()}`
            : 'other';
        }),
      );
    }
    // To a screen reader the header row is still the grid's first row:
    // Chromium's own accessibility tree, as the operating system's screen reader is given it.
    expect(await gridChildren(page, 'Calls')).toEqual(['row', 'rowgroup']);
    const grid = order.indexOf('grid');
    expect(grid).toBeGreaterThan(0);
    expect(order.indexOf('sort Time')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('sort Time')).toBeLessThan(grid);
    expect(order.indexOf('sort Duration')).toBeLessThan(grid);
    expect(order.indexOf('sort Duration')).toBeGreaterThan(order.indexOf('sort Time'));
    // The element right before the sort buttons, to come back to.
    const before = order[order.indexOf('sort Time') - 1];

    // On from the list: past it, not back into its header; then Shift+Tab walks back the same way.
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (element?.getAttribute('role') === 'grid') return 'grid';
        if (element?.closest('.sort')) return `sort ${element.textContent?.replace(/[▲▼]/g, '').trim()}`;
        return element?.closest('[role="grid"]') ? 'inside the grid' : 'other';
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('other');
    const backwards: string[] = [];
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Shift+Tab');
      backwards.push(await focused());
    }
    expect(backwards).toEqual(['grid', 'sort Duration', 'sort Time', before]);
    // A click or a script that focuses the list leaves the focus on it.
    await page.getByRole('grid', { name: 'Calls' }).focus();
    expect(await focused()).toBe('grid');
  });

  test('the player, speed and keypad groups are named by legends', async () => {
    const legends = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('fieldset')]
          .filter((group) => group.closest('.player, .keypad'))
          .map((group) => ({
            legend: group.querySelector(':scope > legend')?.textContent ?? null,
            ariaLabel: group.getAttribute('aria-label'),
          })),
      );
    await VIEWS.find((view) => view.name === 'dialpad')?.show(page);
    expect(await legends()).toEqual([{ legend: 'Keypad', ariaLabel: null }]);
    await VIEWS.find((view) => view.name === 'voicemail-detail')?.show(page);
    const player = await legends();
    expect(player).toHaveLength(2);
    expect(player[0]?.legend).toMatch(/^Player: .+/);
    expect(player[1]).toEqual({ legend: 'Playback speed', ariaLabel: null });
    expect(await page.getByRole('group', { name: 'Playback speed' }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Keypad' }).count()).toBe(0);
  });

  test('a keyboard-only walk of every view reaches every control, each with its focus drawn', async () => {
    const problems: string[] = [];
    for (const view of VIEWS) {
      await view.show(page);
      const controls = await page.evaluate(() => {
        const selector =
          'button:not([disabled]):not([tabindex="-1"]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), [tabindex="0"], a[href], summary';
        return (
          [...document.querySelectorAll<HTMLElement>(selector)]
            .filter(
              (element) =>
                element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
            )
            // A group of radio buttons is one stop for Tab, its checked choice (the arrow keys move inside).
            .filter(
              (element) =>
                !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) ||
                !document.querySelector(`input[type="radio"][name="${element.name}"]:checked`),
            )
            .map((element) => {
              element.dataset.walk = String(Math.random());
              return element.dataset.walk;
            })
        );
      });
      // A screen puts the focus where it starts (the dial pad its field) once it has been painted: the
      // walk starts after that, or the move would skip part of the round.
      for (let frame = 0; frame < 2; frame++)
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
        );
      // Round once: from wherever the focus was, past the end (the focus leaves the page) and back to it.
      const reached = new Set<string>();
      let last: string | undefined;
      for (let press = 0; press < 3 * controls.length + 10; press++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(
          () => (document.activeElement as HTMLElement | null)?.dataset.walk,
        );
        // A date field takes a Tab for each of its parts (month, day, year): the same element again.
        if (!focused || focused === last) continue;
        if (reached.has(focused)) break;
        last = focused;
        reached.add(focused);
        const outline = await focusOutline(page);
        if (outline?.style !== 'solid' || outline.width < 2)
          problems.push(`${view.name}: ${outline?.element} shows no focus (${JSON.stringify(outline)})`);
      }
      const missed = controls.filter((control) => !reached.has(control));
      for (const control of missed)
        problems.push(
          `${view.name}: Tab never reaches ${await page.evaluate((walk) => {
            const element = document.querySelector(`[data-walk="${walk}"]`);
            return `${element?.tagName.toLowerCase()} "${element?.getAttribute('aria-label') ?? element?.textContent?.trim().slice(0, 30)}"`;
          }, control)}`,
        );
    }
    expect(problems).toEqual([]);
  }, 180_000);

  test('the lists by keyboard alone: arrows move, Enter opens the detail, Esc closes it and the list has the focus again', async () => {
    for (const name of ['history', 'voicemail', 'recordings']) {
      await VIEWS.find((view) => view.name === name)?.show(page);
      await tabTo(page, '[role="grid"], [role="listbox"]');
      const list = page.locator('.vlist-scroll');
      const active = () => list.getAttribute('aria-activedescendant');
      // Each key's row is waited for: the list redraws after the key is handled, and a loaded
      // machine may answer the next read first. Home first: an earlier test may have left a row
      // highlighted, and from the last row ArrowDown rightly goes nowhere.
      await page.keyboard.press('Home');
      await expect.poll(active, { message: name }).toMatch(/-0$/);
      const first = await active();
      await page.keyboard.press('ArrowDown');
      await expect.poll(active, { message: name }).toMatch(/-1$/);
      await page.keyboard.press('ArrowUp');
      await expect.poll(active, { message: name }).toBe(first);
      await page.keyboard.press('Enter');
      const details = page.getByRole('complementary', { name: 'Details' });
      await details.waitFor();
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      await expect
        .poll(() => list.evaluate((element) => element === document.activeElement), { message: name })
        .toBe(true);
    }
  });
});

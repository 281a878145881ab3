// The call confirmation page (#confirm) opened as the shell opens its window, for the E2E tests: at its
// design size times the zoom, within the screen's work area, then fitted as main fits it. The window is as
// large as its page at any zoom: the page reports its content and the test plays main's part, sizing the
// viewport as main sizes the window (main/shell/confirm-size.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CONFIRM_PAGE_SIZE, confirmContentBounds } from '../../main/shell/confirm-size';
import type { Bounds } from '../../main/shell/window-bounds';
import type { ContentSize } from '../../preload/contract';
import type { App } from './harness';

/** The work area of a 1920 × 1080 screen with a taskbar. */
export const SCREEN: Bounds = { x: 0, y: 0, width: 1920, height: 1040 };

/** What the confirmation page last asked main to size its window to. */
export const lastReport = (running: App): ContentSize | undefined =>
  running.callsTo('fitConfirmWindow').at(-1)?.request as ContentSize | undefined;

/**
 * Main's part for a confirmation page at a zoom factor (200% is the page at deviceScaleFactor 2 in a
 * viewport of the window's size / 2): the window, here the viewport, takes the size main gives each
 * report; the page, laid out anew at that width, may report again. Until it settles; answers the last report.
 */
export async function fitAsMainDoes(
  running: App,
  page: Page,
  factor: number,
  area: Bounds = SCREEN,
): Promise<ContentSize> {
  for (let round = 0; round < 5; round += 1) {
    await expect.poll(() => lastReport(running)).toBeDefined();
    const reported = lastReport(running) as ContentSize;
    const viewport = page.viewportSize() ?? CONFIRM_PAGE_SIZE;
    const now = { x: 0, y: 0, width: viewport.width * factor, height: viewport.height * factor };
    const fitted = confirmContentBounds(reported, factor, { outer: now, content: now }, area);
    const next = { width: Math.floor(fitted.width / factor), height: Math.floor(fitted.height / factor) };
    if (next.width === viewport.width && next.height === viewport.height) return reported;
    await page.setViewportSize(next);
    // Two frames: the new layout, then the observer's report of it (if it changed).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  throw new Error(`the window did not settle: the page last reported ${JSON.stringify(lastReport(running))}`);
}

/**
 * Opens the confirmation as the shell does: at its design size times the zoom, within the work area
 * (so already short on a short screen, when the page takes focus), then fitted.
 */
export async function openConfirmation(running: App, factor = 1, area: Bounds = SCREEN): Promise<Page> {
  const start = {
    x: 0,
    y: 0,
    width: CONFIRM_PAGE_SIZE.width * factor,
    height: CONFIRM_PAGE_SIZE.height * factor,
  };
  const opened = confirmContentBounds(CONFIRM_PAGE_SIZE, factor, { outer: start, content: start }, area);
  const page = await running.openPage({
    hash: '#confirm',
    viewport: { width: Math.floor(opened.width / factor), height: Math.floor(opened.height / factor) },
    deviceScaleFactor: factor,
  });
  await page.getByRole('heading').waitFor();
  await fitAsMainDoes(running, page, factor, area);
  return page;
}

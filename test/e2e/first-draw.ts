// What the main window held when the app first drew into it: History's first row, or History loading.
// Recorded in the page from its first mutation on, so the answer does not depend on when the test looks.
import type { Page } from 'playwright-core';

export interface FirstDraw {
  row: boolean;
  loading: boolean;
}

/** From the next load of `page` on: records what the app's first drawing held. */
export async function recordFirstDraw(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.app')) return;
      observer.disconnect();
      (window as unknown as { firstDraw: FirstDraw }).firstDraw = {
        row: document.querySelector('[role="grid"] [aria-rowindex="2"]') !== null,
        loading: document.body.textContent?.includes('Loading call history') ?? false,
      };
    }).observe(document, { childList: true, subtree: true });
  });
}

export const firstDraw = (page: Page): Promise<FirstDraw> =>
  page.evaluate(() => (window as unknown as { firstDraw: FirstDraw }).firstDraw);

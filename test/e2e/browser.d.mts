import type { Browser, Page } from 'playwright-core';

export const APP_ORIGIN: string;
export const APP_URL: string;
export const CHROMIUM_ARGS: readonly string[];
export const MIME: Readonly<Record<string, string>>;
export function launchChromium(
  extraArgs?: readonly string[],
  /** omniboxPopup: false turns off Chromium's own omnibox page, which loads beside every new window. */
  options?: { headless?: boolean; omniboxPopup?: boolean },
): Promise<Browser>;
export function serveFolder(page: Page, folder: string): Promise<void>;

import type { Browser, Page } from 'playwright-core';

export interface BenchStub {
  /** Generated records listHistory serves, and how many per page whatever the renderer asks. */
  total: number;
  pageSize: number;
  /** searchHistory answers through window.__benchSearch, a binding the bench exposes in beforeLoad. */
  searchBound?: boolean;
}

export function openBenchApp(
  browser: Browser,
  folder: string,
  stub: BenchStub,
  beforeLoad?: (page: Page) => Promise<void>,
): Promise<Page>;

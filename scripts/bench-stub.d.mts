import type { Browser, Page } from 'playwright-core';
import type { HistorySearch, HistorySearchResult } from '../preload/contract';

export interface BenchStub {
  /** Generated records listHistory serves, and how many per page whatever the renderer asks. */
  total: number;
  pageSize: number;
  /** searchHistory asks the bench server's `search` (else it answers null: no local copy). */
  searchBound?: boolean;
}

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

export function startBenchServer(
  folder: string,
  options?: { search?: (request: HistorySearch) => HistorySearchResult },
): Promise<BenchServer>;

export function openBenchApp(browser: Browser, server: BenchServer, stub: BenchStub): Promise<Page>;

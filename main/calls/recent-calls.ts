// The last numbers called, newest first, for the tray menu and the dial pad. Numbers only: no keys.
import { join } from 'node:path';
import * as z from 'zod';
import type { RecentCall } from '../../preload/contract';
import { jsonDocument } from '../storage/json-document';
import { createSerialQueue } from '../storage/serial-queue';

export const RECENT_CALLS_KEPT = 5;
export const RECENT_CALLS_FILE_NAME = 'recent-calls.json';

const recentCallsSchema = z.array(
  z.object({ display: z.string().max(100), number: z.string().max(100), at: z.number() }),
);

/** A recent call as kept: its name is the resolver's when it is listed (main/records), never stored. */
export type StoredRecentCall = Omit<RecentCall, 'name'>;

export interface RecentCalls {
  list(): Promise<StoredRecentCall[]>;
  add(call: Omit<StoredRecentCall, 'at'>): Promise<StoredRecentCall[]>;
}

export function createRecentCalls(dataDir: string, now: () => number = Date.now): RecentCalls {
  const file = jsonDocument(join(dataDir, RECENT_CALLS_FILE_NAME), recentCallsSchema, () => []);
  // Adds run one after another so that two quick calls both land.
  const serial = createSerialQueue();
  return {
    list: () => file.read(),
    add(call) {
      return serial(async () => {
        const others = (await file.read()).filter((c) => c.number !== call.number);
        const next = [{ ...call, at: now() }, ...others].slice(0, RECENT_CALLS_KEPT);
        await file.write(next);
        return next;
      });
    },
  };
}

// What the person chose on the first-run screen: to connect their phone system, or to explore the demo.
// Kept in a small file of its own beside the settings (not a setting: nothing in Settings changes it),
// so that the welcome is shown once, until a choice is made, and never again after.
import { join } from 'node:path';
import * as z from 'zod';
import type { FirstRunChoice } from '../../preload/contract';
import { jsonDocument } from '../storage/json-document';

export const FIRST_RUN_FILE_NAME = 'first-run.json';

const choiceSchema = z.object({ choice: z.enum(['demo', 'connect']), at: z.number() }).nullable();

export interface FirstRunRecord {
  /** The choice made, or null while none was (a first run, or a file set aside as damaged). */
  read(): Promise<FirstRunChoice | null>;
  write(choice: FirstRunChoice): Promise<void>;
}

export function createFirstRunRecord(dataDir: string, now: () => number = Date.now): FirstRunRecord {
  const file = jsonDocument(join(dataDir, FIRST_RUN_FILE_NAME), choiceSchema, () => null);
  return {
    read: async () => (await file.read())?.choice ?? null,
    write: (choice) => file.write({ choice, at: now() }),
  };
}

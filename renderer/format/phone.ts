// Phone numbers as people read them. The rule is main's (main/numbers/shown-numbers.ts: libphonenumber
// and the default country), which sends each number's display form beside the records, suggestions and
// lookups that hold it (`shownNumbers`). renderer/api.ts hands every answer to rememberShownNumbers, and
// the views show what main wrote: a number main has not written is shown as it came.
import type { ShownNumbers } from '../../preload/contract';

const shown = new Map<string, string>();

/** How deep answers keep their numbers: a list of records, or records inside a result or a message. */
const MAX_DEPTH = 3;

/** Keeps the display forms found in an answer from main (records, lists of them, a result holding them). */
export function rememberShownNumbers(value: unknown, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) rememberShownNumbers(item, depth + 1);
    return;
  }
  const { shownNumbers, ...rest } = value as { shownNumbers?: ShownNumbers };
  if (shownNumbers) for (const [text, display] of Object.entries(shownNumbers)) shown.set(text, display);
  for (const item of Object.values(rest)) if (typeof item === 'object') rememberShownNumbers(item, depth + 1);
}

export function displayPhoneNumber(raw: string): string {
  return shown.get(raw) ?? shown.get(raw.trim()) ?? raw;
}

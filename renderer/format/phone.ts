// Phone numbers as people read them. The rule is main's (main/numbers/shown-numbers.ts: libphonenumber
// and the default country). Each end of a call, voicemail or recording carries its own display form
// (Party.shown); a suggestion or a lookup carries its numbers' forms beside it (`shownNumbers`), which
// renderer/api.ts hands to rememberShownNumbers on their way to the stores, and the views show what main
// wrote: a number main has not written is shown as it came.
import type { ShownNumbers } from '../../preload/contract';

const shown = new Map<string, string>();

/**
 * Keeps the display forms an answer from main carries: its own (a lookup) or each of its items' (the
 * people suggested). Nothing deeper is looked into: a page of calls holds none, and walking every field
 * of 1,000 Calls (their parties, legs and records) took 12-23 ms of the first history row in Chromium,
 * where reading each item's own field takes about 1 ms.
 */
export function rememberShownNumbers(answer: unknown): void {
  for (const item of Array.isArray(answer) ? answer : [answer]) {
    const forms = (item as { shownNumbers?: ShownNumbers } | null | undefined)?.shownNumbers;
    if (forms) for (const [text, display] of Object.entries(forms)) shown.set(text, display);
  }
}

export function displayPhoneNumber(raw: string): string {
  return shown.get(raw) ?? shown.get(raw.trim()) ?? raw;
}

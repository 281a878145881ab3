// The one phone display rule: a number as people read it, written by main (libphonenumber and the
// default country) and sent beside what holds it, so the renderer shows it and formats nothing itself.
// The rule is the call confirmation's (displayNumber): national at home, international abroad,
// extensions and short codes as dialled, and text that holds no number as it came.
import type { ShownNumbers } from '../../preload/contract';
import { displayNumber } from './dial-rules';
import { findPhoneNumber } from './find-phone-number';
import { madeForSetting, rememberedPerText } from './remembered';

/** Longer text is not a number field's value: it is shown as it came. */
const MAX_NUMBER_TEXT = 64;

export function shownNumber(text: string, defaultRegion: string): string {
  const parsed = text.length > MAX_NUMBER_TEXT ? null : findPhoneNumber(text, { defaultRegion });
  return parsed ? displayNumber(parsed) : text;
}

/**
 * shownNumber under the default country as it is now, each text worked out once while that country stays
 * (main/numbers/remembered.ts): a search's every keystroke shows a page of 100 calls, about 13 ms of
 * libphonenumber when each number is read afresh.
 */
export const shownNumbersUnder = (defaultRegion: () => string): ((text: string) => string) =>
  madeForSetting(
    defaultRegion,
    (region) => region,
    (region) => rememberedPerText((number) => shownNumber(number, region)),
  );

/** Each number text (a string or a JSON number) to its display form. */
export function shownNumbersOf(values: Iterable<unknown>, defaultRegion: string): ShownNumbers {
  const shown: ShownNumbers = {};
  for (const value of values) {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text === 'string' && text.trim() !== '') shown[text] = shownNumber(text.trim(), defaultRegion);
  }
  return shown;
}

// The pseudo-locale (en-XA, as Chromium names it): every English message accented, about 40% longer and
// wrapped in ⟦markers⟧, its placeholders untouched. A screen in it shows at a glance which text never
// went through a catalog (no markers) and which is cut at its width (no closing marker).
import type { Catalog, Message } from './messages';

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};
// Short words, so that padded text still wraps where English would.
const PADDING = ' ∙∙∙'.repeat(100);

/**
 * One message text in the pseudo-locale: letters accented outside placeholders, padded, marked. A
 * pattern with no words of its own ('{day} {time}') stays as it is: translated, it grows no longer.
 */
export function pseudoText(text: string): string {
  if (!/\p{L}/u.test(text.replace(/\{[^}]*\}/g, ''))) return text;
  let inPlaceholder = false;
  let accented = '';
  for (const char of text) {
    if (char === '{') inPlaceholder = true;
    accented += inPlaceholder ? char : (ACCENTED[char] ?? char);
    if (char === '}') inPlaceholder = false;
  }
  const longer = Math.ceil(text.length * 0.4);
  return `${PSEUDO_OPEN}${accented}${PADDING.slice(0, longer)}${PSEUDO_CLOSE}`;
}

const pseudoMessage = (message: Message): Message =>
  typeof message === 'string'
    ? pseudoText(message)
    : {
        ...Object.fromEntries(Object.entries(message).map(([form, text]) => [form, pseudoText(text)])),
        other: pseudoText(message.other),
      };

export const pseudoCatalog = (source: Catalog): Catalog =>
  Object.fromEntries(Object.entries(source).map(([key, message]) => [key, pseudoMessage(message)]));

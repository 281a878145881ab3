// ITU-T E.161: the letters on a phone's keys, which vanity numbers spell with ('1-800-FLOWERS').
const KEYPAD: Readonly<Record<string, string>> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, i) =>
    [...letters].map((letter) => [letter, String(i + 2)]),
  ),
);

/** The text with each Latin letter, in either case, as the digit on its key; the rest as it is. */
export function lettersAsDigits(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => KEYPAD[letter.toUpperCase()] ?? letter);
}

// Text as the tests compare it: Intl's narrow, thin and no-break spaces (in "10:00 PM", "8:00 AM – 9:00 PM")
// as ordinary ones, and without the word joiners that keep a range of times on one line.
export const plainText = (text: string | null | undefined): string =>
  (text ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ').replace(/\u2060/g, '');

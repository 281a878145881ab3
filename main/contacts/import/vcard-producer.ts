// Which program wrote a card, where the card says it: its PRODID, or, as Google's and Outlook's cards
// have none, the marks each producer leaves (reference §1–2). Said in "read as" so that the person sees
// the file was understood ("vCard 3.0 from Apple Contacts, UTF-8").
import type { LineHead } from './vcard-line-head';

export type Producer = 'apple' | 'google' | 'outlook' | 'android' | 'nextcloud';

// PRODID texts: '-//Apple Inc.//macOS 14.0//EN', '-//Apple Inc.//iPhone OS 17.0//EN',
// '-//Nextcloud Contacts v5.5.3', '-//Google Inc//Google Contacts//EN'.
const PRODIDS: readonly [RegExp, Producer][] = [
  [/apple|mac ?os|iphone os|address ?book/i, 'apple'],
  [/google/i, 'google'],
  [/microsoft|outlook/i, 'outlook'],
  [/android/i, 'android'],
  [/nextcloud/i, 'nextcloud'],
];

// Apple wraps its built-in labels: '_$!<Mobile>!$_'.
const APPLE_LABEL = /^_\$!<.*>!\$_$/;

/** The signs one card gives of its producer, gathered line by line. */
export class ProducerSigns {
  private named: Producer | null = null;
  private signed: Producer | null = null;
  /** A plain X-ABLabel: Google's, unless the card shows another producer (Apple writes them too). */
  private plainLabel = false;

  /** One line of the card: its head, and its text, of which the value after the head is read. */
  see(head: LineHead, text: string): void {
    const { name } = head;
    if (this.named || !(name.startsWith('X-') || name === 'PRODID' || name === 'CATEGORIES')) return;
    if (name === 'PRODID') {
      const value = text.slice(head.valueAt);
      this.named = PRODIDS.find(([pattern]) => pattern.test(value))?.[1] ?? null;
    } else if (name.startsWith('X-MS-')) this.signed ??= 'outlook';
    else if (name === 'X-ANDROID-CUSTOM') this.signed ??= 'android';
    else if (name.startsWith('X-ADDRESSBOOKSERVER-') || name === 'X-ABUID' || name === 'X-ABSHOWAS')
      this.signed ??= 'apple';
    else if (name === 'X-ABLABEL') {
      if (APPLE_LABEL.test(text.slice(head.valueAt).trim())) this.signed ??= 'apple';
      else this.plainLabel = true;
    }
    // Google files every contact under its 'myContacts' system group.
    else if (name === 'CATEGORIES' && /(^|,)myContacts(,|$)/.test(text.slice(head.valueAt)))
      this.signed ??= 'google';
  }

  producer(): Producer | null {
    return this.named ?? this.signed ?? (this.plainLabel ? 'google' : null);
  }
}

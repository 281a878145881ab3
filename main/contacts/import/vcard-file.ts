// A vCard file (2.1, 3.0 or 4.0; one card or fifty thousand) read as the contacts it holds, streamed:
// the text 64 KB at a time (file-bytes.ts) → content lines (vcard-lines.ts) → cards (vcard-cards.ts) →
// contacts (vcard-contact.ts). Nothing holds the whole file. What was skipped or left out is counted and
// said in words; what the file was read as too ("vCard 2.1 from Outlook, Windows-1252").
import { phrase } from '../../../preload/shared/i18n/phrase';
import { forLocale, t } from '../../../preload/shared/i18n/translate';
import { CoreError } from '../../errors/core-errors';
import { encodingName, type FileHead, textChunks } from './file-bytes';
import {
  type ContactFound,
  type FileReading,
  type ImportedContact,
  MAX_IMPORT_CONTACTS,
} from './imported-contact';
import { CardSplitter, type HeldCard } from './vcard-cards';
import { isReadLine, readCard } from './vcard-contact';
import type { CardVersion } from './vcard-line-head';
import { ContentLineReader } from './vcard-lines';
import type { Producer } from './vcard-producer';

/** Each producer's name: Apple's and Google's address books have one in each language, the rest one. */
const PRODUCERS: Readonly<Record<Producer, () => string>> = {
  apple: () => t('import.vcard.producer.apple'),
  google: () => t('import.vcard.producer.google'),
  outlook: () => 'Outlook',
  android: () => 'Android',
  nextcloud: () => 'Nextcloud',
};

const listFormat = forLocale((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/** Counts by what was counted, for the words: most first, then in the order first seen. */
class Tally<T> {
  private readonly counts = new Map<T, number>();
  add(value: T): void {
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
  }
  mostFirst(): T[] {
    return [...this.counts].sort(([, a], [, b]) => b - a).map(([value]) => value);
  }
}

/** What the cards read so far came to. */
interface Reading {
  contacts: ImportedContact[];
  versions: Set<CardVersion>;
  producers: Tally<Producer>;
  encodings: Tally<string>;
  unreadableCards: number;
  groups: number;
  faxes: number;
}

/** "vCard 2.1 and 3.0 from Outlook, Windows-1252". */
function readAsOf(reading: Reading, head: FileHead): string {
  const encodings = reading.encodings.mostFirst();
  const encoding = encodings.length > 0 ? listFormat().format(encodings) : encodingName(head.encoding);
  if (reading.versions.size === 0) return t('import.vcard.readAsUnread', { encoding });
  const versions = listFormat().format([...reading.versions].sort());
  const producers = reading.producers.mostFirst();
  if (producers.length === 0) return t('import.vcard.readAs', { versions, encoding });
  const producer = listFormat().format(producers.map((each) => PRODUCERS[each]()));
  return t('import.vcard.readAsFrom', { versions, producer, encoding });
}

/** What was skipped or left out, one sentence for each kind with its count, in the order a person reads. */
function notesOf(reading: Reading, splitter: CardSplitter): string[] {
  const { counts } = splitter;
  const said: [number, (count: number) => string][] = [
    [reading.groups, (count) => t('import.vcard.groups', { count })],
    [counts.nested, (count) => t('import.vcard.nested', { count })],
    [counts.withoutEnd, (count) => t('import.vcard.withoutEnd', { count })],
    [counts.withoutVersion, (count) => t('import.vcard.withoutVersion', { count })],
    [reading.unreadableCards, (count) => t('import.vcard.unreadableCards', { count })],
    [counts.overflowing, (count) => t('import.vcard.overflowing', { count })],
    [counts.unreadableLines, (count) => t('import.vcard.unreadableLines', { count })],
    [reading.faxes, (count) => t('import.faxes', { count })],
  ];
  return said.filter(([count]) => count > 0).map(([count, words]) => words(count));
}

/**
 * Reads the vCard file at `path` (`file`: its name, said in a refusal) whose head is `head`. Refuses a
 * file with no BEGIN:VCARD, and one with more than MAX_IMPORT_CONTACTS cards as soon as it has read that
 * many; skips and counts a card or line it cannot read.
 */
export async function readVcardFile(
  path: string,
  file: string,
  head: FileHead,
  signal?: AbortSignal,
  found?: ContactFound,
): Promise<FileReading> {
  const reading: Reading = {
    contacts: [],
    versions: new Set(),
    producers: new Tally(),
    encodings: new Tally(),
    unreadableCards: 0,
    groups: 0,
    faxes: 0,
  };
  let cards = 0;
  const read = (card: HeldCard) => {
    let result: ReturnType<typeof readCard>;
    try {
      result = readCard(card, head.encoding);
    } catch {
      // vcf refused the card (an unsupported VERSION, no head it knows): the rest of the file stands.
      reading.unreadableCards++;
      return;
    }
    reading.versions.add(result.version);
    if (card.producer) reading.producers.add(card.producer);
    if (result.kind === 'group') {
      reading.groups++;
      return;
    }
    reading.contacts.push(result.contact);
    found?.(result.contact);
    reading.faxes += result.faxes;
    for (const encoding of result.encodings) reading.encodings.add(encoding);
  };
  const splitter = new CardSplitter({
    keeps: isReadLine,
    onBegin: () => {
      if (++cards > MAX_IMPORT_CONTACTS)
        throw new CoreError(
          'invalid-argument',
          phrase('import.fileTooManyContacts', { file, max: MAX_IMPORT_CONTACTS }),
        );
    },
    onCard: read,
  });
  const lines = new ContentLineReader((line) => splitter.line(line));
  for await (const chunk of textChunks(path, head.encoding, signal)) lines.push(chunk);
  lines.end();
  splitter.finish();
  if (!splitter.sawCard) throw new CoreError('invalid-argument', phrase('import.notContacts', { file }));
  return { readAs: readAsOf(reading, head), contacts: reading.contacts, notes: notesOf(reading, splitter) };
}

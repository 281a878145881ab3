// One card as the contact it is: its held lines rewritten for vcf (vcard-prepass.ts), read by vcf, and
// mapped onto an ImportedContact. The name is FN, else N's parts in reading order, else '' (withinLimits
// then names the contact after its company or first number); the company is ORG's first part; the note
// every NOTE; the numbers every TEL in the card's order, labelled. A group card (Apple's
// X-ADDRESSBOOKSERVER-KIND:group, 4.0's KIND:group) is a list of people, not a person.
import vCard from 'vcf';
import type { FileEncoding } from './file-bytes';
import { type ImportedContact, type ImportedNumber, MAX_VALUE_CHARS } from './imported-contact';
import type { HeldCard } from './vcard-cards';
import type { CardVersion, LineHead } from './vcard-line-head';
import { isPhoneProperty, readNumber } from './vcard-number';
import { prepareLine } from './vcard-prepass';
import { componentWords, rawComponents, unescapeText } from './vcard-text';

/** The properties a contact is read from; every other line of a card is passed over, never held. */
const READ = new Set(['VERSION', 'FN', 'N', 'ORG', 'NOTE', 'UID', 'KIND', 'X-ADDRESSBOOKSERVER-KIND']);

/** Whether a card's line is one its contact is read from (an X-ABLabel only as the label of a group). */
export const isReadLine = (head: LineHead): boolean =>
  READ.has(head.name) || isPhoneProperty(head.name) || (head.name === 'X-ABLABEL' && head.group !== null);

export type CardReading =
  | { kind: 'group'; version: CardVersion }
  | {
      kind: 'person';
      version: CardVersion;
      contact: ImportedContact;
      /** Fax numbers left out. */
      faxes: number;
      /** The encodings 8-bit text of the card was read in ('UTF-8', 'Windows-1252'). */
      encodings: ReadonlySet<string>;
    };

/** The parameters vcf sets on a property it read, lower-cased and camel-cased as it names them. */
interface VcfParams {
  group?: string;
  type?: string | string[];
  value?: string | string[];
}

/** vcf names each property by its camel-cased name: 'x-ablabel' is 'xAblabel'. */
const KEYS = {
  fn: 'fn',
  n: 'n',
  org: 'org',
  note: 'note',
  uid: 'uid',
  tel: 'tel',
  label: 'xAblabel',
  kind: 'kind',
  serverKind: 'xAddressbookserverKind',
} as const;

type Property = vCard.Property & VcfParams;

const listed = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A property's value; vcf leaves an empty one undefined. */
const textOf = (property: Property): string => (property.valueOf() as string | undefined) ?? '';

/**
 * The lines vcf is given: every line held but N where an FN names the card, and the X-ABLabels of groups
 * without a number (Google labels addresses and web sites too). vcf takes about a microsecond for each
 * property it reads, the most of the time a card takes.
 */
function linesForVcf(card: HeldCard): { text: string; head: LineHead }[] {
  const phoneGroups = new Set<string>();
  let named = false;
  for (const { text, head } of card.lines) {
    if (!head) continue;
    if (head.name === 'FN' && text.slice(head.valueAt).trim() !== '') named = true;
    else if (head.group !== null && isPhoneProperty(head.name)) phoneGroups.add(head.group);
  }
  const lines: { text: string; head: LineHead }[] = [];
  for (const { text, head } of card.lines) {
    if (!head || (named && head.name === 'N')) continue;
    if (head.name === 'X-ABLABEL' && !phoneGroups.has(head.group ?? '')) continue;
    lines.push({ text, head });
  }
  return lines;
}

/** The card's lines as vcf reads them, and the encodings their 8-bit text was read in. */
function parsed(card: HeldCard, file: FileEncoding): { read: vCard; encodings: Set<string> } {
  const encodings = new Set<string>();
  const lines = ['BEGIN:VCARD'];
  for (const { text, head } of linesForVcf(card)) {
    const prepared = prepareLine(text, head, file);
    lines.push(prepared.line);
    if (prepared.encoding) encodings.add(prepared.encoding);
  }
  lines.push('END:VCARD');
  return { read: new vCard().parse(lines.join('\r\n')), encodings };
}

/** The name: FN, else N's parts as one reads them (prefix, given, additional, family, suffix). */
function nameOf(properties: (key: string) => Property[], version: CardVersion): string {
  for (const fn of properties(KEYS.fn)) {
    const name = unescapeText(textOf(fn), version).trim();
    if (name !== '') return name;
  }
  const n = properties(KEYS.n)[0];
  if (!n) return '';
  const [family = '', given = '', additional = '', prefix = '', suffix = ''] = rawComponents(textOf(n));
  return [prefix, given, additional, family, suffix]
    .map((part) => componentWords(part, version))
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * The card `card`, held by the splitter, read. Throws when vcf cannot read it (the reader counts it as
 * a card skipped).
 */
export function readCard(card: HeldCard, file: FileEncoding): CardReading {
  const { read, encodings } = parsed(card, file);
  const version = read.version;
  const properties = (key: string) => listed(read.data[key]) as Property[];
  const first = (key: string) => {
    const property = properties(key)[0];
    return property ? textOf(property).trim() : '';
  };
  if (first(KEYS.kind).toLowerCase() === 'group' || first(KEYS.serverKind).toLowerCase() === 'group')
    return { kind: 'group', version };

  // Group names ignore case: the pre-pass lower-cased them, so 'ITEM1' and 'item1' meet.
  const labels = new Map<string, string>();
  for (const label of properties(KEYS.label))
    if (label.group !== undefined && !labels.has(label.group))
      labels.set(label.group, unescapeText(textOf(label), version).trim());

  const numbers: ImportedNumber[] = [];
  let faxes = 0;
  for (const tel of properties(KEYS.tel)) {
    const number = readNumber(
      {
        value: textOf(tel),
        types: listed(tel.type),
        valueType: listed(tel.value)[0] ?? null,
        label: tel.group === undefined ? null : (labels.get(tel.group) ?? null),
      },
      version,
    );
    if (number === 'fax') faxes++;
    else if (number) numbers.push(number);
  }

  const note = properties(KEYS.note)
    .map((property) => unescapeText(textOf(property), version))
    .filter((text) => text.trim() !== '')
    .join('\n');
  // 4.0 writes a UID as a URI (RFC 6350 §6.7.6), Dialdesk's own export too: "urn:uuid:<the contact's id>".
  const uid = first(KEYS.uid)
    .trim()
    .replace(/^urn:uuid:/i, '');
  const contact: ImportedContact = {
    uid: uid === '' ? null : uid,
    name: nameOf(properties, version),
    company: unescapeText(rawComponents(first(KEYS.org))[0] ?? '', version).trim(),
    note: note.length > MAX_VALUE_CHARS ? note.slice(0, MAX_VALUE_CHARS) : note,
    numbers,
  };
  return { kind: 'person', version, contact, faxes, encodings };
}

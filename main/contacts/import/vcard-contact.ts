// One card as the contact it is: its held lines rewritten by the pre-pass (vcard-prepass.ts), its VERSION
// and numbers read by vcf (the version it supports, each number's types and value type), its text
// properties from the pre-passed lines, and mapped onto an ImportedContact. The name is FN, else N's
// parts in reading order, else '' (withinLimits then names the contact after its company or first
// number); the company is ORG's first part; the note every NOTE; the numbers every TEL in the card's
// order, labelled. A group card (Apple's X-ADDRESSBOOKSERVER-KIND:group, 4.0's KIND:group) is a list of
// people, not a person.
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

type Property = vCard.Property & VcfParams;

/**
 * Properties whose value is text, read from the pre-passed line: for them vcf gave back the same text
 * after the ':' and took about a microsecond each to do it, the most of the time a card took.
 */
const TEXT_PROPERTIES = new Set([
  'FN',
  'N',
  'ORG',
  'NOTE',
  'UID',
  'KIND',
  'X-ADDRESSBOOKSERVER-KIND',
  'X-ABLABEL',
]);

/** A text property's value as the pre-pass left it (decoded, escapes in), with its group. */
interface TextValue {
  group: string | null;
  value: string;
}

const listed = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A property's value; vcf leaves an empty one undefined. */
const textOf = (property: Property): string => (property.valueOf() as string | undefined) ?? '';

/**
 * The lines read: every line held but N where an FN names the card, and the X-ABLabels of groups without
 * a number (Google labels addresses and web sites too).
 */
function linesRead(card: HeldCard): { text: string; head: LineHead }[] {
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

/**
 * The card read: its VERSION and numbers by vcf, its text properties by name (upper-cased), and the
 * encodings their 8-bit text was read in.
 */
function parsed(
  card: HeldCard,
  file: FileEncoding,
): { read: vCard; texts: Map<string, TextValue[]>; encodings: Set<string> } {
  const encodings = new Set<string>();
  const texts = new Map<string, TextValue[]>();
  const lines = ['BEGIN:VCARD'];
  for (const { text, head } of linesRead(card)) {
    const prepared = prepareLine(text, head, file);
    if (prepared.encoding) encodings.add(prepared.encoding);
    if (!TEXT_PROPERTIES.has(head.name)) {
      lines.push(prepared.line);
      continue;
    }
    const values = texts.get(head.name) ?? [];
    values.push({ group: head.group, value: prepared.value });
    texts.set(head.name, values);
  }
  lines.push('END:VCARD');
  return { read: new vCard().parse(lines.join('\r\n')), texts, encodings };
}

/** The name: FN, else N's parts as one reads them (prefix, given, additional, family, suffix). */
function nameOf(values: (name: string) => TextValue[], version: CardVersion): string {
  for (const fn of values('FN')) {
    const name = unescapeText(fn.value, version).trim();
    if (name !== '') return name;
  }
  const n = values('N')[0];
  if (!n) return '';
  const [family = '', given = '', additional = '', prefix = '', suffix = ''] = rawComponents(n.value);
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
  const { read, texts, encodings } = parsed(card, file);
  const version = read.version;
  const values = (name: string) => texts.get(name) ?? [];
  const first = (name: string) => values(name)[0]?.value.trim() ?? '';
  if (first('KIND').toLowerCase() === 'group' || first('X-ADDRESSBOOKSERVER-KIND').toLowerCase() === 'group')
    return { kind: 'group', version };

  // Group names ignore case: the line heads lower-cased them, so 'ITEM1' and 'item1' meet.
  const labels = new Map<string, string>();
  for (const label of values('X-ABLABEL'))
    if (label.group !== null && !labels.has(label.group))
      labels.set(label.group, unescapeText(label.value, version).trim());

  const numbers: ImportedNumber[] = [];
  let faxes = 0;
  // vcf names each property by its camel-cased name.
  for (const tel of listed(read.data.tel) as Property[]) {
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

  const note = values('NOTE')
    .map(({ value }) => unescapeText(value, version))
    .filter((text) => text.trim() !== '')
    .join('\n');
  // 4.0 writes a UID as a URI (RFC 6350 §6.7.6), Dialdesk's own export too: "urn:uuid:<the contact's id>".
  const uid = first('UID').replace(/^urn:uuid:/i, '');
  const contact: ImportedContact = {
    uid: uid === '' ? null : uid,
    name: nameOf(values, version),
    company: unescapeText(rawComponents(first('ORG'))[0] ?? '', version).trim(),
    note: note.length > MAX_VALUE_CHARS ? note.slice(0, MAX_VALUE_CHARS) : note,
    numbers,
  };
  return { kind: 'person', version, contact, faxes, encodings };
}

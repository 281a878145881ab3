// One card's text, as a CardDAV server sends it in address-data, read by the importer's own vCard reading
// (content lines → the card splitter → readCard), so that a directory's cards read exactly as an imported
// file's would. What a directory shows beside the contact's fields, TITLE and ORG's second part (the
// department), is read from the same held lines, decoded by the same pre-pass.
import { CardSplitter, type HeldCard } from './vcard-cards';
import type { CardReading } from './vcard-contact';
import { isReadLine, readCard } from './vcard-contact';
import type { CardVersion, LineHead } from './vcard-line-head';
import { ContentLineReader } from './vcard-lines';
import { prepareLine } from './vcard-prepass';
import { rawComponents, unescapeText } from './vcard-text';

/** A card's person with what a directory adds: the department (ORG's second part) and the job title. */
export type PersonCard = Extract<CardReading, { kind: 'person' }> & { department: string; title: string };

const keepsLine = (head: LineHead) => isReadLine(head) || head.name === 'TITLE';

/** The value of a held line: decoded (2.1's quoted-printable, a CHARSET), unescaped later. */
const preparedValue = (text: string, head: LineHead) => prepareLine(text, head, 'utf-8').value;

/**
 * The first card in `text` (a server's address-data: UTF-8 already), or null for text with no whole
 * card, a group card, or one vcf cannot read.
 */
export function readCardText(text: string): PersonCard | null {
  let first: PersonCard | null = null;
  let failed = false;
  const onCard = (held: HeldCard) => {
    if (first || failed) return;
    let reading: CardReading;
    try {
      reading = readCard(held, 'utf-8');
    } catch {
      failed = true;
      return;
    }
    if (reading.kind !== 'person') return;
    const version: CardVersion = reading.version;
    let department = '';
    let title = '';
    for (const { text: lineText, head } of held.lines) {
      if (!head) continue;
      if (head.name === 'ORG' && department === '')
        department = unescapeText(rawComponents(preparedValue(lineText, head))[1] ?? '', version).trim();
      else if (head.name === 'TITLE' && title === '')
        title = unescapeText(preparedValue(lineText, head), version).trim();
    }
    first = { ...reading, department, title };
  };
  const splitter = new CardSplitter({ keeps: keepsLine, onBegin: () => {}, onCard });
  const lines = new ContentLineReader((line) => splitter.line(line));
  lines.push(text);
  lines.end();
  splitter.finish();
  return first;
}

// A vCard file's content lines as cards, split on BEGIN:VCARD and END:VCARD (reference §2.14). Of each
// card only the lines its contact is read from are held, and only so many, so that a card of a million
// lines takes no more memory than one of twenty thousand. A 2.1 AGENT's card nested inside a card (an
// assistant's) is passed over; a BEGIN inside a card that no AGENT announced means the card before it
// had no END.

import { MAX_VALUE_CHARS } from './imported-contact';
import type { LineHead } from './vcard-line-head';
import type { ContentLine } from './vcard-lines';
import { type Producer, ProducerSigns } from './vcard-producer';

/**
 * The most lines one card holds: room for the hostile card of 10,000 numbers each with the
 * X-ABLabel line Apple and Google give a labelled number (20,000 lines), and for the rest of a full
 * card. All of its numbers are read so that the preview can say how many past the first 50 were left
 * out. Lines no contact is read from (addresses, e-mails, photos) are never held nor counted.
 */
const MAX_CARD_LINES = 25_000;
/**
 * The most characters one card holds, its lines together: sixteen of the longest values a line keeps,
 * about 40 characters for each of those 25,000 lines. At most 2 MB for the card being read.
 */
const MAX_CARD_CHARS = 16 * MAX_VALUE_CHARS;

/** A card as the splitter found it: the lines its contact is read from. */
export interface HeldCard {
  lines: ContentLine[];
  producer: Producer | null;
}

/** What the splitter passed over, counted for the notes. */
export interface SplitCounts {
  /** Cards that had no END:VCARD before the next card or the end of the file. */
  withoutEnd: number;
  /** Cards without a VERSION line: vcf, and the RFCs, need one. */
  withoutVersion: number;
  /** Lines with no property's head, inside a card or between cards. */
  unreadableLines: number;
  /** Cards with more lines than one card may hold: the rest of each was skipped. */
  overflowing: number;
  /** 2.1 AGENT cards nested inside a card. */
  nested: number;
}

export interface CardSplitterOptions {
  /** Whether a line is one the contact is read from: only those are held. */
  keeps: (head: LineHead) => boolean;
  /** A card begins (the reader counts the cards, and may stop the file). */
  onBegin: () => void;
  /** A whole card, END:VCARD read. */
  onCard: (card: HeldCard) => void;
}

const valueIs = (line: ContentLine, head: LineHead, value: string) =>
  line.text.slice(head.valueAt).trim().toUpperCase() === value;

const isBegin = (line: ContentLine, head: LineHead) => head.name === 'BEGIN' && valueIs(line, head, 'VCARD');
const isEnd = (line: ContentLine, head: LineHead) => head.name === 'END' && valueIs(line, head, 'VCARD');

export class CardSplitter {
  readonly counts: SplitCounts = {
    withoutEnd: 0,
    withoutVersion: 0,
    unreadableLines: 0,
    overflowing: 0,
    nested: 0,
  };
  /** Whether any BEGIN:VCARD was seen: a file without one is no vCard file. */
  sawCard = false;

  private card: { lines: ContentLine[]; chars: number; version: boolean; overflowing: boolean } | null = null;
  private signs = new ProducerSigns();
  /** BEGIN/END depth inside an AGENT's nested card; 0 outside one. */
  private nestedDepth = 0;
  /** An AGENT line with no value: 2.1 puts the agent's card on the lines after it. */
  private agentAnnounced = false;

  constructor(private readonly options: CardSplitterOptions) {}

  line(line: ContentLine): void {
    const { head } = line;
    if (this.nestedDepth > 0) {
      if (head && isBegin(line, head)) this.nestedDepth++;
      else if (head && isEnd(line, head)) this.nestedDepth--;
      return;
    }
    const announced = this.agentAnnounced;
    this.agentAnnounced = false;
    if (!head) {
      this.counts.unreadableLines++;
      return;
    }
    if (isBegin(line, head)) {
      if (this.card && announced) {
        this.counts.nested++;
        this.nestedDepth = 1;
        return;
      }
      if (this.card) this.counts.withoutEnd++;
      this.begin();
    } else if (!this.card) this.counts.unreadableLines++;
    else if (isEnd(line, head)) this.end();
    else if (head.name === 'AGENT') this.agent(line, head);
    else this.content(line, head);
  }

  /** The end of the file: a card still open had no END. */
  finish(): void {
    if (this.card) this.counts.withoutEnd++;
    this.card = null;
  }

  private begin(): void {
    this.sawCard = true;
    this.options.onBegin();
    this.card = { lines: [], chars: 0, version: false, overflowing: false };
    this.signs = new ProducerSigns();
  }

  private end(): void {
    const card = this.card;
    this.card = null;
    if (!card) return;
    if (card.overflowing) this.counts.overflowing++;
    if (!card.version) this.counts.withoutVersion++;
    else this.options.onCard({ lines: card.lines, producer: this.signs.producer() });
  }

  private agent(line: ContentLine, head: LineHead): void {
    const value = line.text.slice(head.valueAt).trim();
    if (value === '') this.agentAnnounced = true;
    else if (value.toUpperCase() === 'BEGIN:VCARD') {
      // The agent's card starts on the AGENT line itself.
      this.counts.nested++;
      this.nestedDepth = 1;
    }
  }

  private content(line: ContentLine, head: LineHead): void {
    const card = this.card;
    if (!card) return;
    this.signs.see(head, line.text);
    const version = head.name === 'VERSION';
    if (version) card.version = true;
    if (!this.options.keeps(head)) return;
    // The VERSION line is held whatever came before it: without it the card cannot be read at all.
    if (!version && (card.lines.length >= MAX_CARD_LINES || card.chars + line.text.length > MAX_CARD_CHARS)) {
      card.overflowing = true;
      return;
    }
    card.lines.push(line);
    card.chars += line.text.length;
  }
}

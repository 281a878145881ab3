// Address books for the CardDAV tests, made deterministically from each card's index: vCard 2.1, 3.0 and
// 4.0 cards, numbers written the many ways people write them (with spaces, dots, brackets, a trunk 0,
// an international 00, a tel: URI with an extension, a bare extension), hostile names (markup, a bidi
// override, a formula), and beside each card the entry the reader must make of it. The entry is what
// Radicale serves back: Radicale drops 2.1's bare types ('TEL;CELL:'), so a 2.1 number is 'other'.
import type { DirectoryEntry, DirectoryNumber, DirectorySink } from '../../main/directories/directory-source';
import type { SeedBook } from './radicale';

export type ExpectedEntry = Omit<DirectoryEntry, 'version'>;

export interface GeneratedCard {
  uid: string;
  text: string;
  expected: ExpectedEntry;
}

const VERSIONS = ['3.0', '4.0', '2.1'] as const;
const HOSTILE = ['<img src=x onerror=alert(1)>', '\u202Edleifnam', '=SUM(A1:A9)'] as const;

/** The name of card `index` (unescaped), hostile for every 50th. */
function nameOf(index: number, revision: number): string {
  const hostile = index % 50 === 7 ? `${HOSTILE[index % 3]} ` : '';
  return `${hostile}Person ${index}${revision > 0 ? ` renamed ${revision}` : ''}`;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A card, its text and its entry; `revision` > 0 makes a changed card (another name and number). */
export function makeCard(book: string, index: number, revision = 0): GeneratedCard {
  const version = VERSIONS[index % 3] ?? '3.0';
  const uid = `card-${pad(index, 5)}`;
  const n = index + revision * 7919;
  const name = nameOf(index, revision);
  const company = `Acme ${index % 7}`;
  const department = `Dept ${index % 5}`;
  const title = `Engineer ${index % 3}`;
  const lines = [
    `UID:${uid}`,
    `FN:${name}`,
    `N:${name};;;;`,
    `ORG:${company};${department}`,
    `TITLE:${title}`,
  ];
  const numbers: DirectoryNumber[] = [];
  const ways = [
    `+1 (212) 555-${pad(n % 10_000, 4)}`,
    `212.555.${pad((n + 1) % 10_000, 4)}`,
    `+49 30 ${pad(n % 10_000_000, 7)}`,
    `00 44 20 7946 ${pad(n % 10_000, 4)}`,
    `(0)30-${n}`,
  ];
  const number = ways[index % ways.length] ?? '';
  if (version === '2.1') {
    lines.push(`TEL;CELL:${number}`, `TEL;WORK;VOICE:4${pad(n % 1000, 3)}`);
    numbers.push({ label: 'other', text: number }, { label: 'other', text: `4${pad(n % 1000, 3)}` });
  } else if (version === '3.0') {
    lines.push(
      `TEL;TYPE=CELL:${number}`,
      `TEL;TYPE=WORK,VOICE:+1 212 555 ${pad((n + 2) % 10_000, 4)}`,
      `item1.TEL:4${pad(n % 1000, 3)}`,
      'item1.X-ABLabel:Durchwahl',
      `TEL;TYPE=HOME,FAX:+1 212 555 9999`,
    );
    numbers.push(
      { label: 'mobile', text: number },
      { label: 'work', text: `+1 212 555 ${pad((n + 2) % 10_000, 4)}` },
      { label: 'extension', text: `4${pad(n % 1000, 3)}` },
    );
  } else {
    lines.push(
      `TEL;VALUE=uri;TYPE=work:tel:+1-212-555-${pad(n % 10_000, 4)};ext=${(index % 90) + 10}`,
      `TEL;TYPE=home:${number}`,
    );
    numbers.push(
      { label: 'work', text: `+1 212 555 ${pad(n % 10_000, 4)} ext. ${(index % 90) + 10}` },
      { label: 'home', text: number },
    );
  }
  const text = ['BEGIN:VCARD', `VERSION:${version}`, ...lines, 'END:VCARD', ''].join('\r\n');
  return {
    uid,
    text,
    expected: { id: `/alice/${book}/${uid}.vcf`, name, company, department, title, numbers },
  };
}

export interface GeneratedBook extends SeedBook {
  generated: GeneratedCard[];
}

/** Book `name` with the cards of indexes from..to-1. */
export function makeBook(name: string, displayName: string, from: number, to: number): GeneratedBook {
  const generated: GeneratedCard[] = [];
  for (let index = from; index < to; index++) generated.push(makeCard(name, index));
  return { name, displayName, cards: generated, generated };
}

/** A sink that keeps entries in memory as the sync would, and counts what it was told. */
export class MemorySink implements DirectorySink {
  readonly entries = new Map<string, DirectoryEntry>();
  fullReads = 0;
  puts = 0;
  removed: string[] = [];
  private fullSeen: Set<string> | null = null;

  async startFull(): Promise<void> {
    this.fullReads++;
    this.fullSeen = new Set();
  }
  async put(entries: readonly DirectoryEntry[]): Promise<void> {
    this.puts += entries.length;
    for (const entry of entries) {
      this.entries.set(entry.id, entry);
      this.fullSeen?.add(entry.id);
    }
  }
  async remove(ids: readonly string[]): Promise<void> {
    this.removed.push(...ids);
    for (const id of ids) this.entries.delete(id);
  }
  async versions(): Promise<ReadonlyMap<string, string>> {
    const versions = new Map<string, string>();
    for (const [id, entry] of this.entries) if (entry.version !== null) versions.set(id, entry.version);
    return versions;
  }
  /** The end of a read: a full read drops every entry it did not give again. */
  endRead(): void {
    if (this.fullSeen)
      for (const id of [...this.entries.keys()]) if (!this.fullSeen.has(id)) this.entries.delete(id);
    this.fullSeen = null;
  }
  /** What was told since the last reset. */
  resetCounts(): void {
    this.fullReads = 0;
    this.puts = 0;
    this.removed = [];
  }
}

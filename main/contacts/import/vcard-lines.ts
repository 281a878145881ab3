// A vCard file's text, chunk by chunk, as content lines (reference §2.1–3, §2.9): CRLF, LF, CR and the
// iPhone's CR CR LF each end a line; a line that starts with one space or tab goes on the one before it,
// without that character; a quoted-printable value that ends in '=' goes on the next line, whatever that
// line starts with (Android's start with '='). Blobs (a photo, a key, Outlook's card design) are skipped
// while streaming: their value, folded or in 2.1's base64 block closed by an empty line, is never held. A
// line keeps at most MAX_VALUE_CHARS characters, the rest dropped as it goes by, so that no file, however
// long its lines, fills the memory.
import { MAX_VALUE_CHARS } from './imported-contact';
import { type LineHead, lineHead } from './vcard-line-head';

export interface ContentLine {
  /** The line without its breaks and folds; a blob's ends at the ':' before its value. */
  text: string;
  /** Null for a line without a property's head: text that is no vCard line. */
  head: LineHead | null;
}

/** Properties whose values are pictures, sounds, keys or layouts: nothing a contact is read from. */
const BLOBS = new Set(['PHOTO', 'LOGO', 'SOUND', 'KEY', 'X-MS-OL-DESIGN', 'X-MS-CARDPICTURE']);
// A line of 2.1's base64 block: base64 letters and padding, maybe indented. Any property has a ':'.
const BASE64_LINE = /^[\sA-Za-z0-9+/=]*$/;
const CR = 13;
const LF = 10;
const LINE_BREAK = /[\r\n]/g;

/** Whether the value of a line with this head is a blob: skipped, never held. */
const isBlob = (head: LineHead) => head.encoding === 'base64' || BLOBS.has(head.name);

/** How often a line's head is looked for as folds add to it: a real head is folded once or twice at most. */
const HEAD_TRIES = 8;

/** Reads content lines out of the chunks pushed, handing each to `onLine` as soon as it is whole. */
export class ContentLineReader {
  // The physical line being read: its pieces (chunks may split it), at most MAX_VALUE_CHARS in all.
  private pieces: string[] = [];
  private pieceChars = 0;
  /** Whether the physical line went on past what is kept. */
  private pieceCut = false;
  /** The physical line's last character, even when it was past what is kept. */
  private lastChar = '';
  /** CRs at the end of a chunk, held until the next shows whether an LF follows. */
  private heldBreak = '';

  // The content line being joined from physical lines.
  private parts: string[] = [];
  private partChars = 0;
  private open = false;
  private head: LineHead | null = null;
  private headTries = 0;
  private blob = false;
  /** A quoted-printable line that ended in '=': the next physical line goes on it. */
  private softBreak = false;
  /** After a base64 blob: its unindented lines are skipped until an empty line or a property. */
  private inBase64Block = false;

  constructor(private readonly onLine: (line: ContentLine) => void) {}

  push(chunk: string): void {
    const text = this.heldBreak === '' ? chunk : this.heldBreak + chunk;
    // A CR at the very end may be the start of CR LF or CR CR LF: hold it for the next chunk.
    let end = text.length;
    while (end > 0 && text.length - end < 2 && text.charCodeAt(end - 1) === CR) end--;
    this.heldBreak = text.slice(end);
    this.read(text, end);
  }

  /** The end of the file: the last line, which may have no break after it. */
  end(): void {
    const held = this.heldBreak;
    this.heldBreak = '';
    this.read(held, held.length);
    if (this.lastChar !== '') this.physicalLine();
    this.finish();
  }

  private read(text: string, end: number): void {
    let at = 0;
    while (at < end) {
      LINE_BREAK.lastIndex = at;
      const found = LINE_BREAK.exec(text);
      const lineBreak = found && found.index < end ? found.index : -1;
      if (lineBreak === -1) {
        this.piece(text, at, end);
        return;
      }
      this.piece(text, at, lineBreak);
      at = lineBreak + 1;
      if (text.charCodeAt(lineBreak) === CR) {
        if (text.charCodeAt(at) === LF) at++;
        else if (text.charCodeAt(at) === CR && text.charCodeAt(at + 1) === LF) at += 2;
      }
      this.physicalLine();
    }
  }

  private piece(text: string, from: number, to: number): void {
    if (to <= from) return;
    this.lastChar = text[to - 1] as string;
    const room = MAX_VALUE_CHARS - this.pieceChars;
    if (to - from > room) this.pieceCut = true;
    if (room <= 0) return;
    const piece = text.slice(from, Math.min(to, from + room));
    this.pieces.push(piece);
    this.pieceChars += piece.length;
  }

  private physicalLine(): void {
    const line = this.pieces.length === 1 ? (this.pieces[0] as string) : this.pieces.join('');
    const whole = !this.pieceCut;
    const lastChar = this.lastChar;
    this.pieces.length = 0;
    this.pieceChars = 0;
    this.pieceCut = false;
    this.lastChar = '';
    this.take(line, whole, lastChar);
  }

  /** One physical line: a continuation of the content line, or the start of the next. */
  private take(line: string, whole: boolean, lastChar: string): void {
    if (this.open && this.softBreak) this.append(line.replace(/^[ \t]+/, ''), whole, lastChar);
    else if (this.open && startsBlank(line)) this.append(line.slice(1), whole, lastChar);
    else {
      this.finish();
      if (this.inBase64Block) {
        const blank = line.trim() === '';
        if (!blank && BASE64_LINE.test(line)) return;
        this.inBase64Block = false;
        if (blank) return;
      }
      if (line === '') return;
      this.open = true;
      this.head = null;
      this.headTries = 0;
      this.blob = false;
      this.append(line, whole, lastChar);
    }
  }

  private append(text: string, whole: boolean, lastChar: string): void {
    let kept = '';
    if (!this.blob && text !== '') {
      const room = MAX_VALUE_CHARS - this.partChars;
      kept = text.length <= room ? text : text.slice(0, room);
      // Never keep half of a surrogate pair.
      if (kept.length < text.length && /[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
      if (kept !== '') {
        this.parts.push(kept);
        this.partChars += kept.length;
      }
    }
    // The head ends at a ':', so only a piece with one can complete it.
    if (this.head === null && this.headTries < HEAD_TRIES && (this.headTries === 0 || kept.includes(':')))
      this.readHead();
    this.softBreak = this.head?.encoding === 'quoted-printable' && !this.blob && lastChar === '=';
    // The soft break's '=' goes, when it is the end of what was kept.
    if (this.softBreak && whole && kept.length === text.length && kept !== '') {
      const last = this.parts.length - 1;
      this.parts[last] = (this.parts[last] as string).slice(0, -1);
      this.partChars--;
    }
  }

  /** Reads the head once the line holds its ':' (a fold may split the head itself). */
  private readHead(): void {
    this.headTries++;
    const text = this.joined();
    const head = lineHead(text);
    if (!head) return;
    this.head = head;
    if (isBlob(head)) {
      this.blob = true;
      this.parts = [text.slice(0, head.valueAt)];
      this.partChars = head.valueAt;
    }
  }

  private joined(): string {
    if (this.parts.length > 1) this.parts = [this.parts.join('')];
    return this.parts[0] ?? '';
  }

  private finish(): void {
    if (!this.open) return;
    const text = this.joined();
    const head = this.head;
    this.inBase64Block = this.blob && head?.encoding === 'base64';
    this.open = false;
    this.parts.length = 0;
    this.partChars = 0;
    this.softBreak = false;
    this.onLine({ text, head });
  }
}

const startsBlank = (line: string) => {
  const first = line.charCodeAt(0);
  return first === 32 || first === 9;
};

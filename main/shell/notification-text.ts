// A notification's title and body hold strangers' words: caller names from the phone system, a lookup's
// carrier and city, excerpts of error replies. Before the OS shows them they lose what could disguise or
// inject anything (control characters, characters that reorder or hide text, markup), and are cut to a
// length a notification can show. Platform decides the markup: only Linux notification servers read any.
// The body comes as the lines Dialdesk chose, and each stays one line: a line break inside one is a
// stranger's, and a caller named "Dana\nDialdesk: your keys expired" must not write a line of its own.

/** What the shell asks to show: a title, and the body's lines as Dialdesk chose them. */
export interface NotificationText {
  title: string;
  body: readonly string[];
}

/**
 * The title is one line. The freedesktop spec asks for about 40 characters; 80 keeps 'Missed call: ' and
 * a long caller name whole, and the notification server wraps or elides what it cannot fit.
 */
const MAX_TITLE_LENGTH = 80;
/**
 * Our own notices are up to three lines (lookupNotice): a fourth leaves room. Only release notes have more
 * (their publisher chose them), and those join the fourth.
 */
const MAX_BODY_LINES = 4;
/** Room for our longest line (an error message with its advice) while a stranger's line stays a line. */
const MAX_BODY_LINE_LENGTH = 200;
/** Two full lines' worth: more than any OS shows unexpanded, and far less than a stranger could send. */
const MAX_BODY_LENGTH = 400;
/**
 * Longer user-perceived characters are stacked combining marks ("Zalgo" text), not writing: the longest
 * emoji sequences (a family, a kiss with skin tones, a subdivision flag) take fewer than 20 code units.
 */
const MAX_CHARACTER_CODE_UNITS = 32;

const LINE_BREAKS = /[\n\v\f\r\u0085\u2028\u2029]+/g;
const TABS = /\t/g;
/** Every control character but the line feed: release notes keep theirs (main/updates/release-notes.ts). */
const CONTROL_CHARACTERS = /[^\P{Cc}\n]/gu;
/**
 * Format characters that reorder text (bidi embeddings, overrides, isolates and marks) or hide it (zero
 * width spaces, invisible operators, deprecated format characters). ZWJ and ZWNJ stay: emoji sequences
 * and Persian or Indic words need them.
 */
const REORDERING_OR_HIDDEN = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
/** First Strong Isolate … Pop Directional Isolate: a right-to-left name cannot reorder our words around it. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const ELLIPSIS = '…';

/** Made on first use: making a segmenter loads ICU's break rules, several ms off every start otherwise. */
let graphemes: Intl.Segmenter | undefined;

/**
 * Text without control characters (tabs become spaces, so words stay apart) or reordering ones. Release
 * notes (main/updates/release-notes.ts) follow the same rules.
 */
export const visibleText = (text: string) =>
  text.replace(TABS, ' ').replace(CONTROL_CHARACTERS, '').replace(REORDERING_OR_HIDDEN, '');

/**
 * At most `max` user-perceived characters, ending in '…' when cut. Counted by grapheme, so an emoji, a
 * flag or an accented letter is never split (nor a surrogate pair), and the segmenting stops at the cut.
 */
export function capped(text: string, max: number): string {
  const kept: string[] = [];
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length === max) {
      const shown = kept.slice(0, max - 1).join('');
      return `${shown.trimEnd()}${ELLIPSIS}`;
    }
    kept.push(segment.length > MAX_CHARACTER_CODE_UNITS ? (Array.from(segment)[0] ?? '') : segment);
  }
  return kept.join('');
}

/** The freedesktop spec's body markup is XML: these three are all it needs escaped. */
const escapedMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The text between First Strong Isolate and Pop Directional Isolate: a right-to-left name cannot reorder
 * the words around it (a notification's, a menu item's).
 */
export const isolated = (line: string) =>
  line === '' ? '' : `${FIRST_STRONG_ISOLATE}${line}${POP_DIRECTIONAL_ISOLATE}`;

/** One line, whatever breaks it held: every kind of line break becomes a space (a menu item's too). */
export const oneLine = (text: string) => visibleText(text.replace(LINE_BREAKS, ' ')).trim();

function safeTitle(title: string): string {
  return isolated(capped(oneLine(title), MAX_TITLE_LENGTH));
}

function safeBody(body: readonly string[], platform: NodeJS.Platform): string {
  const lines = body.map(oneLine).filter((line) => line !== '');
  // Lines past the last one allowed join it, so their words are kept until the length caps cut them.
  const allowed =
    lines.length > MAX_BODY_LINES
      ? [...lines.slice(0, MAX_BODY_LINES - 1), lines.slice(MAX_BODY_LINES - 1).join(' ')]
      : lines;
  const cut = capped(allowed.map((line) => capped(line, MAX_BODY_LINE_LENGTH)).join('\n'), MAX_BODY_LENGTH);
  // Escaped after the cut, so an entity is never cut in half. The summary (title) is plain text in the
  // freedesktop spec, where escaping would show '&amp;'; macOS and Windows read no markup at all.
  const asPlainText = (line: string) => (platform === 'linux' ? escapedMarkup(line) : line);
  return cut
    .split('\n')
    .map((line) => isolated(asPlainText(line)))
    .join('\n');
}

/** A notification's title and body as the OS may show them: see the top of this module. */
export function safeNotificationText(
  text: NotificationText,
  platform: NodeJS.Platform,
): { title: string; body: string } {
  return { title: safeTitle(text.title), body: safeBody(text.body, platform) };
}

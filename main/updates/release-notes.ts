// Release notes come from the feed as whoever published the release wrote them: HTML (GitHub's rendered
// notes, an editor's export) or Markdown. A notice shows plain text, so the markup goes, and the text then
// follows the notifications' rules: no control characters, nothing that reorders or hides words, and a
// length a notice can hold.
import { capped, visibleText } from '../shell/notification-text';

/** Enough for a release's headline changes; the release page has the rest. */
export const MAX_RELEASE_NOTES_LENGTH = 1_000;
/**
 * Notes are cut to this before their markup is read: plenty for the shown text even when most of it is
 * markup, and it bounds the work the patterns below do on a feed of any size.
 */
const MAX_NOTES_READ = 10 * MAX_RELEASE_NOTES_LENGTH;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
};

/** A code point an entity may name: not NUL, not a lone surrogate, not past Unicode's last. */
const isScalarValue = (code: number) => code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);

function decodedEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return isScalarValue(code) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Tags that start a new line: paragraphs, headings, lists, table rows, breaks (a list item's own is '- '). */
const BLOCK_BOUNDARY =
  /<\/?(?:p|div|h[1-6]|ul|ol|tr|table|blockquote|pre|section|article|header|footer)\b[^>]*>|<br\s*\/?>|<hr\b[^>]*>/gi;

function htmlAsText(html: string): string {
  return decodedEntities(
    html
      // Content that is not prose: scripts, styles, comments.
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(BLOCK_BOUNDARY, '\n')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  );
}

function markdownAsText(markdown: string): string {
  return (
    markdown
      // Fenced code blocks keep their lines, without the fences.
      .replace(/^[ \t]*(?:```|~~~).*(?:\n|$)/gm, '')
      // Images, then links: their text stays, their addresses go.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      // Reference definitions: "[1]: https://…".
      .replace(/^[ \t]*\[[^\]]+\]:[ \t]+\S+.*(?:\n|$)/gm, '')
      // Headings, quotes, rules; list items keep a plain dash.
      .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
      .replace(/[ \t]+#+[ \t]*$/gm, '')
      .replace(/^[ \t]*>[ \t]?/gm, '')
      .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, '')
      .replace(/^([ \t]*)[*+][ \t]+/gm, '$1- ')
      // Emphasis and code: the words stay. Single underscores only around whole words, so snake_case and
      // file names keep theirs.
      .replace(/(\*\*|__)(?=\S)([^\n]*?\S)\1/g, '$2')
      .replace(/\*(?=\S)([^*\n]*?\S)\*/g, '$1')
      .replace(/(^|[^\w])_(?=\S)([^_\n]*?\S)_(?![\w])/g, '$1$2')
      .replace(/~~(?=\S)([^~\n]*?\S)~~/g, '$1')
      .replace(/`+([^`\n]*)`+/g, '$1')
      // A backslash escapes markup characters.
      .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1')
  );
}

/** Every way of ending a line, as a line feed: the one line break the notice text keeps. */
const LINE_BREAKS = /\r\n?|[\v\f\u0085\u2028\u2029]/g;

/**
 * Release notes as plain text for a notice: HTML and Markdown markup removed, entities decoded, control
 * and reordering characters dropped as in notifications, blank runs collapsed, and at most
 * MAX_RELEASE_NOTES_LENGTH characters, ending in '…' when cut. '' when there are none.
 */
export function releaseNotesText(notes: string | null): string {
  if (notes === null) return '';
  // Autolinks (<https://…>) are Markdown's, not tags: their address is their text.
  const withoutAutolinks = notes
    .slice(0, MAX_NOTES_READ)
    .replace(LINE_BREAKS, '\n')
    .replace(/<((?:https?|mailto):[^\s<>]+)>/gi, '$1');
  const plain = markdownAsText(htmlAsText(withoutAutolinks));
  const lines = visibleText(plain)
    .split('\n')
    .map((line) => line.replace(/[ \u00a0]+/g, ' ').trim());
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return capped(text, MAX_RELEASE_NOTES_LENGTH);
}

// A reply nested thousands of levels deep (a few KB of "[[[[…") is no record any deployment sends, and
// everything that walks a value recursively (structured clone over IPC, JSON.stringify, the snapshot's
// stripping) would overflow the stack on it. Replies are measured once, here, without recursion, and
// refused when deeper than MAX_REPLY_DEPTH; code downstream bounds its own walks as well.

/** Deeper than any real reply: a record inside a list inside a wrapper or two, with nested fields. */
export const MAX_REPLY_DEPTH = 32;

/** Whether a parsed value nests objects or arrays more than `max` levels deep (iteratively). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Whether JSON text opens more than `max` brackets at once, outside strings: checked before parsing, so
 * that no parser meets the deep text at all.
 */
export function jsonTextNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The same for XML elements: open tags not yet closed (comments, declarations and self-closing tags aside). */
export function xmlTextNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (const [tag] of text.matchAll(/<[^>]*>/g)) {
    if (/^<[?!]/.test(tag) || tag.endsWith('/>')) continue;
    if (tag.startsWith('</')) depth--;
    else if (++depth > max) return true;
  }
  return false;
}

// A record id (uuid) from the page or a reply goes into a URL path (/xml_cdr/<id>) or query. An id that
// is a path step ('.', '..'), holds a separator or a control character, or is absurdly long would address
// something else than one record (/xml_cdr/.. is the API root), so it is refused before any request.

export const MAX_RECORD_ID_LENGTH = 128;

/** What is wrong with a record id, or null when it can address one record. */
export function recordIdProblem(id: string): string | null {
  if (id.length === 0) return 'is empty';
  if (id.length > MAX_RECORD_ID_LENGTH) return `is longer than ${MAX_RECORD_ID_LENGTH} characters`;
  if (id === '.' || id === '..') return 'is a path step, not an id';
  if (/[/\\?#%]/.test(id)) return 'holds a character an id cannot have (/, \\, ?, # or %)';
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]/u.test(id)) return 'holds spaces or control characters';
  return null;
}

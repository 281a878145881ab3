// A record id (uuid) from the page or a reply goes into a URL path (/xml_cdr/<id>) or query. An id that
// is a path step ('.', '..'), holds a separator or a control character, or is absurdly long would address
// something else than one record (/xml_cdr/.. is the API root), so it is refused before any request.
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';

export const MAX_RECORD_ID_LENGTH = 128;

/** The rule a record id breaks, said after its name ('is empty'), or null when it can address one record. */
export function recordIdProblem(id: string): Phrase | null {
  if (id.length === 0) return phrase('api.recordId.empty');
  if (id.length > MAX_RECORD_ID_LENGTH) return phrase('api.recordId.tooLong', { max: MAX_RECORD_ID_LENGTH });
  if (id === '.' || id === '..') return phrase('api.recordId.pathStep');
  if (/[/\\?#%]/.test(id)) return phrase('api.recordId.badCharacter');
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]/u.test(id)) return phrase('api.recordId.spaces');
  return null;
}

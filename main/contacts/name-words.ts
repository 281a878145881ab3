// The words of a contact's name and company that a search word of one or two characters is looked for at
// the start of: "da" finds "Dana Whitfield" and "Sam Davis", not "Adam". Two letters inside a name match
// too many contacts to pick anyone out, and a word start is what a person types. The store keeps these
// words in an index (contact_words), so the search is a range of it rather than a scan of every name.
import type { DatabaseSync } from 'node:sqlite';

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/**
 * Scripts written without spaces between words, where every character may start one: a given name
 * follows the family name with nothing between ("王小明", "김민수").
 */
const UNSPACED_SCRIPTS = ['Han', 'Hiragana', 'Katakana', 'Hangul', 'Thai', 'Lao', 'Khmer', 'Myanmar'];
const UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS.map((script) => `\\p{Script=${script}}`).join('')}]`, 'u');

/**
 * The words of a folded name text (foldForSearch), each once: every run between spaces, and the rest of
 * a run from each letter or digit after punctuation ("whitfield-lee" is "lee" too, "o'brien" "brien") or
 * of a script written without spaces.
 */
export function nameWords(folded: string): string[] {
  const words = new Set<string>();
  for (const run of folded.split(/\s+/u)) {
    if (run === '') continue;
    words.add(run);
    const characters = [...run];
    characters.forEach((character, index) => {
      const after = characters[index - 1];
      const startsWord =
        after !== undefined &&
        LETTER_OR_DIGIT.test(character) &&
        (UNSPACED.test(character) || !LETTER_OR_DIGIT.test(after));
      if (startsWord) words.add(characters.slice(index).join(''));
    });
  }
  return [...words];
}

/**
 * Makes nameWords callable in this connection's SQL as name_words(text), answering a JSON array: the
 * migration that fills the words of a file's existing contacts runs in SQL by the rule put() writes by.
 */
export function defineNameWords(db: DatabaseSync): void {
  db.function('name_words', { deterministic: true }, (folded) => JSON.stringify(nameWords(String(folded))));
}

// A contact's one name field as the given and family names that a vCard's N and Outlook's First Name and
// Last Name columns ask for.

interface NameParts {
  given: string;
  family: string;
}

/** The last run of white space, and the word after it. */
const LAST_WORD = /^([\s\S]*?)\s+(\S+)$/;

/**
 * The family name is the last word and the given name the rest ("Mary Ann Whitfield": "Mary Ann" and
 * "Whitfield"), a name of one word a family name. Dialdesk keeps one name field, so this is a guess: right
 * for the given-name-first order most contacts are written in, and harmless where wrong ("Tanaka Hiroshi"),
 * since the given name, a space and the family name together are the name again. That is how Outlook and
 * Google rebuild a name from the two parts, so the person sees their own words in the other program
 * whichever part the guess called the family name; vCard's FN carries the name exactly as typed besides.
 */
export function nameParts(name: string): NameParts {
  const trimmed = name.trim();
  const split = LAST_WORD.exec(trimmed);
  return split ? { given: split[1] ?? '', family: split[2] ?? '' } : { given: '', family: trimmed };
}

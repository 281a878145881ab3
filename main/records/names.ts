// One name for a number, decided in one place: History's rows and details, Voicemail, Recordings, the
// missed-call and voicemail notices, the tray's recent numbers, the dial pad, the call confirmation, Lookup
// and the CSV all show what this resolver says. Its sources, highest first: the person's own contacts
// (those usable on the account: an extension only under the account it was saved under), the company
// directories serving the account (main/directories: their local index), the name the phone system
// recorded on this very call, then the name it recorded for that number on other calls of the same
// account (the local history's people, local calls included: a colleague is named on the calls they
// placed). A new source of names is one more entry here, and no view changes.
import type { NameSource, Party, RecordedParty } from '../../preload/contract';
import { type NumberKeyRule, numberKeysFor } from '../numbers/number-key';
import { madeForSetting } from '../numbers/remembered';

/**
 * A number's key under the account's rule as it is now (main/numbers/number-key.ts), each text worked out
 * once while the rule stays the same: libphonenumber takes 30-100 µs a number, and a page holds few.
 */
export function keyedByRule(rule: () => NumberKeyRule): (number: string) => string | null {
  const keyOf = madeForSetting(
    rule,
    ({ defaultRegion, ownExtension }) => `${defaultRegion}\u0000${ownExtension ?? ''}`,
    numberKeysFor,
  );
  return (number) => keyOf(number)?.key ?? null;
}

/** The contact holding a number: its name, and which contact it is (Party.contactId). */
export interface ContactName {
  name: string;
  contactId: string;
}

export interface NameResolverOptions {
  /** The key every source files a number under (main/numbers/number-key.ts); null for no number. */
  keyOf(number: string): string | null;
  /** The person's contacts holding these keys, on the account the records came from. */
  namesFromContacts(keys: readonly string[]): ReadonlyMap<string, ContactName>;
  /** The company directories serving the account: the names their index holds for these keys. */
  namesFromDirectories(keys: readonly string[]): ReadonlyMap<string, string>;
  /** The names the phone system recorded for these keys on other calls of the account, latest first. */
  namesFromOtherCalls(keys: readonly string[]): ReadonlyMap<string, string>;
  /** The number as people read it (main/numbers/shown-numbers.ts). */
  shown(number: string): string;
}

export interface NameResolver {
  /** Every party of a batch, in order: each source is asked once for the whole batch. */
  resolve(parties: readonly RecordedParty[]): Party[];
}

type Naming = Pick<Party, 'name' | 'nameFrom'>;
const UNNAMED: Naming = { name: null, nameFrom: null };

/** The first source, highest first, that has a name for the number. */
function firstNamed(candidates: readonly (readonly [string | null | undefined, NameSource])[]): Naming {
  for (const [name, from] of candidates) if (name) return { name, nameFrom: from };
  return UNNAMED;
}

const NO_CONTACTS: ReadonlyMap<string, ContactName> = new Map();
const NO_NAMES: ReadonlyMap<string, string> = new Map();

export function createNameResolver(options: NameResolverOptions): NameResolver {
  return {
    resolve(parties) {
      const keys = parties.map((party) => (party.number === null ? null : options.keyOf(party.number)));
      const numbered = [...new Set(keys.filter((key): key is string => key !== null))];
      const contacts = numbered.length > 0 ? options.namesFromContacts(numbered) : NO_CONTACTS;
      // Each source below is asked only for the numbers no source above it names.
      const noContact = numbered.filter((key) => !contacts.has(key));
      const directories = noContact.length > 0 ? options.namesFromDirectories(noContact) : NO_NAMES;
      const unnamed = new Set<string>();
      keys.forEach((key, index) => {
        if (key !== null && !contacts.has(key) && !directories.has(key) && !parties[index]?.name)
          unnamed.add(key);
      });
      const otherCalls = unnamed.size > 0 ? options.namesFromOtherCalls([...unnamed]) : NO_NAMES;
      return parties.map((party, index) => {
        const key = keys[index] ?? null;
        const contact = key === null ? undefined : contacts.get(key);
        return {
          number: party.number,
          shown: party.number === null ? null : options.shown(party.number),
          ...firstNamed([
            [contact?.name, 'contact'],
            [key === null ? null : directories.get(key), 'directory'],
            [party.name, 'this-call'],
            [key === null ? null : otherCalls.get(key), 'other-calls'],
          ]),
          contactId: contact?.contactId ?? null,
          recordedName: party.name || null,
        };
      });
    },
  };
}

// One name for a number, decided in one place: History's rows and details, Voicemail, Recordings, the
// missed-call and voicemail notices, the tray's recent numbers, the dial pad, the call confirmation, Lookup
// and the CSV all show what this resolver says. Its sources, highest first: the name the phone system
// recorded on this very call, then the name it recorded for that number on other calls of the same
// account (the local history's people, local calls included: a colleague is named on the calls they
// placed). A source of names added later (the person's contacts, the company directory) is one more entry
// here, above these, and no view changes.
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

export interface NameResolverOptions {
  /** The key every source files a number under (main/numbers/number-key.ts); null for no number. */
  keyOf(number: string): string | null;
  /** The names the phone system recorded for these keys on other calls of the account, latest first. */
  namesFromOtherCalls(keys: readonly string[]): ReadonlyMap<string, string>;
  /** The number as people read it (main/numbers/shown-numbers.ts). */
  shown(number: string): string;
}

export interface NameResolver {
  /** Every party of a batch, in order: each source is asked once for the whole batch. */
  resolve(parties: readonly RecordedParty[]): Party[];
}

const named = (name: string, from: NameSource) => ({ name, nameFrom: from });

export function createNameResolver(options: NameResolverOptions): NameResolver {
  return {
    resolve(parties) {
      const keys = parties.map((party) => (party.number === null ? null : options.keyOf(party.number)));
      // Only the numbers no name on their own call covers are asked of the other calls.
      const unnamed = keys.filter((key, index): key is string => key !== null && !parties[index]?.name);
      const otherCalls =
        unnamed.length > 0 ? options.namesFromOtherCalls(unnamed) : new Map<string, string>();
      return parties.map((party, index) => {
        const key = keys[index] ?? null;
        const fromOtherCalls = key === null ? undefined : otherCalls.get(key);
        const name = party.name
          ? named(party.name, 'this-call')
          : fromOtherCalls
            ? named(fromOtherCalls, 'other-calls')
            : { name: null, nameFrom: null };
        return {
          number: party.number,
          shown: party.number === null ? null : options.shown(party.number),
          ...name,
          contactId: null,
          recordedName: party.name || null,
        };
      });
    },
  };
}

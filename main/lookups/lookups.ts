// Number lookups: in the lookup account's number format, through a cache so that repeated lookups cost
// nothing (lookups may be charged), and the facts shown before dialling. Only an explicit request, or
// the user's own "look up before calling" setting, ever places a lookup.

import type { ConnectionTest, LookupFacts, LookupView } from '../../preload/contract';

/**
 * A lookup's answer as this service gives it: the core names the number (main/records) and tells its time
 * (main/hours) on the way out.
 */
export type LookupAnswer = Omit<LookupView, 'name' | 'shownNumbers' | 'localTime'>;

import { phrase, sentence } from '../../preload/shared/i18n/phrase';
import { LookupError } from '../api';
import type { Connections } from '../connections/connections';
import { CoreError } from '../errors/core-errors';
import { findPhoneNumber, formatForDial } from '../numbers';
import type { Settings } from '../settings';
import { createLookupCache, factsFrom } from './lookup-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Lookups {
  lookup(number: string, options: { refresh: boolean }): Promise<LookupAnswer>;
  /** Facts from the cache only; null when not cached (or not an outside number). */
  cachedFacts(number: string): Promise<LookupFacts | null>;
  /** Facts before a call: cached, or looked up now when the user turned "look up before calling" on. */
  factsBeforeCall(number: string): Promise<LookupFacts | null>;
  /** Settings' "Test lookup": a fresh (possibly charged) lookup, said in a sentence. */
  test(number: string): Promise<ConnectionTest>;
  /**
   * Save's check of the lookup key: one basic lookup of a test number, neither cached nor shown. A
   * number the service has no data for still proves the key; a refusal is 'unauthorized'.
   */
  checkKey(): Promise<ConnectionTest>;
}

/** Save's test number: fictional (555-01xx), so that a real service knows nothing of anyone by it. */
const KEY_CHECK_NUMBER = '+1 555 555 0100';
/** Codes of a lookup body that refuse the key rather than the number. */
const KEY_REFUSED = new Set([401, 403]);

export function createLookups(options: {
  dataDir: string;
  settings(): Settings;
  connections: Connections;
}): Lookups {
  const { settings, connections } = options;
  const cache = createLookupCache({
    dataDir: options.dataDir,
    ttlMs: () => settings().lookupCache.ttlDays * DAY_MS,
  });

  /** The number in the lookup account's format; internal numbers cannot be looked up. */
  const tnFor = (text: string): string => {
    const parsed = findPhoneNumber(text, { defaultRegion: settings().numbers.defaultRegion });
    if (!parsed) throw new CoreError('no-number', phrase('lookups.noNumber'));
    if (parsed.kind === 'internal')
      throw new CoreError('no-number', phrase('lookups.notOutside', { number: parsed.digits }));
    return formatForDial(parsed, settings().numbers.lookupFormat);
  };
  // Results of the demo system and of each account are kept apart.
  const cacheKey = (tn: string) => `${connections.lookupOwner()}:${tn}`;

  const fresh = async (tn: string): Promise<LookupAnswer> => {
    const result = await (await connections.lookupService()).lookup(tn);
    await cache.put(cacheKey(tn), result);
    return { tn, result, cachedAt: null, facts: factsFrom(result) };
  };
  const cached = async (tn: string): Promise<LookupAnswer | null> => {
    const hit = await cache.get(cacheKey(tn));
    return hit && { tn, result: hit.result, cachedAt: hit.cachedAt, facts: factsFrom(hit.result) };
  };
  const tnOrNull = (text: string): string | null => {
    try {
      return tnFor(text);
    } catch {
      return null;
    }
  };

  const lookup = async (number: string, { refresh }: { refresh: boolean }): Promise<LookupAnswer> => {
    const tn = tnFor(number);
    return (refresh ? null : await cached(tn)) ?? fresh(tn);
  };

  return {
    lookup,
    async test(number) {
      const { tn, result } = await lookup(number, { refresh: true });
      // The service's own words, as it sent them.
      const facts = [result.LINETYPE, result.LEC].filter(Boolean).join(', ');
      return sentence(
        facts
          ? phrase('lookups.testFacts', { number: tn, facts })
          : phrase('lookups.testFound', { number: tn }),
      );
    },
    async checkKey() {
      const service = await connections.lookupService();
      try {
        await service.lookup(tnFor(KEY_CHECK_NUMBER), { extended: false });
      } catch (error) {
        if (!(error instanceof LookupError)) throw error;
        if (error.code !== null && KEY_REFUSED.has(error.code))
          throw new CoreError('unauthorized', phrase('lookups.keyRefused'), { details: error.message });
      }
      return sentence(phrase('lookups.keyAccepted'));
    },
    async cachedFacts(number) {
      const tn = tnOrNull(number);
      return tn === null ? null : ((await cached(tn))?.facts ?? null);
    },
    async factsBeforeCall(number) {
      const tn = tnOrNull(number);
      if (tn === null) return null;
      const hit = await cached(tn);
      if (hit || !settings().calls.lookupBeforeCalling) return hit?.facts ?? null;
      // The call goes ahead whatever the lookup says; a failed lookup only means no facts are shown.
      return fresh(tn).then(
        (view) => view.facts,
        () => null,
      );
    },
  };
}

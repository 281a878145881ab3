// The built main (dist/main, from `npm run build`) keeps apart what it needs only later, or only in some
// runs: files beside index.cjs that it requires on first use (scripts/main-bundle.mjs), so that starting
// does not load them. Each is built and loads on its own; loading index.cjs loads none of them (nor Node's
// HTTP and crypto modules); and main's modules, bundled as main is, require each exactly when its feature
// is first used. Node runs the bundles with a stand-in `electron`, as scripts/main-load.mjs does. The same
// modules unbundled, as tsx runs them (npm run dev, the bench), require the sources themselves. The native
// modules package.json depends on are left out of the bundle, to be required from node_modules.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KeyRequest, newClaim } from '../../main/numbers/key-batches';
import { numberKey } from '../../main/numbers/number-key';
import { de } from '../../preload/shared/i18n/catalogs/de';
import { es } from '../../preload/shared/i18n/catalogs/es';
import { fr } from '../../preload/shared/i18n/catalogs/fr';
import { it as italian } from '../../preload/shared/i18n/catalogs/it';
import { ptBR } from '../../preload/shared/i18n/catalogs/pt-BR';
import { apartBundles, mainBundle } from '../../scripts/main-bundle.mjs';
import { STAND_IN_ELECTRON } from '../../scripts/main-load.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST_MAIN = join(ROOT, 'dist', 'main');
const APART = apartBundles.map((bundle) => basename(bundle.outfile));
/** What each file apart must give main: the names main takes from it. */
const EXPORTS: Record<string, string[]> = {
  'electron-updater.cjs': ['AppImageUpdater', 'MacUpdater', 'NsisUpdater'],
  'demo-system.cjs': [
    'DEMO_LOOKUP_KEY',
    'DEMO_NEW_CALL_EVERY_MS',
    'DEMO_PBX_KEY',
    'LOOKUP_PATH',
    'PBX_PATH',
    'startDemoServer',
  ],
  'catalog-es.cjs': ['es'],
  'catalog-fr.cjs': ['fr'],
  'catalog-de.cjs': ['de'],
  'catalog-pt-BR.cjs': ['ptBR'],
  'catalog-it.cjs': ['it'],
  'libphonenumber.cjs': [
    'getCountryCallingCode',
    'isSupportedCountry',
    'parsePhoneNumberFromString',
    'searchPhoneNumbersInText',
  ],
  'fast-xml-parser.cjs': ['XMLParser'],
  'semver.cjs': ['gt', 'valid'],
  'ldap-reader.cjs': ['checkLdapSettings', 'createLdapSource', 'probeLdap'],
  'carddav-reader.cjs': ['createCardDavSource', 'discoverCardDav'],
  'zones-table.cjs': ['ZONES_BY_PREFIX'],
};
/** Loaded by main when first used, not as it loads (main/api/transport.ts, main/storage/atomic-write.ts...). */
const BUILTINS_ON_FIRST_USE = ['node:http', 'node:https', 'node:crypto'];

/**
 * Runs `script` in a fresh Node, `electron` being a stand-in that answers every property with itself and
 * every call with undefined, and `required()` handing out the modules first asked for (loaded) since it
 * was last called. The script writes its answer as JSON on stdout.
 */
async function runWithStandInElectron(script: string): Promise<unknown> {
  const prelude = `
    const Module = require('node:module');
    ${STAND_IN_ELECTRON}
    const asked = new Set();
    const fresh = [];
    const load = Module._load;
    Module._load = function (request, ...rest) {
      if (request === 'electron') return electron;
      if (!asked.has(request)) fresh.push(request);
      asked.add(request);
      return load.call(this, request, ...rest);
    };
    const required = () => fresh.splice(0);
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', `${prelude}\n${script}`], {
    cwd: ROOT,
  });
  return JSON.parse(stdout);
}

describe("main's files apart, built beside index.cjs", () => {
  beforeAll(() => {
    if (!existsSync(join(DIST_MAIN, 'index.cjs'))) {
      throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
    }
  });

  it('are each built, and named by index.cjs', async () => {
    expect(APART.toSorted()).toEqual(Object.keys(EXPORTS).toSorted());
    const main = await readFile(join(DIST_MAIN, 'index.cjs'), 'utf8');
    for (const file of APART) {
      expect(existsSync(join(DIST_MAIN, file)), file).toBe(true);
      expect(main, file).toContain(`require("./${file}")`);
    }
  });

  it('each load on their own and give main what it takes from them', async () => {
    const exported = await runWithStandInElectron(`
      const exported = {};
      for (const file of ${JSON.stringify(APART)}) {
        exported[file] = Object.keys(require(${JSON.stringify(DIST_MAIN)} + '/' + file));
      }
      process.stdout.write(JSON.stringify(exported));
    `);
    for (const [file, names] of Object.entries(EXPORTS)) {
      expect((exported as Record<string, string[]>)[file], file).toEqual(expect.arrayContaining(names));
    }
  });

  it('hold each language exactly as its source catalog', () => {
    const load = createRequire(import.meta.url);
    const built = (file: string) => load(join(DIST_MAIN, file)) as Record<string, unknown>;
    expect(built('catalog-es.cjs').es).toEqual(es);
    expect(built('catalog-fr.cjs').fr).toEqual(fr);
    expect(built('catalog-de.cjs').de).toEqual(de);
    expect(built('catalog-pt-BR.cjs').ptBR).toEqual(ptBR);
    expect(built('catalog-it.cjs').it).toEqual(italian);
  });

  it('are not loaded as index.cjs loads, nor are the Node modules main loads on first use', async () => {
    // The stand-in's requestSingleInstanceLock() is falsy: main quits once loaded, as scripts/main-load.mjs
    // times it.
    const asked = await runWithStandInElectron(`
      require(${JSON.stringify(join(DIST_MAIN, 'index.cjs'))});
      process.stdout.write(JSON.stringify(required()));
    `);
    expect(asked).toEqual(expect.arrayContaining(['node:fs', 'node:path']));
    for (const module of [...APART.map((file) => `./${file}`), ...BUILTINS_ON_FIRST_USE]) {
      expect(asked).not.toContain(module);
    }
  });
});

describe('the main bundle', () => {
  it('leaves out the native modules package.json names (its dependencies), which ship in node_modules', async () => {
    const app = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    const native = Object.keys({ ...app.dependencies, ...app.optionalDependencies });
    expect(native).toEqual(expect.arrayContaining(['keytar', 'koffi', '@vscode/policy-watcher']));
    expect(mainBundle.external).toEqual(expect.arrayContaining(['electron', ...native]));
  });
});

describe("main's modules, bundled as main is,", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dialdesk-main-bundle-'));
    // Main's modules, each asked for what makes it need a file apart, in a bundle built as main's.
    await build({
      ...mainBundle,
      entryPoints: undefined,
      stdin: {
        resolveDir: ROOT,
        loader: 'ts',
        contents: `
          import { parseDataBody } from './main/api/response';
          import { catalogOf } from './main/i18n/catalogs';
          import { parsePhoneNumberFromString } from './main/numbers/phone-library';
          import { demoLauncherFor } from './main/shell/demo-launcher';
          import { validVersion } from './main/updates/versions';
          const xml = (text: string) => ({
            status: 200,
            contentType: 'application/xml',
            header: () => null,
            body: new TextEncoder().encode(text),
          });
          const ctx = { operation: 'probe', secrets: [], timeoutMs: 1000, maxBodyBytes: 1000, redirectMessage: '' };
          export const steps: [string, () => unknown][] = [
            ['German', () => catalogOf('de')],
            ['German again', () => catalogOf('de')],
            ['English', () => catalogOf('en')],
            ['Portuguese', () => catalogOf('pt-BR')],
            ['a number', () => parsePhoneNumberFromString('+12015550123')?.isValid()],
            ['another number', () => parsePhoneNumberFromString('+442079460000')?.isValid()],
            ['an XML reply', () => parseDataBody(xml('<r><a>1</a></r>'), ctx)],
            ['a version', () => validVersion('1.2.3')],
            ['the demo', () => demoLauncherFor({ DIALDESK_DEMO_PORT: '8080' }).start()],
          ];
        `,
      },
      outfile: join(dir, 'index.cjs'),
      sourcemap: false,
      logLevel: 'error',
    });
    for (const file of APART) await copyFile(join(DIST_MAIN, file), join(dir, file));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('requires each file apart when its feature is first used, and not before', async () => {
    const log = await runWithStandInElectron(`
      (async () => {
        const beside = () => required().filter((module) => module.startsWith('./'));
        const { steps } = require(${JSON.stringify(join(dir, 'index.cjs'))});
        const log = [['loaded', beside()]];
        for (const [step, run] of steps) {
          const answer = await run();
          log.push([step, beside(), answer]);
        }
        process.stdout.write(JSON.stringify(log));
      })();
    `);
    expect(log).toEqual([
      ['loaded', []],
      ['German', ['./catalog-de.cjs'], expect.objectContaining({ 'confirm.cancel': 'Abbrechen' })],
      ['German again', [], expect.objectContaining({ 'confirm.cancel': 'Abbrechen' })],
      ['English', [], expect.objectContaining({ 'confirm.cancel': 'Cancel' })],
      ['Portuguese', ['./catalog-pt-BR.cjs'], expect.any(Object)],
      ['a number', ['./libphonenumber.cjs'], true],
      ['another number', [], true],
      ['an XML reply', ['./fast-xml-parser.cjs'], { r: { a: '1' } }],
      ['a version', ['./semver.cjs'], '1.2.3'],
      ['the demo', ['./demo-system.cjs'], expect.objectContaining({ pbxKey: 'demo-pbx-key' })],
    ]);
  });
});

describe('the same modules run by tsx', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dialdesk-main-sources-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('require the sources of what main keeps apart', async () => {
    const source = (path: string) => JSON.stringify(pathToFileURL(join(ROOT, path)).href);
    const script = join(dir, 'probe.mts');
    await writeFile(
      script,
      `
        const { catalogOf } = await import(${source('main/i18n/catalogs.ts')});
        const { parsePhoneNumberFromString } = await import(${source('main/numbers/phone-library.ts')});
        const { parseDataBody } = await import(${source('main/api/response.ts')});
        const { isNewer } = await import(${source('main/updates/versions.ts')});
        const xml = { status: 200, contentType: 'text/xml', header: () => null, body: Buffer.from('<a>007</a>') };
        const ctx = { operation: 'probe', secrets: [], timeoutMs: 1000, maxBodyBytes: 1000, redirectMessage: '' };
        process.stdout.write(JSON.stringify([
          catalogOf('de')['confirm.cancel'],
          parsePhoneNumberFromString('+12015550123')?.isValid(),
          parseDataBody(xml, ctx),
          isNewer('1.2.4', '1.2.3'),
        ]));
      `,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
    });
    expect(JSON.parse(stdout)).toEqual(['Abbrechen', true, { a: '007' }, true]);
  });
});

describe("the thread that keys an import's numbers, built beside index.cjs", () => {
  const worker = join(DIST_MAIN, 'number-keys-worker.cjs');

  it('requires libphonenumber.cjs beside it rather than holding a copy', async () => {
    const built = await readFile(worker, 'utf8');
    expect(built).toContain('require("./libphonenumber.cjs")');
    expect(built).not.toContain('parsePhoneNumberWithError');
  });

  it("answers numberKey's keys, started as main starts it", async () => {
    const request: KeyRequest = {
      batch: 7,
      rule: { defaultRegion: 'DE', ownExtension: '21' },
      texts: ['030 1234567', '+1 (212) 555-0123', '21', 'Durchwahl', 'tel:+49-30-1234567;ext=89'],
      claim: newClaim(),
    };
    const thread = new Worker(worker);
    try {
      const answer = await new Promise((resolve, reject) => {
        thread.once('message', resolve);
        thread.once('error', reject);
        thread.postMessage(request);
      });
      expect(answer).toEqual({ batch: 7, keys: request.texts.map((text) => numberKey(text, request.rule)) });
    } finally {
      await thread.terminate();
    }
  });
});

// What loading the main bundle costs at start-up, for `npm run bench`: the time Node takes to require
// dist/main/index.cjs (read, parse, compile, run every bundled module's top level), as shipped (minified)
// and as built before (the same bundle unminified), each in a fresh process as at an app start.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { mainBundle } from './main-bundle.mjs';

const execFileAsync = promisify(execFile);

/**
 * Node code that defines `electron`: a stand-in answering every property with itself and every call with
 * undefined, for a child process that loads main's bundles without Electron (also
 * test/packaging/main-bundle.test.ts).
 */
export const STAND_IN_ELECTRON = `
const electron = new Proxy(function () {}, {
  get: (_target, key) => (key === 'then' ? undefined : electron),
  apply: () => undefined,
});`;

// Runs in the child. The stand-in `electron` answers every property with itself and every call with
// undefined: the bundle's top level runs as in Electron, and since requestSingleInstanceLock() is then
// falsy it quits instead of starting the app, so only loading is timed. keytar and koffi load lazily, and
// so do the files main keeps apart (scripts/main-bundle.mjs), which are not built here: a bundle that
// required one as it loads would fail here.
const LOADER = `
const Module = require('node:module');
${STAND_IN_ELECTRON}
const load = Module._load;
Module._load = function (request, ...rest) {
  return request === 'electron' ? electron : load.call(this, request, ...rest);
};
const wall = process.hrtime.bigint();
const cpu = process.cpuUsage();
require(process.argv[1]);
const { user, system } = process.cpuUsage(cpu);
const wallMs = Number(process.hrtime.bigint() - wall) / 1e6;
process.stdout.write(JSON.stringify({ cpuMs: (user + system) / 1000, wallMs }));
process.exit(0);
`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Builds both variants into a temporary folder and requires each `runs` times, alternating so that
 * machine noise falls on both alike. Returns { minified, unminified }, each { bytes, cpuMs, wallMs }
 * (medians). CPU time (user + system) is the steadier figure on a busy machine; wall time is what a
 * user waits on an idle one.
 */
export async function measureMainLoad(runs) {
  const dir = await mkdtemp(join(tmpdir(), 'dialdesk-main-load-'));
  try {
    const variants = {
      minified: { ...mainBundle, sourcemap: false, outfile: join(dir, 'minified', 'index.cjs') },
      unminified: {
        ...mainBundle,
        minify: false,
        sourcemap: false,
        outfile: join(dir, 'unminified', 'index.cjs'),
      },
    };
    const samples = { minified: [], unminified: [] };
    for (const options of Object.values(variants)) await build(options);
    for (let run = 0; run < runs; run++) {
      for (const [name, options] of Object.entries(variants)) {
        const { stdout } = await execFileAsync(process.execPath, ['-e', LOADER, options.outfile]);
        samples[name].push(JSON.parse(stdout));
      }
    }
    const result = {};
    for (const [name, options] of Object.entries(variants)) {
      result[name] = {
        bytes: (await stat(options.outfile)).size,
        cpuMs: median(samples[name].map((sample) => sample.cpuMs)),
        wallMs: median(samples[name].map((sample) => sample.wallMs)),
      };
    }
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Builds the three targets: main and preload with esbuild (Node/Electron bundles), the renderer with Vite.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { apartBundles, mainBundle, numberKeysWorkerBundle, shared } from './main-bundle.mjs';

await esbuild(mainBundle);
await esbuild(numberKeysWorkerBundle);
// What main requires on first use, beside index.cjs.
await Promise.all(apartBundles.map((bundle) => esbuild(bundle)));
// A sandboxed preload must be one self-contained file: only `electron` may stay external.
await esbuild({
  ...shared,
  entryPoints: ['preload/index.ts'],
  outfile: 'dist/preload/index.cjs',
  external: ['electron'],
});
await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
console.log('built dist/main, dist/preload, dist/renderer');

// Builds the three targets: main and preload with esbuild (Node/Electron bundles), the renderer with Vite.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
};

await esbuild({
  ...shared,
  entryPoints: ['main/index.ts'],
  outfile: 'dist/main/index.cjs',
  // keytar is a native module and electron is provided by the runtime: neither can be bundled.
  external: ['electron', 'keytar'],
});
// A sandboxed preload must be one self-contained file: only `electron` may stay external.
await esbuild({
  ...shared,
  entryPoints: ['preload/index.ts'],
  outfile: 'dist/preload/index.cjs',
  external: ['electron'],
});
await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
console.log('built dist/main, dist/preload, dist/renderer');

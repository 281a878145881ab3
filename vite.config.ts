import { defineConfig } from 'vite';

// The renderer only: main and preload are bundled by esbuild in scripts/build.mjs. The stores use
// zustand/vanilla with a small Preact hook (renderer/stores/use-store.ts), so no React alias is needed:
// zustand's React hook through preact/compat measured 3.8 KB gzipped more.
export default defineConfig({
  root: 'renderer',
  base: './',
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    modulePreload: { polyfill: false },
  },
});

import { defineConfig } from 'vite';

// The renderer only: main and preload are bundled by esbuild in scripts/build.mjs.
export default defineConfig({
  root: 'renderer',
  base: './',
  resolve: {
    // zustand's hook imports React; preact/compat provides the same hooks at a fraction of the size.
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    modulePreload: { polyfill: false },
  },
});

// esbuild options for the main and preload bundles, shared by the build and the bench (which builds main
// unminified as well, to show what minifying saves at start-up).
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

export const mainBundle = {
  ...shared,
  entryPoints: ['main/index.ts'],
  outfile: 'dist/main/index.cjs',
  // Main is parsed on every start before the first window: minified it is a third of the size.
  minify: true,
  // Error classes report this.constructor.name (main/api/errors.ts): minifying must not rename them.
  keepNames: true,
  // keytar and koffi are native modules (shipped in node_modules, see electron-builder.yml) and electron
  // is provided by the runtime: none of them can be bundled.
  external: ['electron', 'keytar', 'koffi'],
};

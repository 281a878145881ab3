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

/**
 * electron-updater, its YAML reader and its file helpers are a quarter of main's code and serve only when
 * an update is downloaded, minutes after the start at the earliest: main asks for them from a bundle of
 * their own (updaterBundle), so that starting does not compile them. The dynamic import in
 * main/shell/update-setup.ts becomes a require of ./electron-updater.cjs beside index.cjs (a require, not
 * an import(): from inside app.asar, CommonJS loading is the one Electron has always served).
 */
const updaterApart = {
  name: 'electron-updater-apart',
  setup(build) {
    build.onResolve({ filter: /^electron-updater$/ }, () => ({
      path: './electron-updater.cjs',
      external: true,
    }));
  },
};

export const updaterBundle = {
  ...shared,
  entryPoints: ['electron-updater'],
  outfile: 'dist/main/electron-updater.cjs',
  minify: true,
  keepNames: true,
  external: ['electron'],
};

export const mainBundle = {
  ...shared,
  entryPoints: ['main/index.ts'],
  outfile: 'dist/main/index.cjs',
  plugins: [updaterApart],
  // import() of a module outside the bundle (electron-updater, keytar) as require().
  supported: { 'dynamic-import': false },
  // Main is parsed on every start before the first window: minified it is a third of the size.
  minify: true,
  // Error classes report this.constructor.name (main/api/errors.ts): minifying must not rename them.
  keepNames: true,
  // keytar and koffi are native modules (shipped in node_modules, see electron-builder.yml) and electron
  // is provided by the runtime: none of them can be bundled.
  external: ['electron', 'keytar', 'koffi'],
};

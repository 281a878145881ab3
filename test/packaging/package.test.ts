// Packages the built app (dist/, from `npm run build`) the way `npm run dist` does, with the project's
// electron-builder.yml, and checks what ships. Nothing is downloaded: Electron is a stub distribution made
// here (a file carrying the fuse sentinel and wire, where the real binary has them), the target is `dir`
// (no installer tools), native modules are not rebuilt, and every download URL electron-builder could use
// points at a closed loopback port. Linux and macOS are both packed; installers themselves (deb, AppImage,
// dmg, NSIS) need tools this cannot fetch, so their desktop entries are asked of electron-builder's own
// targets by test/packaging/after-pack.cjs. Linux is packed twice: as `npm run dist` packs it without an
// update address, and with one (scripts/update-address.ts) for a beta version, so that both builds' update
// files are read, as the installed app reads them.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, type Stats } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { type FuseConfig, FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { FileMatcher } from 'app-builder-lib/out/fileMatcher';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppUpdateConfig } from '../../main/updates/app-update-config';
import { publishChoice } from '../../scripts/update-address';
import { closedPortUrl } from '../support/closed-port';
import { type AsarIndex, readAsarIndex } from './asar-index';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILDER_CLI = join(ROOT, 'node_modules', 'electron-builder', 'cli.js');
const AFTER_PACK_HOOK = join(import.meta.dirname, 'after-pack.cjs');
const ASAR_BUDGET_BYTES = 5_000_000;
// electron-builder refuses macOS builds on Windows; elsewhere it packs one from the stub.
const CAN_PACK_MAC = process.platform !== 'win32';

// @electron/fuses finds the wire right after this marker in the Electron binary (its constants.js
// SENTINEL, which the package does not export).
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const { ENABLE, DISABLE } = FuseState;
type Wire = Record<FuseV1Options, FuseState>;
/** In wire order: each fuse as a stock Electron binary arrives, and as electron-builder.yml must leave it. */
const FUSES: [FuseV1Options, stock: FuseState, packaged: FuseState][] = [
  [FuseV1Options.RunAsNode, ENABLE, DISABLE],
  [FuseV1Options.EnableCookieEncryption, DISABLE, ENABLE],
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable, ENABLE, DISABLE],
  [FuseV1Options.EnableNodeCliInspectArguments, ENABLE, DISABLE],
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation, DISABLE, ENABLE],
  [FuseV1Options.OnlyLoadAppFromAsar, DISABLE, ENABLE],
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot, DISABLE, DISABLE], // not configured: left alone
  [FuseV1Options.GrantFileProtocolExtraPrivileges, ENABLE, DISABLE],
  [FuseV1Options.WasmTrapHandlers, ENABLE, ENABLE], // not configured: left alone
];
const STOCK_WIRE = Object.fromEntries(FUSES.map(([fuse, stock]) => [fuse, stock])) as Wire;
const PACKAGED_WIRE = Object.fromEntries(FUSES.map(([fuse, , packaged]) => [fuse, packaged])) as Wire;

/** The address a release builder gives `npm run dist` in the build with an address (none resolves). */
const UPDATE_FOLDER = 'https://updates.example.invalid/dialdesk/desktop/';

/** The icons main/shell/app-paths.ts loads at run time (the @2x variants Electron picks up beside them). */
const RUNTIME_ICONS = [
  'assets/icon-256.png',
  'assets/icon.png',
  'assets/tray.png',
  'assets/tray@2x.png',
  'assets/trayTemplate.png',
  'assets/trayTemplate@2x.png',
];
/** Never in the package: build-time files, and libraries main, preload or renderer bundle. */
const FORBIDDEN = [
  { what: 'source maps', pattern: /\.map$/ },
  { what: 'TypeScript sources and declarations', pattern: /\.(ts|tsx|mts|cts)$/ },
  {
    what: 'C/C++ sources and build files',
    pattern: /\.(c|cc|cpp|h|hh|inc|gyp|gypi|def|mk)$|CMakeLists\.txt$/,
  },
  { what: 'tests, docs and vendored headers', pattern: /(^|\/)(test|tests|__tests__|doc|docs|vendor)\// },
  {
    // At any depth: a package two dependents need at two versions is nested under one or both of them
    // (node-addon-api: keytar's 4, policy-watcher's 8).
    what: 'bundled or install-time packages',
    pattern:
      /(^|\/)node_modules\/(zod|libphonenumber-js|fast-xml-parser|preact|zustand|prebuild-install|node-abi|node-addon-api|tar-fs|tar-stream)\//,
  },
];
/**
 * What a native module loads at run time of its own dependencies: these ship with it. Its other
 * dependencies (node-addon-api's headers, prebuild-install and its helpers) are for building it only.
 */
const RUNTIME_DEPENDENCIES: Record<string, string[]> = {
  // Its index.js: require('bindings')('vscode-policy-watcher'), which finds build/Release/*.node.
  '@vscode/policy-watcher': ['bindings'],
  // bindings turns the stack's file:// addresses into paths with it.
  bindings: ['file-uri-to-path'],
};

const execFileAsync = promisify(execFile);

/** Every locale Chromium ships a file for in Electron 45, as the Linux and Windows locales/ folder names them. */
const CHROMIUM_LOCALES = (
  'af am ar bg bn ca cs da de el en-GB en-US es es-419 et fa fi fil fr gu he hi hr hu id it ja kn ko lt lv ' +
  'ml mr ms nb nl pl pt-BR pt-PT ro ru sk sl sr sv sw ta te th tr uk ur vi zh-CN zh-TW'
).split(' ');
/** The languages Dialdesk speaks, as Chromium's file names (preload/shared/i18n/languages.ts). */
const SPOKEN_LOCALES = ['de', 'en-US', 'es', 'fr', 'it', 'pt-BR'];
/** A locale as macOS names its .lproj folder: en-US is Electron's en.lproj, pt-BR is pt_BR.lproj. */
const lproj = (locale: string) => `${locale === 'en-US' ? 'en' : locale.replace('-', '_')}.lproj`;

function fuseBinary(wire: Wire): Buffer {
  const states = FUSES.map(([fuse]) => wire[fuse]);
  return Buffer.concat([
    Buffer.from('stub Electron binary for the packaging test\0'),
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([1, states.length, ...states]), // fuse wire version 1, its length, one byte per fuse
  ]);
}

/** An unpacked Electron for Linux as electron-builder copies it: just the `electron` executable. */
async function linuxElectronStub(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'electron'), fuseBinary(STOCK_WIRE));
  await chmod(join(dir, 'electron'), 0o755);
  await mkdir(join(dir, 'locales'));
  for (const locale of CHROMIUM_LOCALES) await writeFile(join(dir, 'locales', `${locale}.pak`), locale);
}

/** Electron.app with the parts electron-builder rewrites: Info.plist, the executables, the framework. */
async function macElectronStub(dir: string): Promise<void> {
  const contents = join(dir, 'Electron.app', 'Contents');
  const files: Record<string, string | Buffer> = {
    'Info.plist': `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>CFBundleExecutable</key><string>Electron</string>
  <key>CFBundleIdentifier</key><string>com.github.Electron</string>
  <key>CFBundleName</key><string>Electron</string>
  <key>CFBundleIconFile</key><string>electron.icns</string>
</dict></plist>
`,
    'MacOS/Electron': 'stub',
    'Frameworks/Electron Helper.app/Contents/MacOS/Electron Helper': 'stub',
    'Frameworks/Electron Framework.framework/Electron Framework': fuseBinary(STOCK_WIRE),
    'Resources/.keep': '',
  };
  // Chromium's locales, in the app's and the framework's resources (electron-builder cleans both).
  for (const locale of CHROMIUM_LOCALES) {
    files[`Resources/${lproj(locale)}/locale.pak`] = locale;
    files[`Frameworks/Electron Framework.framework/Versions/A/Resources/${lproj(locale)}/locale.pak`] =
      locale;
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(contents, path)), { recursive: true });
    await writeFile(join(contents, path), content);
  }
}

/** assets/icon.png as a one-image .icns: converting it is done by a tool electron-builder downloads. */
async function icnsFromPng(png: string, icns: string): Promise<void> {
  const image = await readFile(png);
  const entry = Buffer.alloc(8);
  entry.write('ic09'); // the 512x512 slot, which takes PNG data
  entry.writeUInt32BE(8 + image.length, 4);
  const header = Buffer.alloc(8);
  header.write('icns');
  header.writeUInt32BE(16 + image.length, 4);
  await writeFile(icns, Buffer.concat([header, entry, image]));
}

/** Files below `dir`, as slash-separated paths relative to it (as in the asar index). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The package.json of the app (no name) or of an installed package. */
async function readManifest(name?: string): Promise<PackageJson> {
  const dir = name === undefined ? ROOT : join(ROOT, 'node_modules', name);
  return JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
}

/** `[Desktop Entry]` keys of a .desktop file. */
function desktopKeys(entry: string): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const line of entry.split('\n').slice(1)) {
    if (line.startsWith('[')) break;
    const at = line.indexOf('=');
    if (at > 0) keys[line.slice(0, at)] = line.slice(at + 1);
  }
  return keys;
}

function wireOf(config: FuseConfig<FuseState>): Wire {
  const { version: _version, ...fuses } = config;
  return fuses as Wire;
}

interface PackageJson {
  main?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

describe('the package electron-builder makes from electron-builder.yml', () => {
  let work: string;
  let cache: string;
  let linuxResources: string;
  /** The Linux package built with an update address, as version 1.4.0-beta.1. */
  let addressedResources: string;
  let macApp: string;
  let linux: AsarIndex;
  let mac: AsarIndex;
  let asarBytes: number;

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist', 'main', 'index.cjs'))) {
      throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
    }
    work = await mkdtemp(join(tmpdir(), 'dialdesk-packaging-'));
    cache = join(work, 'cache');
    await mkdir(cache);
    await linuxElectronStub(join(work, 'electron-linux'));
    await macElectronStub(join(work, 'electron-mac'));
    await icnsFromPng(join(ROOT, 'assets', 'icon.png'), join(work, 'icon.icns'));

    const nowhere = await closedPortUrl('/');
    const env = {
      ...process.env,
      // Where electron-builder and @electron/get keep downloads: checked to stay empty.
      ELECTRON_BUILDER_CACHE: cache,
      ELECTRON_CACHE: cache,
      // Any download is refused at once instead of reaching GitHub.
      ELECTRON_BUILDER_BINARIES_MIRROR: nowhere,
      ELECTRON_BUILDER_BINARIES_ALLOW_HTTP: 'true',
      ELECTRON_MIRROR: nowhere,
      HTTPS_PROXY: nowhere,
      HTTP_PROXY: nowhere,
      https_proxy: nowhere,
      http_proxy: nowhere,
      NO_PROXY: '',
      no_proxy: '',
      NODE_USE_ENV_PROXY: '1',
      CSC_IDENTITY_AUTO_DISCOVERY: 'false',
    };
    const pack = async (
      platform: '--linux' | '--mac',
      electronDist: string,
      extra: string[] = [],
      output = platform.slice(2),
    ) => {
      const args = [
        BUILDER_CLI,
        platform,
        'dir',
        '--x64',
        '--publish',
        'never',
        `-c.electronDist=${electronDist}`,
        '-c.npmRebuild=false',
        `-c.directories.output=${join(work, output)}`,
        `-c.afterPack=${AFTER_PACK_HOOK}`,
        ...extra,
      ];
      try {
        await execFileAsync(process.execPath, args, { cwd: ROOT, env, timeout: 120_000, maxBuffer: 1 << 24 });
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`electron-builder ${platform} dir failed:\n${stdout}\n${stderr}`);
      }
    };
    const withoutAddress = publishChoice({});
    const withAddress = publishChoice({ DIALDESK_UPDATE_URL: UPDATE_FOLDER });
    if ('problem' in withoutAddress || 'problem' in withAddress) throw new Error('publishChoice refused');
    await pack('--linux', join(work, 'electron-linux'), withoutAddress.args);
    // A prerelease version too: electron-builder then writes the build's channel beside the address.
    await pack(
      '--linux',
      join(work, 'electron-linux'),
      [...withAddress.args, '-c.extraMetadata.version=1.4.0-beta.1'],
      'linux-addressed',
    );
    if (CAN_PACK_MAC) {
      await pack('--mac', join(work, 'electron-mac'), [`-c.mac.icon=${join(work, 'icon.icns')}`]);
    }

    linuxResources = join(work, 'linux', 'linux-unpacked', 'resources');
    addressedResources = join(work, 'linux-addressed', 'linux-unpacked', 'resources');
    macApp = join(work, 'mac', 'mac', 'Dialdesk.app');
    linux = await readAsarIndex(join(linuxResources, 'app.asar'));
    if (CAN_PACK_MAC) mac = await readAsarIndex(join(macApp, 'Contents', 'Resources', 'app.asar'));
    asarBytes = (await stat(join(linuxResources, 'app.asar'))).size;
    console.info(
      `packaging: Linux app.asar is ${asarBytes.toLocaleString('en')} bytes, ${linux.files.length} files`,
    );
  }, 240_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('ships dist/ without source maps, the runtime icons and package.json, besides node_modules', async () => {
    const dist = (await filesUnder(join(ROOT, 'dist')))
      .filter((path) => !path.endsWith('.map'))
      .map((path) => `dist/${path}`);
    const app = linux.files.map((file) => file.path).filter((path) => !path.startsWith('node_modules/'));
    expect(app).toEqual([...dist, ...RUNTIME_ICONS, 'package.json'].sort((a, b) => a.localeCompare(b)));
    expect(app).toEqual(expect.arrayContaining(['dist/main/index.cjs', 'dist/preload/index.cjs']));
    expect(app.some((path) => /^dist\/renderer\/assets\/.+\.js$/.test(path))).toBe(true);
  });

  it('ships the native modules, and nothing else, from node_modules', async () => {
    const installed = (name: string) => existsSync(join(ROOT, 'node_modules', name, 'package.json'));
    const app = await readManifest();
    const runtime = Object.keys({ ...app.dependencies, ...app.optionalDependencies }).filter(installed);
    expect(runtime).toEqual(expect.arrayContaining(['keytar', '@vscode/policy-watcher']));
    // With what they load at run time, as their manifests still name it.
    for (let at = 0; at < runtime.length; at++) {
      const name = runtime[at] ?? '';
      const needs = RUNTIME_DEPENDENCIES[name] ?? [];
      expect(Object.keys((await readManifest(name)).dependencies ?? {}), name).toEqual(
        expect.arrayContaining(needs),
      );
      runtime.push(...needs.filter((need) => !runtime.includes(need)));
    }
    expect(runtime).toEqual(expect.arrayContaining(['bindings', 'file-uri-to-path']));
    // A native module's prebuilt binaries come as its optional dependencies, one package per OS and CPU.
    const binaries: string[] = [];
    for (const name of runtime) {
      binaries.push(...Object.keys((await readManifest(name)).optionalDependencies ?? {}).filter(installed));
    }
    const paths = linux.files.map((file) => file.path);
    const shipped = [
      ...new Set(paths.flatMap((path) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? [])),
    ];
    expect(shipped).toEqual(expect.arrayContaining(runtime));
    expect(shipped.filter((name) => !runtime.includes(name) && !binaries.includes(name))).toEqual([]);
    // Linux reads the selection without koffi: its Linux binaries stay out (electron-builder.yml).
    expect(shipped.filter((name) => name.startsWith('@koromix/koffi-linux-'))).toEqual([]);
    // Enough of each to load it: its package.json and its entry point.
    for (const name of runtime) {
      const main = posix.join('node_modules', name, (await readManifest(name)).main ?? 'index.js');
      expect(paths).toEqual(expect.arrayContaining([`node_modules/${name}/package.json`, main]));
    }
    expect(paths).toEqual(
      expect.arrayContaining([
        'node_modules/@vscode/policy-watcher/package.json',
        'node_modules/@vscode/policy-watcher/index.js',
        'node_modules/bindings/bindings.js',
        'node_modules/file-uri-to-path/index.js',
      ]),
    );
    // Nothing for building the native modules: no node-addon-api, at any depth (electron-builder nests
    // keytar's under it, npm nests policy-watcher's), nor policy-watcher's sources or binding.gyp. Its
    // binary, built by npm on Windows and macOS, is not in a Linux install.
    expect(paths.filter((path) => path.includes('node-addon-api'))).toEqual([]);
    expect(
      paths.filter((path) => path.startsWith('node_modules/@vscode/')).map((path) => path.split('/').at(-1)),
    ).toEqual(expect.not.arrayContaining(['binding.gyp', 'main.cc', 'PolicyWatcher.hh', 'index.d.ts']));
  });

  it("keeps of policy-watcher's build only build/Release/*.node, as electron-builder.yml's patterns select", () => {
    // Built (on Windows and macOS), the folder holds node-gyp's leftovers beside the binary. Linux leaves
    // it unbuilt, so the packed build cannot show this: electron-builder's own matcher is asked, with
    // the node_modules patterns it takes from electron-builder.yml (its excludes only).
    const config = load(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as { files: string[] };
    const matcher = new FileMatcher(ROOT, ROOT, (text: string) => text, [
      '**/*',
      ...config.files.filter((pattern) => pattern.startsWith('!')),
    ]);
    const filter = matcher.createFilter();
    const kept = (path: string, directory = false) =>
      filter(join(ROOT, path), { isDirectory: () => directory } as Stats);
    const watcher = 'node_modules/@vscode/policy-watcher';
    for (const path of [
      `${watcher}/package.json`,
      `${watcher}/index.js`,
      `${watcher}/build/Release/vscode-policy-watcher.node`,
      'node_modules/bindings/bindings.js',
      'node_modules/file-uri-to-path/index.js',
    ]) {
      expect(kept(path), path).toBe(true);
    }
    expect(kept(`${watcher}/build`, true)).toBe(true);
    expect(kept(`${watcher}/build/Release`, true)).toBe(true);
    for (const path of [
      `${watcher}/binding.gyp`,
      `${watcher}/src/main.cc`,
      `${watcher}/src/macos/PolicyWatcher.cc`,
      `${watcher}/node_modules/node-addon-api/napi.h`,
      `${watcher}/build/Makefile`,
      `${watcher}/build/config.gypi`,
      `${watcher}/build/vscode-policy-watcher.vcxproj`,
      `${watcher}/build/Release/obj.target/vscode-policy-watcher/src/main.o`,
      `${watcher}/build/Release/.deps/Release/vscode-policy-watcher.node.d`,
      `${watcher}/build/Release/vscode-policy-watcher.pdb`,
      `${watcher}/build/Release/vscode-policy-watcher.exp`,
      'node_modules/file-uri-to-path/test/test.js',
      'node_modules/node-addon-api/napi.h',
      'node_modules/keytar/node_modules/node-addon-api/napi.h',
      'node_modules/@vscode/other-package/index.js',
    ]) {
      expect(kept(path), path).toBe(false);
    }
    expect(kept(`${watcher}/build/Release/obj.target`, true)).toBe(false);
  });

  it("unpacks policy-watcher's binary from app.asar, and packs a macOS .pkg for administrators", async () => {
    const config = load(await readFile(join(ROOT, 'electron-builder.yml'), 'utf8')) as {
      asarUnpack: string[];
      mac: { target: string[] };
      pkg: { artifactName?: string; installLocation?: string; isRelocatable?: boolean };
    };
    expect(config.asarUnpack).toContain('**/node_modules/@vscode/policy-watcher/**/*.node');
    expect(config.mac.target).toEqual(expect.arrayContaining(['dmg', 'zip', 'pkg']));
    expect(config.pkg).toMatchObject({ installLocation: '/Applications', isRelocatable: false });
    expect(config.pkg.artifactName).toMatch(/\$\{version\}.*\.\$\{ext\}$/);
  });

  it.skipIf(!CAN_PACK_MAC)('ships the same files in the macOS package', () => {
    expect(mac.files.map((file) => file.path)).toEqual(linux.files.map((file) => file.path));
  });

  it('ships no source maps, tests, sources or build-time packages', () => {
    for (const { what, pattern } of FORBIDDEN) {
      expect(
        linux.files.map((file) => file.path).filter((path) => pattern.test(path)),
        what,
      ).toEqual([]);
    }
  });

  it("unpacks every native module's .node file beside the archive, keytar's included", () => {
    const native = linux.files.filter((file) => file.path.endsWith('.node'));
    expect(native.map((file) => file.path)).toContain('node_modules/keytar/build/Release/keytar.node');
    for (const file of native) {
      expect(file.unpacked, file.path).toBe(true);
      expect(existsSync(join(linuxResources, 'app.asar.unpacked', file.path)), file.path).toBe(true);
    }
  });

  it(`keeps app.asar under ${ASAR_BUDGET_BYTES.toLocaleString('en')} bytes`, () => {
    expect(asarBytes).toBeLessThan(ASAR_BUDGET_BYTES);
  });

  it('flips the fuses in the Linux binary', async () => {
    expect(wireOf(await getCurrentFuseWire(join(linuxResources, '..', 'dialdesk')))).toEqual(PACKAGED_WIRE);
  });

  it.skipIf(!CAN_PACK_MAC)('flips the fuses in the macOS Electron framework', async () => {
    expect(wireOf(await getCurrentFuseWire(macApp))).toEqual(PACKAGED_WIRE);
  });

  it('writes a Linux desktop entry that opens tel:, callto: and sip: links', async () => {
    const entries: { fileName: string; deb: string; appImage: string } = JSON.parse(
      await readFile(join(work, 'linux', 'desktop-entries.json'), 'utf8'),
    );
    // package.json's desktopName, installed under the name README's `xdg-mime default` commands use. Less
    // .desktop it is the id Electron gives the window (Wayland app_id, X11 WM_CLASS) and the desktop portal,
    // which binds global hotkeys only for an id that names an installed .desktop file: appId.
    expect(entries.fileName).toBe('app.dialdesk.desktop.desktop');
    const links = 'x-scheme-handler/tel;x-scheme-handler/callto;x-scheme-handler/sip;';
    const deb = desktopKeys(entries.deb);
    expect(deb).toMatchObject({ Name: 'Dialdesk', Icon: 'dialdesk', MimeType: links, Categories: 'Office;' });
    // %U: the clicked link reaches the app as an argument (main/shell/launch-args.ts reads it).
    expect(deb.Exec).toBe('/opt/Dialdesk/dialdesk %U');
    // The same id, so that the desktop ties the windows to this entry under X11 too.
    expect(deb.StartupWMClass).toBe('app.dialdesk.desktop');
    const appImage = desktopKeys(entries.appImage);
    expect(appImage).toMatchObject({
      Name: 'Dialdesk',
      Icon: 'dialdesk',
      MimeType: links,
      StartupWMClass: 'app.dialdesk.desktop',
    });
    expect(appImage.Exec).toMatch(/^AppRun( .+)? %U$/);
  });

  it("keeps Chromium's locale files for the six languages Dialdesk speaks, and no others", async () => {
    const kept = await readdir(join(linuxResources, '..', 'locales'));
    expect(kept.sort()).toEqual(SPOKEN_LOCALES.map((locale) => `${locale}.pak`));
  });

  it.skipIf(!CAN_PACK_MAC)(
    'keeps the same six .lproj folders in the macOS app and its framework',
    async () => {
      const lprojIn = async (dir: string) =>
        (await readdir(join(macApp, 'Contents', dir))).filter((name) => name.endsWith('.lproj')).sort();
      const six = SPOKEN_LOCALES.map(lproj).sort();
      expect(await lprojIn('Resources')).toEqual(six);
      expect(await lprojIn('Frameworks/Electron Framework.framework/Versions/A/Resources')).toEqual(six);
      const plist = JSON.parse(await readFile(join(work, 'mac', 'Info.plist.json'), 'utf8'));
      expect(plist.CFBundleLocalizations).toEqual(['en', 'es', 'fr', 'de', 'pt-BR', 'it']);
    },
  );

  it('declares the six languages to the Windows installer and in the Linux menu entry', async () => {
    const config = load(await readFile(join(ROOT, 'electron-builder.yml'), 'utf8')) as {
      nsis: { installerLanguages: string[]; multiLanguageInstaller: boolean };
    };
    expect(config.nsis).toMatchObject({
      multiLanguageInstaller: true,
      installerLanguages: ['en_US', 'es_ES', 'fr_FR', 'de_DE', 'pt_BR', 'it_IT'],
    });
    const entries: { deb: string; appImage: string } = JSON.parse(
      await readFile(join(work, 'linux', 'desktop-entries.json'), 'utf8'),
    );
    for (const entry of [entries.deb, entries.appImage]) {
      const keys = desktopKeys(entry);
      for (const language of ['es', 'fr', 'de', 'pt_BR', 'it']) {
        expect(keys[`Comment[${language}]`], language).toMatch(/\S/);
        expect(keys[`Keywords[${language}]`], language).toMatch(/;tel;$/);
      }
    }
  });

  it.skipIf(!CAN_PACK_MAC)(
    'declares tel:, callto: and sip: in the macOS Info.plist, with the asar integrity hash',
    async () => {
      const plist = JSON.parse(await readFile(join(work, 'mac', 'Info.plist.json'), 'utf8'));
      expect(plist.CFBundleIdentifier).toBe('app.dialdesk.desktop');
      expect(plist.CFBundleURLTypes).toEqual([
        {
          CFBundleURLName: 'Phone number link',
          CFBundleTypeRole: 'Viewer',
          CFBundleURLSchemes: ['tel', 'callto', 'sip'],
        },
      ]);
      // With the integrity fuse on, macOS Electron refuses an archive whose header does not match.
      expect(plist.ElectronAsarIntegrity['Resources/app.asar']).toEqual({
        algorithm: 'SHA256',
        hash: mac.headerSha256,
      });
    },
  );

  it('names no update address: `publish: null` (left out, electron-builder would guess a GitHub publisher)', async () => {
    const text = await readFile(join(ROOT, 'electron-builder.yml'), 'utf8');
    const config = load(text) as Record<string, unknown>;
    expect(Object.hasOwn(config, 'publish')).toBe(true);
    expect(config.publish).toBeNull();
    // No address anywhere in the configuration, nor an ${env.…} macro (which fails when unset).
    expect(text.replace(/#.*$/gm, '')).not.toMatch(/https?:\/\/|\$\{env\./);
    const { scripts } = await readManifest();
    expect(scripts?.dist).toBe('tsx scripts/dist.ts');
  });

  it('ships no resources/app-update.yml in a build made without an update address', () => {
    expect(existsSync(join(linuxResources, 'app-update.yml'))).toBe(false);
  });

  it("ships resources/app-update.yml, electron-updater's pointer to the folder given at build time, with a beta's channel", async () => {
    const appUpdate = load(await readFile(join(addressedResources, 'app-update.yml'), 'utf8'));
    // Where electron-updater keeps downloads: ~/.cache/dialdesk-updater on Linux. The channel: the
    // version's prerelease tag (a stable version has none and follows latest*.yml). No publisherName:
    // electron-builder writes it for signed Windows builds only.
    expect(appUpdate).toEqual({
      provider: 'generic',
      url: UPDATE_FOLDER,
      channel: 'beta',
      updaterCacheDirName: 'dialdesk-updater',
    });
    // As the installed app reads it: the folder, the channel, and no publisher to require.
    expect(readAppUpdateConfig(addressedResources, (path) => readFileSync(path, 'utf8'))).toEqual({
      folder: new URL(UPDATE_FOLDER),
      channel: 'beta',
      publisherNamed: false,
    });
    // Outside app.asar: electron-updater reads it from process.resourcesPath.
    expect(linux.files.map((file) => file.path)).not.toContain('app-update.yml');
    // macOS writes it only for its dmg and zip targets, which need tools this test cannot fetch.
  });

  it('downloaded nothing', async () => {
    expect(await readdir(cache, { recursive: true })).toEqual([]);
  });
});

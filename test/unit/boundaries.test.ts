// The boundaries the tools enforce, proved by planting violations: a copy of biome.json in a temp folder
// lints planted files laid out as the tree is (biome's includes are relative to its config), and the
// renderer's TypeScript project compiles a planted file that reaches for Node. Each rule also has a
// control that must pass, so a check that refuses everything would fail here too.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');
const run = promisify(execFile);
/**
 * One compile reads TypeScript's and Node's declarations: 1–16 s alone, and once over 90 s beside the
 * whole suite on a loaded 2-core CI machine; a slow compile is not what these tests are about.
 */
const TSC_TIMEOUT_MS = 300_000;

/** Runs a tool, resolving to its exit code and output whether it failed or not. */
async function exitOf(command: string, args: string[], cwd: string) {
  try {
    const { stdout } = await run(join(BIN, command), args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, stdout };
  }
}

const IMPORT = {
  electron: "import { app } from 'electron';",
  electronMain: "import { app as main } from 'electron/main';",
  nodeFs: "import { readFileSync } from 'node:fs';",
  zod: "import { z } from 'zod';",
  main: "import { createCore } from '../main/core';",
  shared: "import { matchesCallKind } from './shared/call-filter';",
  rawRecord: "import { rawFields } from '../../preload/shared/raw-record';",
};
type Planted = keyof typeof IMPORT;

/** A path in the tree, what a file there imports, and which of those imports biome must refuse. */
const PLANTED: [string, Planted[], Planted[]][] = [
  ['main/voicemail/planted.ts', ['electron', 'nodeFs'], ['electron']],
  ['main/voicemail/planted-main.ts', ['electronMain'], ['electronMain']],
  ['main/core-planted.ts', ['electron'], ['electron']],
  ['main/shell/planted.ts', ['electron', 'electronMain', 'nodeFs'], []],
  ['main/index.ts', ['electron'], []],
  ['preload/index.ts', ['electron', 'zod', 'main'], ['zod', 'main']],
  ['preload/planted.ts', ['electron', 'zod'], ['electron', 'zod']],
  ['preload/contract.ts', ['shared'], ['shared']],
  ['preload/shared/planted.ts', ['nodeFs', 'main', 'zod'], ['nodeFs', 'main', 'zod']],
  ['renderer/planted.ts', ['nodeFs', 'electron', 'main'], ['nodeFs', 'electron', 'main']],
  ['renderer/views/planted.ts', ['shared'], []],
  // A record as the phone system sent it is read by "All fields" and the CSV's raw columns alone.
  ['renderer/views/planted-raw.ts', ['rawRecord'], ['rawRecord']],
  ['renderer/format/planted-raw.ts', ['rawRecord'], ['rawRecord']],
  ['main/shell/planted-raw.ts', ['rawRecord'], ['rawRecord']],
  ['main/history/planted-raw.ts', ['rawRecord'], ['rawRecord']],
  ['preload/shared/planted-raw.ts', ['rawRecord'], ['rawRecord']],
  ['renderer/format/fields.ts', ['rawRecord'], []],
  ['main/export/csv.ts', ['rawRecord'], []],
];

describe('biome refuses imports across the boundaries, anywhere in the tree', () => {
  let dir = '';
  const refused = new Map<string, number>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dialdesk-boundaries-'));
    await copyFile(join(ROOT, 'biome.json'), join(dir, 'biome.json'));
    for (const [path, imports] of PLANTED) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      const names = imports.map((what) => IMPORT[what].match(/\{ (?:\w+ as )?(\w+) \}/)?.[1]);
      await writeFile(
        join(dir, path),
        `${imports.map((what) => IMPORT[what]).join('\n')}\nexport const planted = [${names.join(', ')}];\n`,
      );
    }
    const { stdout } = await exitOf('biome', ['lint', '--reporter=json', '--max-diagnostics=200', '.'], dir);
    const report = JSON.parse(stdout) as { diagnostics: { category: string; location: { path: string } }[] };
    for (const { category, location } of report.diagnostics) {
      if (category === 'lint/style/noRestrictedImports')
        refused.set(location.path, (refused.get(location.path) ?? 0) + 1);
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(PLANTED)('%s importing %j: refused %j', (path, _imports, refuse) => {
    expect(refused.get(path) ?? 0).toBe(refuse.length);
  });
});

describe('no view reads a field of a record as the phone system sent it', () => {
  let dir = '';
  const contract = join(ROOT, 'preload', 'contract.ts');
  /** Both planted views compiled in one run (one tsc start, not two), its diagnostics by file. */
  const diagnostics = new Map<string, string[]>();
  let exitCode = 0;

  const VIEWS = {
    'planted-raw-read': [
      'export const name = (call: Call) => call.caller_id_name;',
      'export const kept = (call: Call) => call.raw.caller_id_name;',
      "export const indexed = (message: Voicemail) => message['message_length'];",
      'export const path = (recording: Recording) => recording.record_path;',
    ],
    'planted-canonical-read': [
      'export const name = (call: Call) => call.party.name ?? call.party.shown;',
      'export const length = (message: Voicemail) => message.lengthSeconds;',
      'export const said = (recording: Recording) => recording.transcription;',
    ],
  };

  /** Compiles the views with the contract's types, as the windows' project compiles them. */
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dialdesk-raw-fields-'));
    const imports = `import type { Call, Recording, Voicemail } from ${JSON.stringify(contract.replace(/\.ts$/, ''))};`;
    for (const [name, lines] of Object.entries(VIEWS))
      await writeFile(join(dir, `${name}.ts`), `${imports}\n${lines.join('\n')}\n`);
    const config = {
      extends: join(ROOT, 'tsconfig.dom.json'),
      compilerOptions: { noEmit: true, composite: false, emitDeclarationOnly: false, rootDir: '/' },
      files: Object.keys(VIEWS).map((name) => `${name}.ts`),
      include: [],
      references: [],
    };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(config));
    const { code, stdout } = await exitOf('tsc', ['-p', dir, '--pretty', 'false'], dir);
    exitCode = code;
    // An indented line goes on with the diagnostic above it.
    let file = 'elsewhere';
    for (const line of stdout.split('\n').filter(Boolean)) {
      if (!/^\s/.test(line)) file = /^([\w-]+)\.ts\(/.exec(line)?.[1] ?? 'elsewhere';
      diagnostics.set(file, [...(diagnostics.get(file) ?? []), line]);
    }
  }, TSC_TIMEOUT_MS);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a raw field of a call, a voicemail or a recording, or of the record kept beside it, fails to compile', () => {
    const said = (diagnostics.get('planted-raw-read') ?? []).join('\n');
    expect(exitCode).not.toBe(0);
    expect(said).toMatch(/Property 'caller_id_name' does not exist on type 'Call'/);
    expect(said).toMatch(/Property 'caller_id_name' does not exist on type 'RawRecord'/);
    expect(said).toMatch(/Property 'message_length' does not exist on type 'Voicemail'/);
    expect(said).toMatch(/Property 'record_path' does not exist on type 'Recording'/);
  });

  it('the canonical fields compile, and nothing else is refused', () => {
    expect(diagnostics.get('planted-canonical-read')).toBeUndefined();
    expect(diagnostics.get('elsewhere')).toBeUndefined();
    expect([...diagnostics.keys()]).toEqual(['planted-raw-read']);
  });
});

describe("the renderer's TypeScript project cannot see Node's types", () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dialdesk-dom-project-'));
    await writeFile(
      join(dir, 'planted.ts'),
      `${IMPORT.nodeFs}\nexport const read = readFileSync;\nexport const environment = process.env;\nexport const bytes = Buffer.from('x');\n`,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Compiles the planted file with one of the repository's projects (its settings, not its files). */
  async function compileWith(project: string) {
    const config = {
      extends: join(ROOT, project),
      compilerOptions: {
        noEmit: true,
        composite: false,
        emitDeclarationOnly: false,
        typeRoots: [join(ROOT, 'node_modules', '@types')],
      },
      files: ['planted.ts'],
      references: [],
    };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(config));
    return exitOf('tsc', ['-p', dir, '--pretty', 'false'], dir);
  }

  it(
    'a node:fs import, process and Buffer in the renderer fail to compile',
    async () => {
      const { code, stdout } = await compileWith('tsconfig.dom.json');
      expect(code).not.toBe(0);
      expect(stdout).toContain("Cannot find module 'node:fs'");
      expect(stdout).toMatch(/Cannot find name 'process'/);
      expect(stdout).toMatch(/Cannot find name 'Buffer'/);
    },
    TSC_TIMEOUT_MS,
  );

  it(
    'the same file compiles in the Node project',
    async () => {
      const { code, stdout } = await compileWith('tsconfig.json');
      expect(stdout).toBe('');
      expect(code).toBe(0);
    },
    TSC_TIMEOUT_MS,
  );
});

// Dead code behind exports: a function, class or constant a module of the app exports that no code of
// the app uses, in its own module or any other (tests do not count: code kept only for a test is dead
// code). Reads both TypeScript projects with the TypeScript API and resolves every identifier, through
// imports and re-exports, to the declaration it names. Types are left out: they describe signatures.
//   npx tsx scripts/dead-exports.ts        lists them, one per line; exits 1 when there is any
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');

/** Where the app's code lives: its exports are checked. */
const APP = /^(main|preload|renderer)\//;
/** What counts as a use: the app's code and the project's tools (npm run dev, the bench), not tests. */
const USERS = /^(main|preload|renderer|scripts)\//;
/** Modules nothing imports by name: the processes' and windows' entry points, the demo's command line. */
const ENTRY_POINTS = new Set([
  'main/index.ts',
  'preload/index.ts',
  'renderer/main.tsx',
  'renderer/app-main.tsx',
  'renderer/confirm-main.tsx',
  'renderer/quick-dial-main.tsx',
  'main/demo/cli.ts',
]);

export interface DeadExport {
  file: string;
  name: string;
}

function program(): ts.Program {
  const configFile = ts.findConfigFile(ROOT, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) throw new Error('no tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  // The renderer and the shared code are a referenced project: read them as sources here.
  const renderer = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(ROOT, 'tsconfig.dom.json'), ts.sys.readFile).config,
    ts.sys,
    ROOT,
  );
  const options = { ...parsed.options, composite: false, noEmit: true };
  return ts.createProgram({ rootNames: [...parsed.fileNames, ...renderer.fileNames], options });
}

export function findDeadExports(): DeadExport[] {
  const built = program();
  const checker = built.getTypeChecker();
  const sources = built.getSourceFiles().filter((file) => !file.isDeclarationFile);
  const appFiles = sources.filter((file) => APP.test(relative(ROOT, file.fileName)));
  const userFiles = sources.filter((file) => USERS.test(relative(ROOT, file.fileName)));
  const original = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

  // Every declaration the app's code mentions anywhere but in its own declaration.
  const used = new Set<ts.Symbol>();
  for (const file of userFiles) {
    ts.forEachChild(file, function visit(node) {
      if (ts.isIdentifier(node)) {
        // `{ de }` names the property it declares; the value it reads is the variable of that name.
        const symbol = ts.isShorthandPropertyAssignment(node.parent)
          ? checker.getShorthandAssignmentValueSymbol(node.parent)
          : checker.getSymbolAtLocation(node);
        const declaredHere = symbol?.declarations?.some(
          (declaration) => (declaration as ts.NamedDeclaration).name === node,
        );
        if (symbol && !declaredHere) used.add(original(symbol));
        if (symbol && ts.isExportSpecifier(node.parent)) used.add(symbol); // a re-export is no use of its own
      }
      ts.forEachChild(node, visit);
    });
  }

  const dead: DeadExport[] = [];
  for (const file of appFiles) {
    const path = relative(ROOT, file.fileName);
    const module = checker.getSymbolAtLocation(file);
    if (!module || ENTRY_POINTS.has(path)) continue;
    for (const symbol of checker.getExportsOfModule(module)) {
      const target = original(symbol);
      // Types describe signatures (an options interface, a result type) and cost nothing at run time.
      if (!(target.flags & ts.SymbolFlags.Value)) continue;
      if (!used.has(target)) dead.push({ file: path, name: symbol.name });
    }
  }
  return dead;
}

if (import.meta.filename === process.argv[1]) {
  const dead = findDeadExports();
  for (const { file, name } of dead) console.log(`${file}: ${name}`);
  process.exit(dead.length > 0 ? 1 : 0);
}

// What `npm run dist` runs, in order, decided before anything runs: with an update address that is not
// one, nothing at all (scripts/update-address.ts says why); otherwise keytar rebuilt for Electron
// (install-app-deps, here only), the app built, and electron-builder packaging it with the address, or
// without one. `--publish never`: uploading release/ is a separate, deliberate step (README, Updates).
import { join } from 'node:path';
import { publishChoice } from './update-address';

const root = join(import.meta.dirname, '..');
const builder = join(root, 'node_modules', 'electron-builder', 'cli.js');
const build = join(root, 'scripts', 'build.mjs');

export type DistPlan =
  /** said: one line for the person building; commands: Node scripts and their arguments, in order. */
  { said: string; commands: [script: string, ...args: string[]][] } | { problem: string };

/** `extraArgs`: what follows `npm run dist --`, for electron-builder (`--arm64`). */
export function distPlan(env: NodeJS.ProcessEnv, extraArgs: string[]): DistPlan {
  const choice = publishChoice(env);
  if ('problem' in choice) return choice;
  return {
    said: choice.said,
    commands: [
      [builder, 'install-app-deps'],
      [build],
      [builder, '--publish', 'never', ...choice.args, ...extraArgs],
    ],
  };
}

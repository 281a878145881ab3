// Where the electron package put its binary, found as its own index.js finds it (dist/ + path.txt, or
// ELECTRON_OVERRIDE_DIST_PATH) but without index.js's fallback of downloading it: npm start and the
// Electron smoke tests say in one line that it is missing instead.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Electron binary under `root`'s node_modules, or null when it was never downloaded. */
export function electronBinary(root) {
  const pathFile = join(root, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return null;
  const name = readFileSync(pathFile, 'utf8').trim();
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? join(override, name) : join(root, 'node_modules', 'electron', 'dist', name);
  return existsSync(binary) ? binary : null;
}

/** The one sentence npm start prints when there is no binary: what happened, what to do, what else works. */
export const NO_ELECTRON =
  "Electron's binary is not installed here (it is downloaded from Electron's server when the electron package installs, and that did not happen): run `node node_modules/electron/install.js` where that server is reachable, or work on the app without Electron with `npm run dev`.";

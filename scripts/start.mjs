// npm start, after the build: the app in Electron, or, where Electron's binary was never downloaded, one
// plain sentence saying so and offering npm run dev, instead of the electron package's stack trace.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { electronBinary, NO_ELECTRON } from './electron-binary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const binary = electronBinary(root);
if (binary === null) {
  console.error(NO_ELECTRON);
  process.exit(1);
}
const child = spawn(binary, [root, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

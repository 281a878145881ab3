// A bench part run in a process of its own, so that what it measures (RSS, the event loop) is its own and
// not the bench's: `node [nodeFlags] --import tsx <script> <args>`, which prints its figures as JSON on the
// last line of its output.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** Runs `script` with `args` in a new Node process and returns the JSON of its last output line. */
export async function figuresOfOwnProcess<T>(
  script: string,
  args: string[],
  nodeFlags: string[] = [],
): Promise<T> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '') as T;
}

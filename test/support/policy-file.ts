// An organisation's Linux policy file for a test, in a folder of the test's own that only its user may
// write (the test trusts that user as the app trusts root), written as configuration tools write it: a
// new file renamed over the old.
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linuxPolicySource, type PolicySource } from '../../main/policies/policy-sources';

export interface PolicyFile {
  /** The file the source reads (the harness's `policyFile`). */
  path: string;
  /** Puts these policies in force (or, with `mode` 0o666, a file the app must refuse). */
  write(policies: Record<string, unknown>, mode?: number): Promise<void>;
  /** Puts this text there as it is: a damaged file. */
  writeText(text: string, mode?: number): Promise<void>;
  /** The app's Linux source on this file, trusting this test's user in root's place. */
  source(): PolicySource;
  remove(): Promise<void>;
}

export async function createPolicyFile(): Promise<PolicyFile> {
  const work = await mkdtemp(join(tmpdir(), 'dialdesk-policies-'));
  const folder = join(work, 'etc');
  await mkdir(folder);
  // Made so whatever the umask: neither the folder nor the file may be written by group or others.
  for (const each of [work, folder]) await chmod(each, 0o755);
  const path = join(folder, 'policies.json');
  const writeText = async (text: string, mode = 0o644) => {
    const staged = join(folder, '.policies.json.new');
    await writeFile(staged, text);
    await chmod(staged, mode);
    await rename(staged, path);
  };
  return {
    path,
    write: (policies, mode) => writeText(JSON.stringify(policies, null, 2), mode),
    writeText,
    source: () => linuxPolicySource(path, { owner: process.getuid?.() ?? 0 }),
    remove: () => rm(work, { recursive: true, force: true }),
  };
}

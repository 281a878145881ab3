// Linux's policies: one JSON file an administrator (or Ansible, Puppet, a .deb of the company's own)
// puts at /etc/dialdesk/policies.json. Policies lock settings, so a file anyone but root could have
// written is not the administrator's: it is refused with the reason, as is one that is damaged or larger
// than any real set of policies, never read in part.
import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Phrase } from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import { readTextWithin } from '../storage/bounded-read';
import { describeStorageCause, fsErrorCode } from '../storage/storage-error';

export const LINUX_POLICY_FILE = '/etc/dialdesk/policies.json';

/** Far above any real set of policies (twenty accounts take a few KB): beyond is damage or an attack. */
export const MAX_POLICY_FILE_BYTES = 1024 * 1024;

export type PolicyFileReading =
  | { kind: 'missing' }
  | { kind: 'read'; raw: Record<string, unknown> }
  | { kind: 'refused'; reason: Phrase };

/**
 * Who alone may write the file and its folder: root (0) in the app. A test of this machine names its own
 * user, which is the only way to trust another: the packaged app always passes 0.
 */
export interface PolicyFileTrust {
  owner: number;
}

const isMissing = (error: unknown) => {
  const code = fsErrorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** A file that vanished as it was read is no file; any other failure refuses it, saying why. */
const failed = (path: string, error: unknown): PolicyFileReading =>
  isMissing(error)
    ? { kind: 'missing' }
    : {
        kind: 'refused',
        reason: phrase('policies.file.unreadable', { path, cause: describeStorageCause(error) }),
      };

/** Why someone other than the trusted owner could change this file or folder, or null. */
function writableByOthers(path: string, stats: Stats, trust: PolicyFileTrust): Phrase | null {
  if (stats.uid !== trust.owner) return phrase('policies.file.notOwned', { path });
  // Group or others may write: anyone in the group, or anyone at all, could change the policies.
  if ((stats.mode & 0o022) !== 0) return phrase('policies.file.writable', { path });
  return null;
}

/**
 * The file's policies, or why they are refused, or 'missing' when there is no file (no policies). The file
 * (or a symlink's target), its folder and the target's folder must be written by the trusted owner alone.
 */
export async function readPolicyFile(path: string, trust: PolicyFileTrust): Promise<PolicyFileReading> {
  let target: string;
  try {
    target = await realpath(path);
    const checked = [dirname(path), dirname(target), target];
    for (const each of new Set(checked)) {
      const problem = writableByOthers(each, await stat(each), trust);
      if (problem) return { kind: 'refused', reason: problem };
    }
    if (!(await stat(target)).isFile())
      return { kind: 'refused', reason: phrase('policies.file.notFile', { path }) };
  } catch (error) {
    return failed(path, error);
  }
  let text: string;
  try {
    const read = await readTextWithin(target, MAX_POLICY_FILE_BYTES);
    if (read.kind === 'too-large') {
      return { kind: 'refused', reason: phrase('policies.file.tooLarge', { path, max: '1 MB' }) };
    }
    text = read.text;
  } catch (error) {
    return failed(path, error);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { kind: 'refused', reason: phrase('policies.file.notJson', { path }) };
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return { kind: 'refused', reason: phrase('policies.file.notObject', { path }) };
  }
  return { kind: 'read', raw: document as Record<string, unknown> };
}

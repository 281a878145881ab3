// Where policies are read: the Linux file on a real disk (its owner and permissions checked, replaced by
// rename while watched, damaged, too large), and the Windows and macOS reader through
// @vscode/policy-watcher's own interface, with a fake of its watcher.
import { chmod, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_POLICY_FILE_BYTES, readPolicyFile } from '../../main/policies/linux-policy-file';
import { POLICIES, POLICY_NAMES } from '../../main/policies/policy-schema';
import {
  type CreateWatcher,
  linuxPolicySource,
  MAC_POLICY_DOMAIN,
  nativePolicySource,
  type SourceReading,
  WINDOWS_POLICY_KEY,
} from '../../main/policies/policy-sources';
import { policySourceFor } from '../../main/shell/policy-source';
import { say } from '../../preload/shared/i18n/phrase';

// The files are this test's own: its user stands in for root, the only owner the app trusts.
const trust = { owner: process.getuid?.() ?? 0 };

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialdesk-policies-'));
  await chmod(dir, 0o755);
  file = join(dir, 'etc-dialdesk', 'policies.json');
  await mkdir(join(dir, 'etc-dialdesk'), { mode: 0o755 });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writePolicies(path: string, policies: unknown, mode = 0o644) {
  await writeFile(path, typeof policies === 'string' ? policies : JSON.stringify(policies));
  await chmod(path, mode);
}

const reasonOf = (reading: Awaited<ReturnType<typeof readPolicyFile>>) =>
  reading.kind === 'refused' ? say(reading.reason) : reading.kind;

describe('the Linux policy file', () => {
  it('is read when only its owner may write it and its folder', async () => {
    await writePolicies(file, { Language: 'de' });
    expect(await readPolicyFile(file, trust)).toEqual({ kind: 'read', raw: { Language: 'de' } });
  });

  it('is no policies at all when it is not there', async () => {
    expect(await readPolicyFile(file, trust)).toEqual({ kind: 'missing' });
    expect(await readPolicyFile(join(dir, 'none', 'policies.json'), trust)).toEqual({ kind: 'missing' });
  });

  it('is refused when others could write it, its folder, or the target of its symlink', async () => {
    await writePolicies(file, { Language: 'de' }, 0o666);
    expect(reasonOf(await readPolicyFile(file, trust))).toMatch(/can be written by others than root/);
    await chmod(file, 0o664);
    expect(reasonOf(await readPolicyFile(file, trust))).toMatch(/can be written by others than root/);

    await chmod(file, 0o644);
    await chmod(join(dir, 'etc-dialdesk'), 0o777);
    expect(reasonOf(await readPolicyFile(file, trust))).toContain(join(dir, 'etc-dialdesk'));
    await chmod(join(dir, 'etc-dialdesk'), 0o755);

    // A symlink to a file in a folder anyone may write: whoever writes there sets the policies.
    await rm(file);
    await mkdir(join(dir, 'open'), { mode: 0o777 });
    await chmod(join(dir, 'open'), 0o777);
    await writePolicies(join(dir, 'open', 'target.json'), { Language: 'de' });
    await symlink(join(dir, 'open', 'target.json'), file);
    expect(reasonOf(await readPolicyFile(file, trust))).toContain(join(dir, 'open'));
  });

  it('is refused when another user owns it', async () => {
    await writePolicies(file, { Language: 'de' });
    expect(reasonOf(await readPolicyFile(file, { owner: trust.owner + 1 }))).toMatch(/not owned by root/);
  });

  it('is refused whole when it is damaged, not an object, or larger than 1 MB', async () => {
    await writePolicies(file, '{"Language": "de",');
    expect(reasonOf(await readPolicyFile(file, trust))).toMatch(/not valid JSON/);
    await writePolicies(file, '["Language"]');
    expect(reasonOf(await readPolicyFile(file, trust))).toMatch(/one JSON object/);
    await writePolicies(file, JSON.stringify({ Language: 'de', padding: 'x'.repeat(MAX_POLICY_FILE_BYTES) }));
    expect(reasonOf(await readPolicyFile(file, trust))).toMatch(/larger than 1 MB/);
  });
});

/** Each reading the source tells of, and a way to wait for the next. */
function readings() {
  const seen: SourceReading[] = [];
  let wake: (() => void) | null = null;
  return {
    seen,
    onChange: (reading: SourceReading) => {
      seen.push(reading);
      wake?.();
    },
    next: (count: number) =>
      new Promise<SourceReading>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`no reading ${count} within 5 s`)), 5000);
        const check = () => {
          const reading = seen[count - 1];
          if (!reading) return;
          clearTimeout(timeout);
          wake = null;
          resolve(reading);
        };
        wake = check;
        check();
      }),
  };
}

describe('the Linux policy source', () => {
  it('applies a file replaced by rename while it runs, and keeps the last good set past a bad one', async () => {
    await writePolicies(file, { Language: 'de' });
    const source = linuxPolicySource(file, trust);
    const told = readings();
    try {
      expect(await source.start(told.onChange)).toEqual({ raw: { Language: 'de' }, problem: null });

      // As Ansible and dpkg write it: a new file beside, renamed over the old one.
      await writePolicies(join(dir, 'etc-dialdesk', '.policies.json.tmp'), { Language: 'fr' });
      await rename(join(dir, 'etc-dialdesk', '.policies.json.tmp'), file);
      expect(await told.next(1)).toEqual({ raw: { Language: 'fr' }, problem: null });

      await writePolicies(join(dir, 'etc-dialdesk', '.policies.json.tmp'), '{"Language": ');
      await rename(join(dir, 'etc-dialdesk', '.policies.json.tmp'), file);
      const damaged = await told.next(2);
      expect(damaged.raw).toEqual({ Language: 'fr' });
      expect(damaged.problem && say(damaged.problem)).toMatch(/not valid JSON/);

      await chmod(file, 0o666);
      await writePolicies(file, { Language: 'it' }, 0o666);
      const unsafe = await told.next(3);
      expect(unsafe.raw).toEqual({ Language: 'fr' });
      expect(unsafe.problem && say(unsafe.problem)).toMatch(/can be written by others/);

      await rm(file);
      expect((await told.next(4)).raw).toEqual({});
    } finally {
      source.close();
    }
  });

  it('starts with no policies, then reads the folder and file once they are made', async () => {
    await rm(join(dir, 'etc-dialdesk'), { recursive: true });
    const source = linuxPolicySource(file, trust);
    const told = readings();
    try {
      expect(await source.start(told.onChange)).toEqual({ raw: {}, problem: null });
      await mkdir(join(dir, 'etc-dialdesk'), { mode: 0o755 });
      await chmod(join(dir, 'etc-dialdesk'), 0o755);
      await told.next(1);
      await writePolicies(file, { StartAtLogin: true });
      await expect.poll(() => told.seen.at(-1)?.raw, { timeout: 5000 }).toEqual({ StartAtLogin: true });
    } finally {
      source.close();
    }
  });
});

/** A fake of @vscode/policy-watcher's createWatcher: what it was asked for, and a way to change values. */
function fakeWatcher() {
  const asked: {
    product: string;
    policies: Parameters<CreateWatcher>[1];
    options?: Parameters<CreateWatcher>[3];
  }[] = [];
  let report: ((update: Record<string, string | number | boolean | undefined>) => void) | null = null;
  let disposed = false;
  const createWatcher: CreateWatcher = (product, policies, onDidChange, options) => {
    asked.push({ product, policies, options });
    report = onDidChange as typeof report;
    return {
      dispose: () => {
        disposed = true;
      },
    };
  };
  return {
    createWatcher,
    asked,
    report: (update: Record<string, string | number | boolean | undefined>) => report?.(update),
    disposed: () => disposed,
  };
}

describe('the Windows and macOS policy source', () => {
  it.each([
    ['win32', 'Dialdesk'],
    ['darwin', MAC_POLICY_DOMAIN],
  ] as const)(
    'on %s asks the watcher for every policy of the schema, structured ones as text',
    async (platform, product) => {
      const fake = fakeWatcher();
      const source = nativePolicySource(platform, fake.createWatcher);
      const started = source.start(() => undefined);
      fake.report({ Language: 'de', AllowOwnAccounts: false, VoicemailCheckMinutes: 5 });
      expect(await started).toEqual({
        raw: { Language: 'de', AllowOwnAccounts: false, VoicemailCheckMinutes: 5 },
        problem: null,
      });
      const [{ product: asked, policies, options }] = fake.asked as [(typeof fake.asked)[number]];
      expect(asked).toBe(product);
      expect(options).toEqual({ registryPath: WINDOWS_POLICY_KEY });
      expect(Object.keys(policies).sort()).toEqual([...POLICY_NAMES].sort());
      for (const name of POLICY_NAMES) {
        const { kind } = POLICIES[name];
        expect(policies[name], name).toEqual({ type: kind === 'json' ? 'string' : kind });
      }
      source.close();
      expect(fake.disposed()).toBe(true);
    },
  );

  it('tells of each change after the first reading, a removed value as gone', async () => {
    const fake = fakeWatcher();
    const source = nativePolicySource('win32', fake.createWatcher);
    const seen: SourceReading[] = [];
    const started = source.start((reading) => seen.push(reading));
    fake.report({ Language: 'de', StartAtLogin: true });
    await started;
    fake.report({ Language: undefined, QuickDialHotkey: 'Control+Alt+K' });
    expect(seen).toEqual([{ raw: { StartAtLogin: true, QuickDialHotkey: 'Control+Alt+K' }, problem: null }]);
    source.close();
  });
});

/** Whether @vscode/policy-watcher's native part is built on this machine (npm builds it on Windows and macOS only). */
const readerLoads = (() => {
  try {
    createRequire(import.meta.url)('@vscode/policy-watcher');
    return true;
  } catch {
    return false;
  }
})();

describe("the shell's choice of source", () => {
  it('reads the one fixed Linux file, root its only trusted owner', () => {
    expect(policySourceFor('linux')?.where).toBe('/etc/dialdesk/policies.json');
  });

  // Where npm built the reader (a Windows or macOS machine), it loads: this case is the Linux machine's.
  it.skipIf(readerLoads).each(['win32', 'darwin'] as const)(
    'on %s says the policies could not be read where the reader cannot load (it is not built here)',
    async (platform) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const source = policySourceFor(platform);
        expect(source?.where).toBe(
          platform === 'win32'
            ? `HKLM\\${WINDOWS_POLICY_KEY}, HKCU\\${WINDOWS_POLICY_KEY}`
            : MAC_POLICY_DOMAIN,
        );
        const reading = await source?.start(() => undefined);
        expect(reading?.raw).toEqual({});
        expect(reading?.problem && say(reading.problem)).toMatch(/policy reader is missing/);
        expect(errors).toHaveBeenCalledOnce();
      } finally {
        errors.mockRestore();
      }
    },
  );
});

// Where this computer's policies come from, read now and watched, so that a change applies without a
// restart: Windows' registry and macOS's managed preferences through @vscode/policy-watcher (VS Code's own
// reader, which tells of each change as Group Policy refreshes or a profile is installed or removed), and
// Linux's file, whose folder is watched because configuration tools replace a file by renaming a new one
// over it.
import { type FSWatcher, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Phrase } from '../../preload/contract';
import { type PolicyFileTrust, readPolicyFile } from './linux-policy-file';
import { POLICIES, POLICY_NAMES } from './policy-schema';

/** What a source holds now: its values as stored, and why it could not be read, if it could not. */
export interface SourceReading {
  raw: Readonly<Record<string, unknown>>;
  /** The source as a whole was refused (an unsafe or damaged file): the values are the last good ones. */
  problem: Phrase | null;
}

export interface PolicySource {
  /** Where the policies are read, as an administrator names it. */
  where: string;
  /** Reads the policies, then tells of each change until closed. */
  start(onChange: (reading: SourceReading) => void): Promise<SourceReading>;
  close(): void;
}

/** How long after the last event in the folder the file is read: a rename comes with several. */
const SETTLE_MS = 100;

/**
 * The Linux file. A refused file (unsafe, damaged, too large) leaves the last good policies in force
 * while the app runs; a removed file removes them.
 */
export function linuxPolicySource(path: string, trust: PolicyFileTrust): PolicySource {
  let lastGood: Readonly<Record<string, unknown>> = {};
  let watcher: FSWatcher | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const read = async (): Promise<SourceReading> => {
    const reading = await readPolicyFile(path, trust);
    if (reading.kind === 'refused') return { raw: lastGood, problem: reading.reason };
    lastGood = reading.kind === 'read' ? reading.raw : {};
    return { raw: lastGood, problem: null };
  };

  const tryWatch = (at: string, onName: (name: string | null) => void, onGone: () => void): boolean => {
    try {
      watcher = watch(at, { persistent: false }, (_event, name) => onName(name));
      watcher.on('error', onGone);
      return true;
    } catch {
      return false;
    }
  };

  /** Watches the file's folder; while there is none, its parent, for the folder to appear. */
  const watchFolder = (onEvent: () => void): void => {
    watcher?.close();
    if (closed) return;
    const folder = dirname(path);
    // A removed folder ends its watch with an error: from then on its parent is watched.
    const gone = () => {
      watchFolder(onEvent);
      onEvent();
    };
    if (tryWatch(folder, onEvent, gone)) return;
    tryWatch(
      dirname(folder),
      (name) => {
        if (name === basename(folder)) gone();
      },
      () => undefined,
    );
  };

  return {
    where: path,
    async start(onChange) {
      const first = await read();
      watchFolder(() => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          if (!closed) void read().then((reading) => closed || onChange(reading));
        }, SETTLE_MS);
      });
      return first;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      watcher?.close();
    },
  };
}

/** @vscode/policy-watcher's interface (its index.d.ts), which the shell hands in on Windows and macOS. */
export type CreateWatcher = typeof import('@vscode/policy-watcher').createWatcher;

/** The registry key under HKLM, then HKCU, value by value, machine first (the watcher reads both). */
export const WINDOWS_POLICY_KEY = 'Software\\Policies\\Dialdesk';
/** The bundle id whose managed (forced) preferences a configuration profile sets. */
export const MAC_POLICY_DOMAIN = 'app.dialdesk.desktop';

/** How long the first reading may take before the app starts without policies (then they apply as read). */
const FIRST_READING_MS = 5000;

/** Each policy as the watcher reads it: structured values are JSON text in the registry and profiles. */
const watchedPolicies = Object.fromEntries(
  POLICY_NAMES.map((name) => {
    const { kind } = POLICIES[name];
    return [name, { type: kind === 'json' ? 'string' : kind }];
  }),
) as Record<string, { type: 'string' | 'number' | 'boolean' }>;

/** Where Windows and macOS keep the policies, as an administrator names it. */
export const nativePolicyWhere = (platform: 'win32' | 'darwin'): string =>
  platform === 'win32' ? `HKLM\\${WINDOWS_POLICY_KEY}, HKCU\\${WINDOWS_POLICY_KEY}` : MAC_POLICY_DOMAIN;

/**
 * Windows and macOS, through the watcher: it reports every policy once, then each change (a value
 * removed comes as undefined).
 */
export function nativePolicySource(platform: 'win32' | 'darwin', createWatcher: CreateWatcher): PolicySource {
  const values: Record<string, unknown> = {};
  let watcher: { dispose(): void } | null = null;
  return {
    where: nativePolicyWhere(platform),
    start(onChange) {
      return new Promise((resolve) => {
        let first = true;
        const settle = () => {
          if (!first) return;
          first = false;
          resolve({ raw: { ...values }, problem: null });
        };
        const timeout = setTimeout(settle, FIRST_READING_MS);
        watcher = createWatcher(
          platform === 'win32' ? 'Dialdesk' : MAC_POLICY_DOMAIN,
          watchedPolicies,
          (update) => {
            for (const [name, value] of Object.entries(update)) {
              if (value === undefined) delete values[name];
              else values[name] = value;
            }
            if (first) {
              clearTimeout(timeout);
              settle();
            } else {
              onChange({ raw: { ...values }, problem: null });
            }
          },
          { registryPath: WINDOWS_POLICY_KEY },
        );
      });
    },
    close() {
      watcher?.dispose();
    },
  };
}

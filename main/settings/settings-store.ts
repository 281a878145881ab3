import { join } from 'node:path';
import { t } from '../../preload/shared/i18n/translate';
import { SettingsValidationError } from '../errors/invalid-fields';
import { writeFileAtomic } from '../storage/atomic-write';
import { type JsonObject, setAside } from '../storage/json-file';
import { createSerialQueue } from '../storage/serial-queue';
import { describeStorageCause } from '../storage/storage-error';
import { overlaySections } from './overlay';
import { salvageSettings } from './salvage';
import {
  defaultSettings,
  SETTINGS_VERSION,
  type Settings,
  type SettingsPatch,
  settingsPatchSchema,
  settingsSchema,
} from './schema';
import { readSettingsFile } from './settings-file';

export const SETTINGS_FILE_NAME = 'settings.json';

// Only this user may read the settings: they say which phone account this machine acts for.
const FILE_MODE = 0o600;

/** A sentence made in the language in use when it is asked for. */
export type Sentence = () => string;

export interface LoadResult {
  settings: Settings;
  /**
   * A sentence for the user when the file had to be repaired or replaced, else null: made when asked, so
   * that it speaks the language the repaired settings choose (and any chosen later).
   */
  warning: Sentence | null;
  /**
   * 1 when the file was written before saved accounts (by this app before the upgrade, or by an older
   * Dialdesk running beside it since): its account has to be taken into the list. Null otherwise.
   */
  upgradedFrom: number | null;
}

export interface SettingsStore {
  load(): Promise<LoadResult>;
  /** The current settings; only after load() has resolved. */
  get(): Settings;
  /** Applies `patch` on top of the current settings, validates, saves, then notifies listeners. */
  update(patch: SettingsPatch): Promise<Settings>;
  /** Called after every successful update(); returns an unsubscribe function. */
  onChange(listener: (settings: Settings) => void): () => void;
}

interface Loaded {
  settings: Settings;
  /** What the file held that this version does not know (a newer Dialdesk's settings): saved again as it was. */
  kept: JsonObject;
  /** The version that wrote the file; a newer one's number is kept on save, so it does not see a downgrade. */
  fileVersion: number;
}

/** How many dropped keys a warning names; the copy of the original keeps them all. */
const NAMED_DROPPED_KEYS = 5;

function droppedKeysSentence(keys: readonly string[]): string {
  const named = keys.slice(0, NAMED_DROPPED_KEYS).join(', ');
  const more = keys.length - NAMED_DROPPED_KEYS;
  return more > 0
    ? t('settingsFile.keysDroppedMore', { keys: named, count: more })
    : t('settingsFile.keysDropped', { keys: named });
}

const FRESH = { kept: {}, fileVersion: SETTINGS_VERSION };

export function createSettingsStore({ dataDir }: { dataDir: string }): SettingsStore {
  const path = join(dataDir, SETTINGS_FILE_NAME);
  const listeners = new Set<(settings: Settings) => void>();
  let loaded: Loaded | undefined;
  // Loads and updates run one at a time, in call order, so each update applies on top of the previous one.
  const enqueue = createSerialQueue();

  function current(): Loaded {
    if (!loaded) throw new Error('Settings are not loaded yet: call load() first.');
    return loaded;
  }

  /**
   * Writes the settings over what the file held that this version does not know: a newer Dialdesk
   * running on the same profile keeps its own settings and its version number.
   */
  async function save(state: Loaded): Promise<void> {
    const document = {
      ...overlaySections(state.kept, state.settings),
      version: Math.max(state.fileVersion, SETTINGS_VERSION),
    };
    // The data folder is made where it is missing (a first start in a new folder, one removed since).
    await writeFileAtomic(path, `${JSON.stringify(document, null, 2)}\n`, FILE_MODE, { createFolder: true });
  }

  /** Moves the unusable file aside and starts from defaults; `problem` says why, and that it did. */
  async function startOver(problem: Sentence): Promise<Loaded & { warning: Sentence }> {
    let kept: Sentence;
    try {
      const aside = await setAside(path, 'move');
      kept = () => t('settingsFile.movedAside', { path: aside });
    } catch (error) {
      kept = () => t('settingsFile.notMovedAside', { cause: describeStorageCause(error), path });
    }
    return { settings: defaultSettings(), ...FRESH, warning: () => `${problem()} ${kept()}` };
  }

  /** Keeps the valid fields of a stored object and what it does not know, resets the rest, saves the result. */
  async function repair(document: JsonObject): Promise<Loaded & { warning: Sentence | null }> {
    const { settings, resetFields, kept, dropped, fileVersion } = salvageSettings(document);
    const state = { settings, kept, fileVersion };
    if (resetFields.length === 0 && dropped.length === 0) return { ...state, warning: null };

    const problems = () =>
      [
        resetFields.length > 0 ? t('settingsFile.fieldsReset', { fields: resetFields.join(', ') }) : null,
        dropped.length > 0 ? droppedKeysSentence(dropped) : null,
      ]
        .filter((sentence) => sentence !== null)
        .join(' ');
    let backup: string;
    try {
      backup = await setAside(path, 'copy');
    } catch (error) {
      // Rewriting the file without a copy would lose the original, so it is left as it is for now.
      const cause = describeStorageCause(error);
      return { ...state, warning: () => `${problems()} ${t('settingsFile.notCopied', { path, cause })}` };
    }
    try {
      await save(state);
    } catch {
      // The repaired settings are in use either way, the original is safe in the copy, and the next
      // update() writes the file again (and reports a failure to its caller).
    }
    return { ...state, warning: () => `${problems()} ${t('settingsFile.copyKept', { path: backup })}` };
  }

  async function readAndRecover(): Promise<Loaded & { warning: Sentence | null }> {
    const contents = await readSettingsFile(path);
    switch (contents.kind) {
      case 'missing':
        return { settings: defaultSettings(), ...FRESH, warning: null };
      case 'unreadable':
        return startOver(() => t('settingsFile.unreadable', { reason: contents.reason }));
      case 'not-json':
        return startOver(() => t('settingsFile.notJson'));
      case 'too-large':
        return startOver(() => t('settingsFile.tooLarge'));
      case 'not-object':
        return startOver(() => t('settingsFile.notObject'));
      case 'object':
        return repair(contents.document);
    }
  }

  function notify(settings: Settings): void {
    for (const listener of listeners) {
      try {
        listener(settings);
      } catch (error) {
        // The update has already been saved; one faulty listener must neither hide that nor starve the others.
        console.error('A settings listener failed:', error);
      }
    }
  }

  return {
    load: () =>
      enqueue(async () => {
        const { warning, ...state } = await readAndRecover();
        loaded = state;
        const upgradedFrom = state.fileVersion < SETTINGS_VERSION ? state.fileVersion : null;
        return { settings: state.settings, warning, upgradedFrom };
      }),

    get: () => current().settings,

    update: (patch) =>
      enqueue(async () => {
        const { settings, kept } = current();
        // Parsed even though it is typed: patches arrive over IPC from the renderer.
        const parsedPatch = settingsPatchSchema.safeParse(patch);
        if (!parsedPatch.success) throw new SettingsValidationError(parsedPatch.error.issues);
        const merged = settingsSchema.safeParse(overlaySections(settings, parsedPatch.data));
        if (!merged.success) throw new SettingsValidationError(merged.error.issues);

        // Saved as this version's from now on (with a newer one's number kept): nothing to upgrade again.
        const next = {
          settings: merged.data,
          kept,
          fileVersion: Math.max(current().fileVersion, SETTINGS_VERSION),
        };
        await save(next);
        loaded = next;
        notify(merged.data);
        return merged.data;
      }),

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { type JsonFileContents, readJsonFile } from '../storage/json-file';

/** Far larger than settings ever are (a few kB): such a file is damage, not settings, and is not read. */
export const MAX_SETTINGS_FILE_BYTES = 1_000_000;

/** Reads and parses the settings file, saying what is wrong with it rather than throwing. */
export const readSettingsFile = (path: string): Promise<JsonFileContents> =>
  readJsonFile(path, MAX_SETTINGS_FILE_BYTES);

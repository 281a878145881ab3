export { SettingsValidationError } from '../errors/invalid-fields';
export { createFirstRunRecord, FIRST_RUN_FILE_NAME } from './first-run';
export type { Settings, SettingsPatch } from './schema';
export { defaultSettings, isAccountConfigured, settingsPatchSchema, settingsSchema } from './schema';
export type { LoadResult, SettingsStore } from './settings-store';
export { createSettingsStore, SETTINGS_FILE_NAME } from './settings-store';

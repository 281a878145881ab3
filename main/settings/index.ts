export { SettingsValidationError } from './errors';
export type { Settings, SettingsPatch } from './schema';
export { defaultSettings, isAccountConfigured, settingsPatchSchema, settingsSchema } from './schema';
export type { LoadResult, SettingsStore } from './settings-store';
export { createSettingsStore, SETTINGS_FILE_NAME } from './settings-store';

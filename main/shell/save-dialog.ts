// The core asks where to save a file (audio, CSV, vCard); in the app the answer is a native save dialog.
import { join } from 'node:path';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';
import type { SaveRequest } from '../core';

/** The part of Electron's `dialog` used here. */
export interface SaveDialog {
  showSaveDialog(options: {
    title: string;
    defaultPath: string;
    filters: { name: string; extensions: string[] }[];
  }): Promise<{ canceled: boolean; filePath?: string }>;
}

/** Each kind's title and file types, as messages: said in the language in use when the dialog opens. */
const FILTERS = {
  audio: {
    title: 'dialog.saveAudioTitle',
    filters: [{ name: 'dialog.audioFiles', extensions: ['wav', 'mp3', 'ogg', 'audio'] }],
  },
  csv: { title: 'dialog.exportHistoryTitle', filters: [{ name: 'dialog.csvFiles', extensions: ['csv'] }] },
  vcard: {
    title: 'dialog.exportContactsTitle',
    filters: [{ name: 'dialog.vcardFiles', extensions: ['vcf'] }],
  },
  'contacts-csv': {
    title: 'dialog.exportContactsTitle',
    filters: [{ name: 'dialog.csvFiles', extensions: ['csv'] }],
  },
} as const satisfies Record<
  SaveRequest['kind'],
  { title: MessageKey; filters: readonly { name: MessageKey; extensions: readonly string[] }[] }
>;

export function chooseSavePathWithDialog(dialog: SaveDialog, folder: string) {
  return async ({ defaultName, kind }: SaveRequest): Promise<string | null> => {
    const { title, filters } = FILTERS[kind];
    const { canceled, filePath } = await dialog.showSaveDialog({
      title: t(title),
      defaultPath: join(folder, defaultName),
      filters: filters.map(({ name, extensions }) => ({ name: t(name), extensions: [...extensions] })),
    });
    return canceled || !filePath ? null : filePath;
  };
}

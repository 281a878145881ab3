// The core asks where to save a file (audio, CSV); in the app the answer is a native save dialog.
import { join } from 'node:path';
import type { SaveRequest } from '../core';

/** The part of Electron's `dialog` used here. */
export interface SaveDialog {
  showSaveDialog(options: {
    title: string;
    defaultPath: string;
    filters: { name: string; extensions: string[] }[];
  }): Promise<{ canceled: boolean; filePath?: string }>;
}

const FILTERS: Record<
  SaveRequest['kind'],
  { title: string; filters: { name: string; extensions: string[] }[] }
> = {
  audio: { title: 'Save audio', filters: [{ name: 'Audio', extensions: ['wav', 'mp3', 'ogg', 'audio'] }] },
  csv: { title: 'Export call history', filters: [{ name: 'CSV', extensions: ['csv'] }] },
};

export function chooseSavePathWithDialog(dialog: SaveDialog, folder: string) {
  return async ({ defaultName, kind }: SaveRequest): Promise<string | null> => {
    const { title, filters } = FILTERS[kind];
    const { canceled, filePath } = await dialog.showSaveDialog({
      title,
      defaultPath: join(folder, defaultName),
      filters,
    });
    return canceled || !filePath ? null : filePath;
  };
}

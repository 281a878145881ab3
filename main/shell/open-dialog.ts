// People → Import… asks which address books to read; in the app the answer is a native open dialog,
// where several files may be chosen at once (Outlook writes one vCard file per contact).
import type { OpenDialogOptions, OpenDialogReturnValue } from 'electron';
import { t, type WordKey } from '../../preload/shared/i18n/translate';

/** The part of Electron's `dialog` used here, in Electron's own types. */
export interface OpenDialog {
  showOpenDialog(options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
}

/**
 * The file types offered, first the one the dialog starts with: every address book Dialdesk reads, so
 * that a CSV from Outlook shows beside the .vcf files without a change of filter. The names are messages,
 * said in the language in use when the dialog opens.
 */
const FILTERS: readonly { name: WordKey; extensions: readonly string[] }[] = [
  { name: 'people.import.dialog.addressBooks', extensions: ['vcf', 'vcard', 'csv'] },
  // Named as the save dialog of People → Export names them.
  { name: 'dialog.vcardFiles', extensions: ['vcf', 'vcard'] },
  { name: 'dialog.csvFiles', extensions: ['csv'] },
  { name: 'people.import.dialog.allFiles', extensions: ['*'] },
];

export function chooseContactFilesWithDialog(dialog: OpenDialog, folder: string) {
  return async (): Promise<string[] | null> => {
    const { canceled, filePaths } = await dialog.showOpenDialog({
      title: t('people.import.dialog.title'),
      defaultPath: folder,
      properties: ['openFile', 'multiSelections'],
      filters: FILTERS.map(({ name, extensions }) => ({ name: t(name), extensions: [...extensions] })),
    });
    return canceled || filePaths.length === 0 ? null : filePaths;
  };
}

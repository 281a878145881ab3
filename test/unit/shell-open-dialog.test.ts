// People → Import…'s open dialog, with a fake of Electron's dialog typed by Electron's own declarations
// (OpenDialog is Electron's OpenDialogOptions and OpenDialogReturnValue): several files at once, every
// address book shown from the start, the words in the language in use, and a cancel answered as null.
import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf } from '../../main/i18n/catalogs';
import { chooseContactFilesWithDialog, type OpenDialog } from '../../main/shell/open-dialog';
import { de } from '../../preload/shared/i18n/catalogs/de';
import { useLanguage } from '../../preload/shared/i18n/translate';

type Asked = Parameters<OpenDialog['showOpenDialog']>[0];
type Answer = Awaited<ReturnType<OpenDialog['showOpenDialog']>>;

function fakeDialog(answer: Answer) {
  const asked: Asked[] = [];
  const dialog: OpenDialog = {
    showOpenDialog: async (options) => {
      asked.push(options);
      return answer;
    },
  };
  return { dialog, asked };
}

afterEach(() => useLanguage({ language: 'en', locale: 'en', catalog: null }));

describe('the open dialog of an import', () => {
  it('offers several files at once in the folder given, vCard and CSV files first, then all files', async () => {
    const chosen = ['/home/dana/Downloads/contacts.vcf', '/home/dana/Downloads/Outlook contacts.CSV'];
    const { dialog, asked } = fakeDialog({ canceled: false, filePaths: chosen });
    expect(await chooseContactFilesWithDialog(dialog, '/home/dana/Downloads')()).toEqual(chosen);
    expect(asked).toEqual([
      {
        title: 'Import contacts',
        defaultPath: '/home/dana/Downloads',
        properties: ['openFile', 'multiSelections'],
        filters: [
          { name: 'Address books (vCard, CSV)', extensions: ['vcf', 'vcard', 'csv'] },
          { name: 'vCard', extensions: ['vcf', 'vcard'] },
          { name: 'CSV', extensions: ['csv'] },
          { name: 'All files', extensions: ['*'] },
        ],
      },
    ]);
  });

  it('says its title and the file types in the language in use when it opens', async () => {
    const { dialog, asked } = fakeDialog({ canceled: false, filePaths: ['/tmp/a.vcf'] });
    const choose = chooseContactFilesWithDialog(dialog, '/tmp');
    useLanguage({ language: 'de', locale: 'de-DE', catalog: catalogOf('de') });
    await choose();
    expect(asked[0]?.title).toBe(de['people.import.dialog.title']);
    expect(asked[0]?.filters?.map((filter) => filter.name)).toEqual([
      de['people.import.dialog.addressBooks'],
      de['dialog.vcardFiles'],
      de['dialog.csvFiles'],
      de['people.import.dialog.allFiles'],
    ]);
  });

  it('answers null when the person cancels, or closes it with nothing chosen', async () => {
    expect(
      await chooseContactFilesWithDialog(fakeDialog({ canceled: true, filePaths: [] }).dialog, '/tmp')(),
    ).toBeNull();
    expect(
      await chooseContactFilesWithDialog(fakeDialog({ canceled: false, filePaths: [] }).dialog, '/tmp')(),
    ).toBeNull();
  });
});

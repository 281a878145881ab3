import { describe, expect, it } from 'vitest';
import { chooseSavePathWithDialog, type SaveDialog } from '../../main/shell/save-dialog';

function fakeDialog(answer: { canceled: boolean; filePath?: string }) {
  const asked: Parameters<SaveDialog['showSaveDialog']>[0][] = [];
  const dialog: SaveDialog = {
    showSaveDialog: async (options) => {
      asked.push(options);
      return answer;
    },
  };
  return { dialog, asked };
}

describe('save dialog', () => {
  it('offers the suggested name in the downloads folder, with a filter for the kind of file', async () => {
    const { dialog, asked } = fakeDialog({ canceled: false, filePath: '/home/dana/Music/vm.wav' });
    const choose = chooseSavePathWithDialog(dialog, '/home/dana/Downloads');
    expect(await choose({ defaultName: 'Voicemail 2026-11-21 1403 Dana.wav', kind: 'audio' })).toBe(
      '/home/dana/Music/vm.wav',
    );
    expect(asked).toEqual([
      {
        title: 'Save audio',
        defaultPath: '/home/dana/Downloads/Voicemail 2026-11-21 1403 Dana.wav',
        filters: [{ name: 'Audio', extensions: ['wav', 'mp3', 'ogg', 'audio'] }],
      },
    ]);
  });

  it('titles an export of contacts as such, with a vCard or CSV filter', async () => {
    const { dialog, asked } = fakeDialog({ canceled: false, filePath: '/home/dana/contacts.vcf' });
    const choose = chooseSavePathWithDialog(dialog, '/home/dana/Downloads');
    await choose({ defaultName: 'Contacts 2026-11-27.vcf', kind: 'vcard' });
    await choose({ defaultName: 'Contacts 2026-11-27.csv', kind: 'contacts-csv' });
    expect(asked.map(({ title, filters }) => ({ title, filters }))).toEqual([
      { title: 'Export contacts', filters: [{ name: 'vCard', extensions: ['vcf'] }] },
      { title: 'Export contacts', filters: [{ name: 'CSV', extensions: ['csv'] }] },
    ]);
  });

  it('answers null when the user cancels', async () => {
    const { dialog, asked } = fakeDialog({ canceled: true });
    expect(
      await chooseSavePathWithDialog(dialog, '/tmp')({ defaultName: 'Call history.csv', kind: 'csv' }),
    ).toBeNull();
    expect(asked[0]?.filters).toEqual([{ name: 'CSV', extensions: ['csv'] }]);
  });
});

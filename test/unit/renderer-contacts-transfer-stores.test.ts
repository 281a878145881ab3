// People's Import… and Export… stores against a fake main: a preview whose conflicts keep the person's
// version until they choose the file's, Import sent with those choices and refused while it would change
// nothing, Cancel while reading or at the preview (and an answer arriving after Cancel dropped), a refusal
// kept in words with the app back where it started, and an export's result, a closed save dialog, and
// Show in folder.
import { describe, expect, test } from 'vitest';
import type {
  ContactSummary,
  ContactsExported,
  ContactsImported,
  ContactsImportPreview,
  ImportChoices,
  IpcError,
  Result,
} from '../../preload/contract';
import { createContactsExportStore } from '../../renderer/stores/contacts-export';
import { createContactsImportStore, importChanges } from '../../renderer/stores/contacts-import';

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const refused = (error: IpcError): Result<never> => ({ ok: false, error });

const summary = (name: string, number: string): ContactSummary => ({
  name,
  company: '',
  note: '',
  numbers: [{ label: 'mobile', number }],
});

/** Two new contacts and three in conflict, two of them listed one by one. */
const PREVIEW: ContactsImportPreview = {
  id: 'preview-1',
  sources: [{ file: 'contacts.vcf', readAs: 'vCard 3.0', contacts: 5 }],
  counts: { new: 2, updated: 0, unchanged: 0, conflict: 3 },
  examples: { new: ['Zoë Hartley', 'Omar Reyes'], updated: [], unchanged: [], conflict: ['Dana Whitfield'] },
  conflicts: [
    { id: 'c1', mine: summary('Dana Whitfield', '555-0147'), theirs: summary('Dana Whitfield', '555-0100') },
    { id: 'c2', mine: summary('Sam Brooks', '555-0111'), theirs: summary('Samuel Brooks', '555-0111') },
  ],
  unreadable: [],
  unreadableCount: 0,
  notes: [],
};

/** Nothing new or updated: only the conflicts would change anything. */
const ONLY_CONFLICTS: ContactsImportPreview = {
  ...PREVIEW,
  counts: { new: 0, updated: 0, unchanged: 4, conflict: 3 },
};

const IMPORTED: ContactsImported = { added: 2, updated: 1, kept: 2, unchanged: 0 };

/** A fake main whose preview and import wait until the test answers them. */
function fakeImportApi() {
  const imports: { previewId: string; choices: ImportChoices }[] = [];
  let cancels = 0;
  let answerPreview: (reply: Result<ContactsImportPreview | null>) => void = () => {};
  let answerImport: (reply: Result<ContactsImported>) => void = () => {};
  const api = {
    previewContactsImport: () =>
      new Promise<Result<ContactsImportPreview | null>>((resolve) => {
        answerPreview = resolve;
      }),
    importContacts: (request: { previewId: string; choices: ImportChoices }) => {
      imports.push(request);
      return new Promise<Result<ContactsImported>>((resolve) => {
        answerImport = resolve;
      });
    },
    async cancelContactsImport(): Promise<Result<null>> {
      cancels += 1;
      return ok(null);
    },
  };
  return {
    api,
    imports,
    cancels: () => cancels,
    preview: (reply: Result<ContactsImportPreview | null>) => answerPreview(reply),
    imported: (reply: Result<ContactsImported>) => answerImport(reply),
  };
}

/** A store showing `preview`, as after the person chose files that main read. */
async function showing(preview: ContactsImportPreview) {
  const fake = fakeImportApi();
  const store = createContactsImportStore(fake.api);
  const reading = store.getState().start();
  fake.preview(ok(preview));
  await reading;
  return { fake, store };
}

describe('an import', () => {
  test('reads, then shows the preview with every listed conflict kept as the person has it', async () => {
    const fake = fakeImportApi();
    const store = createContactsImportStore(fake.api);
    const reading = store.getState().start();
    expect(store.getState().step).toEqual({ kind: 'reading', cancelling: false });
    fake.preview(ok(PREVIEW));
    await reading;
    expect(store.getState().step).toEqual({
      kind: 'preview',
      preview: PREVIEW,
      choices: { chosen: { c1: 'mine', c2: 'mine' }, others: 'mine' },
      importing: false,
      failure: null,
    });
  });

  test('imports with the choices made, one by one and for the others; then says what it did', async () => {
    const { fake, store } = await showing(PREVIEW);
    store.getState().choose('c2', 'file');
    store.getState().chooseOthers('file');
    const importing = store.getState().run();
    await store.getState().run(); // a second press while it runs sends nothing
    expect(fake.imports).toEqual([
      { previewId: 'preview-1', choices: { chosen: { c1: 'mine', c2: 'file' }, others: 'file' } },
    ]);
    // Choices are fixed once Import is pressed.
    store.getState().choose('c1', 'file');
    fake.imported(ok(IMPORTED));
    await importing;
    expect(store.getState()).toMatchObject({
      step: { kind: 'idle' },
      outcome: { kind: 'imported', imported: IMPORTED },
      returnFocus: true,
    });
  });

  test('a refused import keeps the preview and says why; nothing else changes', async () => {
    const { fake, store } = await showing(PREVIEW);
    const importing = store.getState().run();
    const error: IpcError = { code: 'internal', message: 'The contacts file is read-only.' };
    fake.imported(refused(error));
    await importing;
    expect(store.getState().step).toMatchObject({ kind: 'preview', importing: false, failure: error });
    expect(store.getState().outcome).toBeNull();
  });

  test('is not sent while it would change nothing: no new or updated contact, every conflict kept', async () => {
    const { fake, store } = await showing(ONLY_CONFLICTS);
    const step = () => store.getState().step as Parameters<typeof importChanges>[0];
    expect(importChanges(step())).toBe(false);
    await store.getState().run();
    expect(fake.imports).toEqual([]);
    // The file's version of a listed conflict changes something; so does the file's for the others,
    // which are there beyond the two listed.
    store.getState().choose('c1', 'file');
    expect(importChanges(step())).toBe(true);
    store.getState().choose('c1', 'mine');
    store.getState().chooseOthers('file');
    expect(importChanges(step())).toBe(true);
    // With no conflict beyond the listed ones, the choice for the others changes nothing.
    const listedOnly = { ...ONLY_CONFLICTS, counts: { ...ONLY_CONFLICTS.counts, conflict: 2 } };
    expect(importChanges({ preview: listedOnly, choices: { chosen: {}, others: 'file' } })).toBe(false);
  });

  test('Cancel at the preview forgets it in main and writes nothing', async () => {
    const { fake, store } = await showing(PREVIEW);
    await store.getState().cancel();
    expect(fake.cancels()).toBe(1);
    expect(fake.imports).toEqual([]);
    expect(store.getState()).toMatchObject({ step: { kind: 'idle' }, outcome: null, returnFocus: true });
  });

  test('Cancel while reading stops it once, and a preview answered after it is not shown', async () => {
    const fake = fakeImportApi();
    const store = createContactsImportStore(fake.api);
    const reading = store.getState().start();
    await store.getState().cancel();
    await store.getState().cancel();
    expect(fake.cancels()).toBe(1);
    expect(store.getState().step).toEqual({ kind: 'reading', cancelling: true });
    fake.preview(ok(PREVIEW));
    await reading;
    expect(store.getState()).toMatchObject({ step: { kind: 'idle' }, outcome: null });
  });

  test('files main refuses are said in its words; a closed dialog says nothing', async () => {
    const fake = fakeImportApi();
    const store = createContactsImportStore(fake.api);
    const error: IpcError = { code: 'invalid-argument', message: 'notes.zip is a compressed archive.' };
    let reading = store.getState().start();
    fake.preview(refused(error));
    await reading;
    expect(store.getState()).toMatchObject({
      step: { kind: 'idle' },
      outcome: { kind: 'refused', error },
      returnFocus: true,
    });
    store.getState().focusReturned();
    reading = store.getState().start();
    // A new import takes the last one's words away.
    expect(store.getState().outcome).toBeNull();
    fake.preview(ok(null));
    await reading;
    expect(store.getState()).toMatchObject({ step: { kind: 'idle' }, outcome: null, returnFocus: true });
  });
});

describe('an export', () => {
  function fakeExportApi(reply: Result<ContactsExported | null>) {
    const requests: unknown[] = [];
    const shown: string[] = [];
    const api = {
      async exportContacts(request: unknown) {
        requests.push(request);
        return reply;
      },
      async showInFolder({ path }: { path: string }): Promise<Result<null>> {
        shown.push(path);
        return path.startsWith('/gone')
          ? refused({ code: 'not-found', message: 'The file is no longer there.' })
          : ok(null);
      },
    };
    return { api, requests, shown };
  }

  test('writes the format chosen for the search listed, then says where, and shows it in its folder', async () => {
    const written = { path: '/home/dana/Contacts.csv', count: 3, notes: ['2 home numbers left out.'] };
    const fake = fakeExportApi(ok(written));
    const store = createContactsExportStore(fake.api);
    await store.getState().start('outlook-csv', 'dana');
    expect(fake.requests).toEqual([{ format: 'outlook-csv', text: 'dana' }]);
    expect(store.getState()).toMatchObject({
      running: false,
      outcome: { kind: 'written', exported: written },
    });
    await store.getState().showInFolder();
    expect(fake.shown).toEqual(['/home/dana/Contacts.csv']);
    expect(store.getState().folderError).toBeNull();
  });

  test('a closed save dialog says nothing; a failure, and a file gone from its folder, say why', async () => {
    const closed = createContactsExportStore(fakeExportApi(ok(null)).api);
    await closed.getState().start('vcard3', '');
    expect(closed.getState().outcome).toBeNull();

    const error: IpcError = { code: 'internal', message: 'The disk is full.' };
    const failed = createContactsExportStore(fakeExportApi(refused(error)).api);
    await failed.getState().start('vcard4', '');
    expect(failed.getState().outcome).toEqual({ kind: 'failed', error });

    const moved = createContactsExportStore(
      fakeExportApi(ok({ path: '/gone/x.vcf', count: 1, notes: [] })).api,
    );
    await moved.getState().start('vcard3', '');
    await moved.getState().showInFolder();
    expect(moved.getState().folderError?.message).toBe('The file is no longer there.');
    moved.getState().dismiss();
    expect(moved.getState()).toMatchObject({ outcome: null, folderError: null });
  });
});

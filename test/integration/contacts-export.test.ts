// People → Export through the real core and the same dispatcher as the IPC, the save dialog answering a
// temp folder: the file written where the person chose, readable by them alone, holding what People lists
// for the search; Cancel writes nothing; nothing to export is refused in words. Then the exporter on its
// own, for the day its clock gives the offered file name.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import vCard from 'vcf';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContactsExporter } from '../../main/contacts/export/exporter';
import { createContactsService } from '../../main/contacts/service';
import type { Core, SaveRequest } from '../../main/core';
import { type DemoServer, startDemoServer } from '../../main/demo/server';
import { createSavedFiles } from '../../main/files/saved-files';
import { createDispatcher, type Dispatch } from '../../main/ipc/dispatch';
import { createDemoLauncher } from '../../main/shell/demo-launcher';
import type { Contact, ContactDraft, ContactsExported } from '../../preload/contract';
import { value } from '../support/account-setup';
import { ACME } from '../support/acme-account';
import { createTestCore } from '../support/test-core';

const START = Date.UTC(2026, 10, 21, 14, 3);

const DANA: ContactDraft = {
  name: 'Dana Whitfield',
  company: 'Whitfield & Sons',
  note: 'Calls before 10',
  numbers: [
    { id: null, label: 'mobile', number: '(555) 555-0147' },
    { id: null, label: 'mobile', number: '(555) 555-0148' },
    { id: null, label: 'mobile', number: '(555) 555-0149' },
    { id: null, label: 'extension', number: '204' },
  ],
};
const ZOE: ContactDraft = {
  name: 'Zoë Ørsted',
  company: '=Østergård A/S',
  note: '',
  numbers: [{ id: null, label: 'work', number: '+45 33 12 34 56' }],
};
const SAM: ContactDraft = {
  name: 'Sam Rivera',
  company: '',
  note: '',
  numbers: [{ id: null, label: 'home', number: '555 0100' }],
};

let demo: DemoServer;
let dataDir: string;
let saveDir: string;
let core: Core;
let call: Dispatch;
/** What the save dialog was asked, and what it answers: a path in saveDir, or null for Cancel. */
let asked: SaveRequest[];
let answer: string | null;

beforeAll(async () => {
  demo = await startDemoServer({ seed: 3 });
});
afterAll(async () => {
  await demo.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dialdesk-contacts-export-'));
  saveDir = await mkdtemp(join(tmpdir(), 'dialdesk-contacts-export-saved-'));
  asked = [];
  answer = null;
  core = await createTestCore({
    dataDir,
    startDemo: () => createDemoLauncher(async () => demo).start(),
    contactsClock: { now: () => START },
    chooseSavePath: async (request) => {
      asked.push(request);
      return answer;
    },
  });
  call = createDispatcher(core);
});
afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(saveDir, { recursive: true, force: true });
});

const save = async (draft: ContactDraft) => value(await call('saveContact', { id: null, draft })) as Contact;
const exportAs = async (format: 'vcard3' | 'vcard4' | 'outlook-csv', text: string) =>
  value(await call('exportContacts', { format, text })) as ContactsExported | null;

describe('People → Export through the core', () => {
  it('writes every contact as vCard 3.0 where the person chose, readable by them alone', async () => {
    const saved = [await save(SAM), await save(DANA), await save(ZOE)];
    answer = join(saveDir, 'contacts.vcf');

    expect(await exportAs('vcard3', '')).toEqual({ path: answer, count: 3, notes: [] });
    expect(asked).toEqual([
      { kind: 'vcard', defaultName: expect.stringMatching(/^Contacts \d{4}-\d\d-\d\d\.vcf$/) },
    ]);
    if (process.platform !== 'win32') expect((await stat(answer)).mode & 0o777).toBe(0o600);
    // Written whole through a temp file, which is gone.
    expect(await readdir(saveDir)).toEqual(['contacts.vcf']);

    const cards = vCard.parse(await readFile(answer, 'utf8'));
    expect(cards.map((card) => card.version)).toEqual(['3.0', '3.0', '3.0']);
    // In People's order, by name, each with its contact's id.
    expect(cards.map((card) => card.get('fn').valueOf())).toEqual([
      'Dana Whitfield',
      'Sam Rivera',
      'Zoë Ørsted',
    ]);
    const byName = new Map(saved.map((contact) => [contact.name, contact.id]));
    expect(cards.map((card) => card.get('uid').valueOf())).toEqual(
      ['Dana Whitfield', 'Sam Rivera', 'Zoë Ørsted'].map((name) => byName.get(name)),
    );
    expect([cards[0]?.get('tel')].flat().map((tel) => tel?.valueOf())).toEqual([
      '(555) 555-0147',
      '(555) 555-0148',
      '(555) 555-0149',
      '204',
    ]);
  });

  it('writes vCard 4.0 on request', async () => {
    const dana = await save(DANA);
    answer = join(saveDir, 'contacts.vcf');
    expect(await exportAs('vcard4', '')).toMatchObject({ count: 1, notes: [] });
    const [card] = vCard.parse(await readFile(answer, 'utf8'));
    expect(card?.version).toBe('4.0');
    expect(card?.get('uid').valueOf()).toBe(`urn:uuid:${dana.id}`);
  });

  it('writes what People lists for the search as Outlook CSV, saying what did not fit', async () => {
    await save(SAM);
    await save(DANA);
    await save(ZOE);
    answer = join(saveDir, 'contacts.csv');

    const exported = await exportAs('outlook-csv', 'whitfield');
    expect(exported).toEqual({
      path: answer,
      count: 1,
      notes: [
        "1 number of 1 contact did not fit Outlook's columns and was left out: export as vCard to keep them all.",
      ],
    });
    expect(asked).toEqual([
      { kind: 'contacts-csv', defaultName: expect.stringMatching(/^Contacts .*\.csv$/) },
    ]);
    if (process.platform !== 'win32') expect((await stat(answer)).mode & 0o777).toBe(0o600);
    const rows: Record<string, string>[] = parse(await readFile(answer), { bom: true, columns: true });
    expect(rows).toEqual([
      expect.objectContaining({
        'First Name': 'Dana',
        'Last Name': 'Whitfield',
        Company: 'Whitfield & Sons',
        'Business Phone': '204',
        'Mobile Phone': '(555) 555-0147',
        'Radio Phone': '(555) 555-0148',
        Notes: 'Calls before 10',
      }),
    ]);

    // A search matching a company: the formula-looking one made safe.
    expect(await exportAs('outlook-csv', 'østergård')).toMatchObject({ count: 1, notes: [] });
    const [zoe] = parse(await readFile(answer), { bom: true, columns: true }) as Record<string, string>[];
    expect(zoe).toMatchObject({
      'First Name': 'Zoë',
      Company: "'=Østergård A/S",
      'Business Phone': "'+45 33 12 34 56",
    });
  });

  it('answers null when the person cancels, writing nothing', async () => {
    await save(DANA);
    answer = null;
    expect(await exportAs('vcard3', '')).toBeNull();
    expect(asked).toHaveLength(1);
    expect(await readdir(saveDir)).toEqual([]);
  });

  it('refuses in words, before asking where, when there is nothing to export', async () => {
    answer = join(saveDir, 'contacts.vcf');
    expect(await call('exportContacts', { format: 'vcard3', text: '' })).toMatchObject({
      ok: false,
      error: { code: 'not-found', message: 'You have no contacts to export yet.' },
    });
    await save(DANA);
    expect(await call('exportContacts', { format: 'outlook-csv', text: 'nadia' })).toMatchObject({
      ok: false,
      error: {
        code: 'not-found',
        message:
          'No contact matches “nadia”, so there is nothing to export. Clear the search to export all your contacts.',
      },
    });
    expect(asked).toEqual([]);
    expect(await readdir(saveDir)).toEqual([]);
  });
});

describe('the offered file name', () => {
  it("says what the file is and the day of the exporter's clock", async () => {
    // A folder of its own: the core of beforeEach holds the contacts file of dataDir.
    const ownDir = await mkdtemp(join(tmpdir(), 'dialdesk-contacts-export-name-'));
    const contacts = createContactsService({ dataDir: ownDir, clock: { now: () => START } });
    const requests: SaveRequest[] = [];
    const exporter = createContactsExporter({
      contacts,
      files: createSavedFiles({
        chooseSavePath: async (request) => {
          requests.push(request);
          return null;
        },
      }),
      // Noon, in this computer's time zone: the same day wherever the test runs.
      clock: { now: () => new Date(2026, 2, 9, 12).getTime() },
    });
    try {
      contacts.save(ACME, null, SAM);
      await exporter.run(ACME, 'vcard4', '');
      await exporter.run(ACME, 'outlook-csv', 'sam');
      expect(requests).toEqual([
        { kind: 'vcard', defaultName: 'Contacts 2026-03-09.vcf' },
        { kind: 'contacts-csv', defaultName: 'Contacts 2026-03-09.csv' },
      ]);
    } finally {
      contacts.close();
      await rm(ownDir, { recursive: true, force: true });
    }
  });
});

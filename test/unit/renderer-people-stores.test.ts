// The People stores against a fake main: the contact list for the search typed (an older answer
// dropped), delete and Undo with the contact main answered, the file's restored notice until dismissed,
// the editor's refusal by field, favourites moved at once and put back when main refuses, the contact a
// lookup's number belongs to, and the voicemail list read again in place when names change.
import { describe, expect, test } from 'vitest';
import type { Contact, ContactDraft, Favourite, IpcError, LookupView, Result } from '../../preload/contract';
import { createContactEditorStore, likelyLabel } from '../../renderer/stores/contact-editor';
import { createContactsStore, restoredNotice } from '../../renderer/stores/contacts';
import { createFavouritesStore } from '../../renderer/stores/favourites';
import { createLookupStore } from '../../renderer/stores/lookup';
import { createVoicemailStore } from '../../renderer/stores/voicemail';
import { voicemailsOf } from '../support/record-edge';

const contact = (id: string, name: string): Contact => ({
  id,
  name,
  company: '',
  note: '',
  numbers: [
    {
      id: `${id}-n1`,
      label: 'mobile',
      number: '555-555-0147',
      shown: '(555) 555-0147',
      favourite: false,
      account: null,
      usable: true,
    },
  ],
  updatedMs: 1,
});

const dana = contact('c-dana', 'Dana Whitfield');
const omar = contact('c-omar', 'Omar Reyes');
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const refused = (error: IpcError): Result<never> => ({ ok: false, error });
const waiting = () => {
  let settle: () => void = () => {};
  const until = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { until, settle };
};

/** Main's contacts, searched by name, with the requests it got. */
function fakeContacts(initial: Contact[]) {
  const kept = new Map(initial.map((c) => [c.id, c]));
  const asked: string[] = [];
  const api = {
    async listContacts({ text }: { text: string }) {
      asked.push(text);
      return ok([...kept.values()].filter((c) => c.name.toLowerCase().includes(text.toLowerCase())));
    },
    getContact: async ({ id }: { id: string }) => {
      const found = kept.get(id);
      return found ? ok(found) : refused({ code: 'not-found', message: 'No such contact.' });
    },
    async deleteContact({ id }: { id: string }) {
      const found = kept.get(id);
      if (!found) return refused({ code: 'not-found', message: 'No such contact.' });
      kept.delete(id);
      return ok(found);
    },
    async restoreContact({ contact: back }: { contact: Contact }) {
      kept.set(back.id, back);
      return ok(back);
    },
    getContactsStatus: async () => ok({ problem: null, restored: null }),
  };
  return { api, kept, asked };
}

describe('contacts', () => {
  test('the list is main’s answer for the search; an answer for older text is dropped', async () => {
    const main = fakeContacts([dana, omar]);
    const slow = waiting();
    const store = createContactsStore({
      ...main.api,
      async listContacts(request) {
        if (request.text === 'D') await slow.until;
        return main.api.listContacts(request);
      },
    });
    await store.getState().reload();
    expect(store.getState().contacts.map((c) => c.name)).toEqual(['Dana Whitfield', 'Omar Reyes']);
    const older = store.getState().setSearch('D');
    await store.getState().setSearch('Om');
    slow.settle();
    await older;
    expect(store.getState().contacts.map((c) => c.name)).toEqual(['Omar Reyes']);
    // The rows shown stayed while the search was asked: no loading state between keys.
    expect(store.getState().list.status).toBe('ready');
  });

  test('a delete keeps the contact main answered, and Undo puts exactly that back and opens it', async () => {
    const main = fakeContacts([dana, omar]);
    const store = createContactsStore(main.api);
    await store.getState().reload();
    await store.getState().open(dana.id);
    expect(await store.getState().remove(dana.id)).toBe(true);
    expect(store.getState().deleted).toEqual(dana);
    expect(store.getState().opened).toBeNull();
    expect(main.kept.has(dana.id)).toBe(false);
    await store.getState().undo();
    expect(main.kept.get(dana.id)).toEqual(dana);
    expect(store.getState().deleted).toBeNull();
    expect(store.getState().opened?.value).toEqual(dana);
  });

  test('a refused delete is said, and nothing is offered to undo', async () => {
    const main = fakeContacts([]);
    const store = createContactsStore(main.api);
    expect(await store.getState().remove('c-gone')).toBe(false);
    expect(store.getState().problem).toMatchObject({ step: 'delete', error: { code: 'not-found' } });
    expect(store.getState().deleted).toBeNull();
  });

  test('contacts changed elsewhere: the list and the contact open are read again; one deleted closes', async () => {
    const main = fakeContacts([dana, omar]);
    const store = createContactsStore(main.api);
    await store.getState().reload();
    await store.getState().open(omar.id);
    main.kept.set(omar.id, { ...omar, name: 'Omar Reyes-Lind' });
    await store.getState().changed({ problem: null, restored: null });
    expect(store.getState().opened?.value?.name).toBe('Omar Reyes-Lind');
    main.kept.delete(omar.id);
    await store.getState().changed({ problem: null, restored: null });
    expect(store.getState().opened).toBeNull();
    expect(store.getState().contacts.map((c) => c.name)).toEqual(['Dana Whitfield']);
  });

  test('a file restored from its backup is said until dismissed, and again for another restore', async () => {
    const store = createContactsStore(fakeContacts([]).api);
    await store.getState().changed({ problem: null, restored: 'Contacts from 24 Nov restored.' });
    expect(restoredNotice(store.getState())).toBe('Contacts from 24 Nov restored.');
    store.getState().dismissRestored();
    expect(restoredNotice(store.getState())).toBeNull();
    await store.getState().changed({ problem: null, restored: 'Contacts from 25 Nov restored.' });
    expect(restoredNotice(store.getState())).toBe('Contacts from 25 Nov restored.');
  });
});

describe('the contact editor', () => {
  const draft: ContactDraft = { name: 'Dana', company: '', note: '', numbers: [] };

  test('a number saved from a record starts the form, labelled by its shape', () => {
    const store = createContactEditorStore({ saveContact: async () => ok(dana) });
    store.getState().startNew({
      name: 'DANA W',
      numbers: [{ id: null, label: likelyLabel('202'), number: '202' }],
    });
    expect(store.getState().editing?.draft).toEqual({
      name: 'DANA W',
      company: '',
      note: '',
      numbers: [{ id: null, label: 'extension', number: '202' }],
    });
    expect(likelyLabel('(555) 555-0147')).toBe('work');
  });

  test('main’s refusal names each field as the form does; a save that works closes the editor', async () => {
    const sent: unknown[] = [];
    let answer: Result<Contact> = refused({
      code: 'invalid-argument',
      message: 'The name is missing.',
      fields: { 'draft.name': 'Enter a name.', 'draft.numbers.1.number': 'At most 64 characters.' },
    });
    const store = createContactEditorStore({
      async saveContact(request) {
        sent.push(request);
        return answer;
      },
    });
    store.getState().startEdit(dana);
    expect(await store.getState().save(draft)).toBeNull();
    expect(store.getState().refusal?.fields).toEqual({
      name: 'Enter a name.',
      'numbers.1.number': 'At most 64 characters.',
    });
    answer = ok(dana);
    expect(await store.getState().save(draft)).toEqual(dana);
    expect(store.getState().editing).toBeNull();
    expect(sent).toEqual([
      { id: dana.id, draft },
      { id: dana.id, draft },
    ]);
  });

  test('an answer for a form cancelled meanwhile leaves the editor as it is now', async () => {
    const slow = waiting();
    const store = createContactEditorStore({
      async saveContact() {
        await slow.until;
        return refused({ code: 'busy', message: 'Another process holds the contacts file.' });
      },
    });
    store.getState().startNew();
    const saving = store.getState().save(draft);
    store.getState().startNew({ name: 'Someone else' });
    slow.settle();
    await saving;
    expect(store.getState().refusal).toBeNull();
    expect(store.getState().editing?.draft.name).toBe('Someone else');
    expect(store.getState().saving).toBe(false);
  });
});

describe('favourites', () => {
  const favourite = (numberId: string, name: string): Favourite => ({
    numberId,
    contactId: `c-${numberId}`,
    name,
    label: 'mobile',
    number: numberId,
    shown: numberId,
  });
  const starred = [favourite('n1', 'Ann'), favourite('n2', 'Ben'), favourite('n3', 'Cy')];

  test('a move shows at once and main’s order is kept; nothing moves past either end', async () => {
    const asked: string[][] = [];
    const slow = waiting();
    const store = createFavouritesStore({
      listFavourites: async () => ok(starred),
      setFavourite: async () => ok(starred),
      async orderFavourites({ numberIds }) {
        asked.push(numberIds);
        await slow.until;
        return ok(numberIds.map((id) => starred.find((f) => f.numberId === id) as Favourite));
      },
    });
    await store.getState().reload();
    const moving = store.getState().move('n3', -1);
    expect(store.getState().favourites.map((f) => f.name)).toEqual(['Ann', 'Cy', 'Ben']);
    slow.settle();
    await moving;
    expect(asked).toEqual([['n1', 'n3', 'n2']]);
    await store.getState().move('n1', -1);
    await store.getState().move('n2', 1);
    expect(asked).toHaveLength(1);
    expect(store.getState().favourites.map((f) => f.name)).toEqual(['Ann', 'Cy', 'Ben']);
  });

  test('a move main refuses puts main’s order back and says why', async () => {
    const store = createFavouritesStore({
      listFavourites: async () => ok(starred),
      setFavourite: async () => ok(starred),
      orderFavourites: async () => refused({ code: 'busy', message: 'The contacts file is busy.' }),
    });
    await store.getState().reload();
    await store.getState().move('n2', 1);
    expect(store.getState().favourites.map((f) => f.name)).toEqual(['Ann', 'Ben', 'Cy']);
    expect(store.getState().problem).toMatchObject({ step: 'order', error: { code: 'busy' } });
  });
});

test('a lookup says which contact holds its number, and asks again when contacts change', async () => {
  let holder: Contact | null = null;
  const asked: string[] = [];
  const view: LookupView = {
    tn: '15555550147',
    result: { code: 200, NUMBER: '15555550147' },
    cachedAt: null,
    localTime: null,
    facts: { lineType: null, carrier: null, city: null, state: null, doNotCall: false },
    name: null,
  };
  const store = createLookupStore({
    lookupNumber: async () => ok(view),
    async contactForNumber({ number }) {
      asked.push(number);
      return ok(holder);
    },
  });
  await store.getState().lookup('(555) 555-0147');
  expect(store.getState().holder).toBeNull();
  holder = dana;
  await store.getState().contactsChanged();
  expect(store.getState().holder?.id).toBe(dana.id);
  expect(asked).toEqual(['15555550147', '15555550147']);
});

test('voicemail read again in place keeps its messages on show until the new list replaces them', async () => {
  const messages = voicemailsOf([{ uuid: 'm1' }]);
  const slow = waiting();
  let calls = 0;
  const store = createVoicemailStore({
    async listVoicemail() {
      calls += 1;
      if (calls > 1) await slow.until;
      return ok(messages);
    },
    getVoicemail: async () => refused({ code: 'not-found', message: 'Gone.' }),
    getVoicemailStatus: async () => ok({ heard: [], unheard: 1, problem: null }),
    markHeard: async () => ok({ heard: [], unheard: 1, problem: null }),
  });
  await store.getState().reload();
  const again = store.getState().reload({ keepShown: true });
  expect(store.getState().list.status).toBe('ready');
  expect(store.getState().messages).toHaveLength(1);
  slow.settle();
  await again;
  expect(store.getState().list.status).toBe('ready');
});

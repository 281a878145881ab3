// The person's contacts for the core: one file in the data folder serving every account (store.ts), read
// and written under the account in use. A number is keyed when saved by that account's rule
// (main/numbers/number-key.ts): an extension belongs to that account alone (extension 202 is another
// person on another phone system), every other number serves every account. Every request is checked
// against the contact rules here too (contact-rules.ts), and every change is one transaction. A file that
// cannot be used is said in words (status().problem, and the refusal of the change); the name resolver and
// the searches then go on without contacts rather than fail.
import type {
  Contact,
  ContactDraft,
  ContactsImported,
  ContactsStatus,
  Events,
  Favourite,
  NumberLabel,
} from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import { CoreError } from '../errors/core-errors';
import { holdsNumber, type NumberKey, type NumberKeyRule, numberKey } from '../numbers/number-key';
import { checked, contactDraftSchema, contactSchema } from './contact-rules';
import { type ContactsFileOptions, openContactsFile } from './contacts-file';
import { type PlannedImport, planImport } from './import/import-plan';
import type { ImportedContact } from './import/imported-contact';
import type {
  ContactSuggestion,
  ContactsStore,
  StoredContact,
  StoredImportSource,
  StoredNumber,
} from './store';

/** Contacts deleted in this run kept whole for Undo (their keys, favourite places, times). */
const REMEMBERED_DELETES = 50;

/** The account in use, as the contacts see it. */
export interface ContactsAccount {
  id: string;
  name: string;
  /** Its inputs to the number key: its country, its own extension. */
  rule: NumberKeyRule;
  /** A number as it shows under this account (main/numbers/shown-numbers.ts). */
  shown(number: string): string;
}

/** Where the file is, "now", and who hears of its status (contacts-file.ts). */
export type ContactsServiceOptions = ContactsFileOptions;

/**
 * The number key of each number of an import under the rule of the account its preview was made for:
 * worked out once, while the files were read and the preview looked at (libphonenumber takes 15-30 µs a
 * number, over half a second of an address book of 10,000 contacts).
 */
export interface ImportNumberKeys {
  rule: NumberKeyRule;
  keys: ReadonlyMap<string, NumberKey | null>;
}

/** What importing contacts would do (import-plan.ts), with the numbers that hold none to dial. */
export interface ImportPreviewPlan {
  planned: PlannedImport[];
  /** Numbers holding no number to dial under any rule ("BusinessPhone"), with their contact's name. */
  unreadable: { name: string; number: string }[];
}

/**
 * How an import settles a conflict: the files' contact in place of the person's; the person's kept, the
 * files' hash recorded (importing the same files again says unchanged); or left exactly as it is, where
 * no choice was made for it (a conflict that arose after the preview): the next import asks again.
 */
export type ConflictSettlement = 'file' | 'mine' | 'unsettled';

export interface ContactsService {
  /** Contacts whose name, company, note or number holds the text ('' for all), by name. */
  list(account: ContactsAccount, text: string): Contact[];
  get(account: ContactsAccount, id: string): Contact;
  /** The contact holding this number on the account (the one changed last), or null. */
  forNumber(account: ContactsAccount, number: string): Contact | null;
  /** Creates (id null) or replaces a contact: a number keeps its id (and its star) when the draft gives it. */
  save(account: ContactsAccount, id: string | null, draft: ContactDraft): Contact;
  /** Deletes the contact; answers it as it was, for Undo. */
  delete(account: ContactsAccount, id: string): Contact;
  /**
   * Puts back a deleted contact: one deleted in this run exactly as it was (ids, keys, favourite places,
   * times); one deleted before, as the window kept it, with its ids, its numbers keyed under the account
   * in use and its stars after the favourites there are. A contact that is there already is answered.
   */
  restore(account: ContactsAccount, contact: Contact): Contact;
  favourites(account: ContactsAccount): Favourite[];
  setFavourite(account: ContactsAccount, numberId: string, favourite: boolean): Favourite[];
  /** The favourites in this order: every starred number usable on the account, each once. */
  orderFavourites(account: ContactsAccount, numberIds: readonly string[]): Favourite[];
  status(): ContactsStatus;
  /** What contactsChanged says after a change: never throws (a failing file has no favourites). */
  changed(account: ContactsAccount): Events['contactsChanged'];
  /**
   * The contact's name for each of these number keys that a contact's number usable on the account holds
   * (the one changed last where two do), in one query: the name resolver's first source.
   */
  namesFor(keys: readonly string[], accountId: string): Map<string, { name: string; contactId: string }>;
  /**
   * Keys of the usable numbers of contacts whose name or company holds every word of the text: a word of
   * one or two characters at the start of one of theirs (main/contacts/name-words.ts).
   */
  keysMatching(text: string, accountId: string, limit: number): string[];
  /** The usable numbers the text finds by the suggestions' rule (the store's suggest): starred ones first. */
  suggest(text: string, accountId: string, limit: number): ContactSuggestion[];
  /** The starred numbers usable on the account, in the person's order (shown as the caller reads them). */
  favouritesFor(accountId: string): Omit<Favourite, 'shown'>[];
  /** What importing these contacts would do to the person's contacts as they are now; writes nothing. */
  planImport(contacts: readonly ImportedContact[]): ImportPreviewPlan;
  /**
   * Imports the contacts in one transaction, planned again against the contacts as they are then (the
   * person may have edited some since the preview): new ones added, updated ones replaced (a number of the
   * same text keeps its id, its key and its star), each conflict as `settle` says, and where each came
   * from recorded. Written whole or not at all. `keys`: the preview's, used where the rule is the same.
   */
  applyImport(
    account: ContactsAccount,
    contacts: readonly ImportedContact[],
    settle: (planned: PlannedImport, index: number) => ConflictSettlement,
    keys: ImportNumberKeys,
  ): ContactsImported;
  close(): void;
}

const notSaved = () => new CoreError('not-found', phrase('contacts.notSaved'));

/** Whether two rules key every number alike: the same country and the same own extension. */
const sameRule = (a: NumberKeyRule, b: NumberKeyRule) =>
  a.defaultRegion === b.defaultRegion && a.ownExtension === b.ownExtension;

export function createContactsService(options: ContactsServiceOptions): ContactsService {
  const { clock } = options;
  const newId = () => process.getBuiltinModule('node:crypto').randomUUID();
  const file = openContactsFile(options);
  const { read, write, quietly } = file;
  const deleted = new Map<string, StoredContact>();

  const keyedUnder = (
    account: ContactsAccount,
    typed: string,
    known: ImportNumberKeys['keys'] = new Map(),
  ): Pick<StoredNumber, 'key' | 'keyAccount'> => {
    const found = known.has(typed) ? known.get(typed) : numberKey(typed, account.rule);
    return {
      key: found?.key ?? null,
      keyAccount: found?.kind === 'internal' ? { id: account.id, name: account.name } : null,
    };
  };
  /**
   * A number as a change writes it: one it was (`was`) keeps its id and its star, and its key while its
   * text is the same (an extension stays its account's); any other is keyed under the account in use.
   */
  const numberAsWritten = (
    account: ContactsAccount,
    label: NumberLabel,
    typed: string,
    was: StoredNumber | undefined,
    known?: ImportNumberKeys['keys'],
  ): StoredNumber => {
    const keyed = was?.typed === typed ? was : keyedUnder(account, typed, known);
    return {
      id: was?.id ?? newId(),
      label,
      typed,
      key: keyed.key,
      keyAccount: keyed.keyAccount,
      favouritePosition: was?.favouritePosition ?? null,
    };
  };
  /** The contact with this content and these numbers in place of `before` (a new one where null), changed now. */
  const changed = (
    before: StoredContact | null,
    { name, company, note }: Pick<StoredContact, 'name' | 'company' | 'note'>,
    numbers: StoredNumber[],
  ): StoredContact => {
    const now = clock.now();
    return {
      id: before?.id ?? newId(),
      name,
      company,
      note,
      createdMs: before?.createdMs ?? now,
      updatedMs: now,
      numbers,
    };
  };
  /** The files' contact in place of the person's (or new): a number of the same text keeps its id and star. */
  const imported = (
    account: ContactsAccount,
    before: StoredContact | null,
    contact: ImportedContact,
    known: ImportNumberKeys['keys'],
  ): StoredContact => {
    const left = [...(before?.numbers ?? [])];
    const numbers = contact.numbers.map(({ label, number }) => {
      const same = left.findIndex((was) => was.typed === number);
      const [was] = same < 0 ? [] : left.splice(same, 1);
      return numberAsWritten(account, label, number, was, known);
    });
    return changed(before, contact, numbers);
  };

  const usableOn = (account: ContactsAccount, number: StoredNumber) =>
    number.keyAccount === null || number.keyAccount.id === account.id;

  const contactOf = (account: ContactsAccount, stored: StoredContact): Contact => ({
    id: stored.id,
    name: stored.name,
    company: stored.company,
    note: stored.note,
    updatedMs: stored.updatedMs,
    numbers: stored.numbers.map((number) => ({
      id: number.id,
      label: number.label,
      number: number.typed,
      shown: account.shown(number.typed),
      favourite: number.favouritePosition !== null,
      // The account in use by its name now; another by the name it had when the number was saved.
      account:
        number.keyAccount?.id === account.id ? { id: account.id, name: account.name } : number.keyAccount,
      usable: usableOn(account, number),
    })),
  });

  const favouritesOf = (account: ContactsAccount, at: ContactsStore): Favourite[] =>
    at.favourites(account.id).map(({ position: _position, ...favourite }) => ({
      ...favourite,
      shown: account.shown(favourite.number),
    }));

  /** A number of a contact usable on the account, by id: refused in words otherwise. */
  const usableNumber = (account: ContactsAccount, at: ContactsStore, numberId: string): StoredNumber => {
    const contactId = at.contactOfNumber(numberId);
    const number = contactId && at.contact(contactId)?.numbers.find((each) => each.id === numberId);
    if (!number) throw new CoreError('not-found', phrase('contacts.numberNotSaved'));
    if (!usableOn(account, number))
      throw new CoreError(
        'invalid-argument',
        phrase('contacts.otherAccountsExtension', { account: number.keyAccount?.name ?? '' }),
      );
    return number;
  };

  const service: ContactsService = {
    list: (account, text) => read((at) => at.matching(text).map((stored) => contactOf(account, stored))),
    get(account, id) {
      const stored = read((at) => at.contact(id));
      if (!stored) throw notSaved();
      return contactOf(account, stored);
    },
    forNumber(account, number) {
      const key = numberKey(number, account.rule)?.key;
      if (!key) return null;
      return read((at) => {
        const holder = at.namesFor([key], account.id).get(key);
        const stored = holder && at.contact(holder.contactId);
        return stored ? contactOf(account, stored) : null;
      });
    },
    save(account, id, draft) {
      const wanted = checked(contactDraftSchema, draft);
      const stored = write((at) => {
        const before = id === null ? null : at.contact(id);
        if (id !== null && !before) throw notSaved();
        const kept = new Map(before?.numbers.map((number) => [number.id, number]));
        const numbers = wanted.numbers.map((number) => {
          const was = number.id === null ? undefined : kept.get(number.id);
          if (was) kept.delete(was.id); // a second number of the draft with the same id is a new one
          return numberAsWritten(account, number.label, number.number, was);
        });
        const contact = changed(before, wanted, numbers);
        at.put(contact);
        return contact;
      });
      return contactOf(account, stored);
    },
    delete(account, id) {
      const stored = write((at) => {
        const found = at.contact(id);
        if (!found) throw notSaved();
        at.remove(id);
        return found;
      });
      deleted.delete(id);
      deleted.set(id, stored);
      if (deleted.size > REMEMBERED_DELETES) deleted.delete(deleted.keys().next().value as string);
      return contactOf(account, stored);
    },
    restore(account, contact) {
      const given = checked(contactSchema, contact);
      const stored = write((at) => {
        const there = at.contact(given.id);
        if (there) return there; // restored already (Undo pressed twice, or in another window)
        const remembered = deleted.get(given.id);
        if (remembered) {
          at.put(remembered);
          return remembered;
        }
        // Deleted before this run: put back as given, its numbers keyed under the account in use.
        let next = at.nextFavouritePosition();
        const now = clock.now();
        const back: StoredContact = {
          id: given.id,
          name: given.name,
          company: given.company,
          note: given.note,
          createdMs: now,
          updatedMs: now,
          numbers: given.numbers.map((number) => ({
            id: at.contactOfNumber(number.id) === null ? number.id : newId(),
            label: number.label,
            typed: number.number,
            ...keyedUnder(account, number.number),
            favouritePosition: number.favourite ? next++ : null,
          })),
        };
        at.put(back);
        return back;
      });
      deleted.delete(given.id);
      return contactOf(account, stored);
    },
    favourites: (account) => read((at) => favouritesOf(account, at)),
    setFavourite: (account, numberId, favourite) =>
      write((at) => {
        const number = usableNumber(account, at, numberId);
        if (favourite !== (number.favouritePosition !== null))
          at.setFavouritePosition(numberId, favourite ? at.nextFavouritePosition() : null);
        return favouritesOf(account, at);
      }),
    orderFavourites: (account, numberIds) =>
      write((at) => {
        const current = at.favourites(account.id);
        const wanted = new Set(numberIds);
        const same =
          wanted.size === numberIds.length &&
          current.length === numberIds.length &&
          current.every((favourite) => wanted.has(favourite.numberId));
        if (!same) throw new CoreError('invalid-argument', phrase('contacts.favouritesChanged'));
        // The places these favourites hold, dealt out in the new order: the favourites of other
        // accounts (their extensions) keep theirs.
        numberIds.forEach((numberId, index) => {
          at.setFavouritePosition(numberId, current[index]?.position ?? null);
        });
        return favouritesOf(account, at);
      }),
    status: () => file.status(),
    changed: (account) => ({
      favourites: quietly((at) => favouritesOf(account, at), []),
      status: service.status(),
    }),
    namesFor: (keys, accountId) => quietly((at) => at.namesFor(keys, accountId), new Map()),
    keysMatching: (text, accountId, limit) => quietly((at) => at.keysMatching(text, accountId, limit), []),
    suggest: (text, accountId, limit) => quietly((at) => at.suggest(text, accountId, limit), []),
    favouritesFor: (accountId) =>
      quietly((at) => at.favourites(accountId).map(({ position: _position, ...favourite }) => favourite), []),
    planImport(contacts) {
      const planned = read((at) => planImport(contacts, at.matching(''), at.importSources()));
      const unreadable: ImportPreviewPlan['unreadable'] = [];
      for (const { name, numbers } of contacts)
        for (const { number } of numbers) if (!holdsNumber(number)) unreadable.push({ name, number });
      return { planned, unreadable };
    },
    applyImport(account, contacts, settle, keys) {
      // Keys worked out under another rule (the account switched since the preview) are worked out again.
      const known = sameRule(keys.rule, account.rule) ? keys.keys : new Map();
      return write((at) => {
        const done: ContactsImported = { added: 0, updated: 0, kept: 0, unchanged: 0 };
        const written: StoredContact[] = [];
        const sources: StoredImportSource[] = [];
        const plan = planImport(contacts, at.matching(''), at.importSources());
        plan.forEach((planned, index) => {
          const contact = contacts[index] as ImportedContact;
          const { mine, verdict } = planned;
          const outcome = verdict === 'conflict' ? settle(planned, index) : verdict;
          const record = (contactId: string) =>
            sources.push({ sourceKey: planned.sourceKey, contactId, importedHash: planned.hash });
          if (outcome === 'new' || outcome === 'updated' || outcome === 'file') {
            const replacing = imported(account, mine, contact, known);
            written.push(replacing);
            record(replacing.id);
            if (outcome === 'new') done.added++;
            else done.updated++;
          } else if (outcome === 'unchanged') {
            // Nothing written: importing the same files again, or Dialdesk's own export, changes nothing.
            done.unchanged++;
          } else {
            if (mine && outcome === 'mine') record(mine.id);
            done.kept++;
          }
        });
        at.putAll(written);
        at.recordImportSources(sources);
        return done;
      });
    },
    close: () => file.close(),
  };
  return service;
}

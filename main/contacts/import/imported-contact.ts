// A contact as a file to import gives it, and the contact rules applied to it. The readers (vcard-file.ts,
// csv-file.ts) give each contact's values as the file holds them, bounded only so that a hostile file
// cannot fill the memory; here they become what a contact may hold (CONTACT_LIMITS), and every cut is
// counted so that the preview can say it.
import { CONTACT_LIMITS, type NumberLabel } from '../../../preload/contract';
import { cutAt, oneLine, safeLine, safeNote } from '../../text/line-text';

export interface ImportedNumber {
  label: NumberLabel;
  /** As the file writes it (a tel: URI already read as its number). */
  number: string;
}

export interface ImportedContact {
  /** A vCard's UID; null for a card without one and for a CSV row. */
  uid: string | null;
  name: string;
  company: string;
  note: string;
  numbers: ImportedNumber[];
}

/** Hears of each contact as a reader reads it (the import keys its numbers meanwhile). */
export type ContactFound = (contact: ImportedContact) => void;

/** One file as a reader read it. */
export interface FileReading {
  /** What it was read as, in words in the language in use (ImportSource.readAs). */
  readAs: string;
  contacts: ImportedContact[];
  /** What the reader skipped or left out, in words, each with its count. */
  notes: string[];
}

/**
 * The most characters a reader keeps of any one value: far above every contact limit (a note's 10,000,
 * quoted-printable's threefold), so that a cut is always the contact rule's, said, and never the reader's.
 */
export const MAX_VALUE_CHARS = 65_536;

/** The most contacts one import reads: a file with more is refused whole, before it fills the memory. */
export const MAX_IMPORT_CONTACTS = 50_000;

/** What the limits did to the contacts of an import, counted for the preview's notes. */
export interface LimitCuts {
  /** Contacts that held more than CONTACT_LIMITS.numbers numbers and kept the first ones. */
  numbersDropped: { contacts: number; numbers: number };
  namesCut: number;
  companiesCut: number;
  notesCut: number;
  /** Numbers longer than CONTACT_LIMITS.number: no phone number is, so they are left out. */
  numbersTooLong: number;
  /** Names, companies or numbers that held control or text-direction characters, which were taken out. */
  cleaned: number;
  /** Contacts with no name, company or number: nothing to keep. */
  empty: number;
}

/**
 * The contacts as the contact rules allow them: one-line fields without control or direction
 * characters, each field cut at its limit, at most CONTACT_LIMITS.numbers numbers (the first ones), a
 * name taken from the company or the first number where the file gave none; and what that took.
 */
export function withinLimits(contacts: readonly ImportedContact[]): {
  contacts: ImportedContact[];
  cuts: LimitCuts;
} {
  const cuts: LimitCuts = {
    numbersDropped: { contacts: 0, numbers: 0 },
    namesCut: 0,
    companiesCut: 0,
    notesCut: 0,
    numbersTooLong: 0,
    cleaned: 0,
    empty: 0,
  };
  const kept: ImportedContact[] = [];
  for (const contact of contacts) {
    let cleaned = false;
    const line = (text: string) => {
      const safe = safeLine(text);
      if (safe !== oneLine(text)) cleaned = true;
      return safe;
    };
    const numbers: ImportedContact['numbers'] = [];
    for (const each of contact.numbers) {
      const number = line(each.number);
      if (number === '') continue;
      if (number.length > CONTACT_LIMITS.number) cuts.numbersTooLong++;
      else numbers.push({ label: each.label, number });
    }
    if (numbers.length > CONTACT_LIMITS.numbers) {
      cuts.numbersDropped.contacts++;
      cuts.numbersDropped.numbers += numbers.length - CONTACT_LIMITS.numbers;
      numbers.length = CONTACT_LIMITS.numbers;
    }
    let company = line(contact.company);
    if (company.length > CONTACT_LIMITS.company) {
      cuts.companiesCut++;
      company = cutAt(company, CONTACT_LIMITS.company).trim();
    }
    let name = line(contact.name) || company || (numbers[0]?.number ?? '');
    if (name === '') {
      cuts.empty++;
      continue;
    }
    if (name.length > CONTACT_LIMITS.name) {
      cuts.namesCut++;
      name = cutAt(name, CONTACT_LIMITS.name).trim();
    }
    let note = safeNote(contact.note);
    if (note.length > CONTACT_LIMITS.note) {
      cuts.notesCut++;
      note = cutAt(note, CONTACT_LIMITS.note);
    }
    if (cleaned) cuts.cleaned++;
    kept.push({ uid: contact.uid, name, company, note, numbers });
  }
  return { contacts: kept, cuts };
}

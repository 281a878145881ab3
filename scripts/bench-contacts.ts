// 50,000 contacts for the history bench (scripts/bench-history.ts, issue 45's Speed table): made-up people
// and companies, each with one to three numbers typed the ways people type them. Among them, as a person's
// contacts would have them, the callers the simulator's calls are with, under the names its phone system
// records (the person saved them), a few under other names (the phone system says "WIRELESS CALLER" or
// nothing for them), and the colleagues at their extensions; so a search by a contact's name has calls to
// find. Written in one transaction through the contacts store, keyed as the contacts service keys a
// number saved under the account in use.
import { join } from 'node:path';
import { CONTACTS_FILE } from '../main/contacts/contacts-file';
import { contactsFaults } from '../main/contacts/faults';
import { openContactsStore, type StoredContact, type StoredNumber } from '../main/contacts/store';
import { CONTACTS as CAST, EXTENSIONS } from '../main/demo/directory';
import { createRandom, type Random } from '../main/demo/random';
import { type NumberKeyRule, numberKey } from '../main/numbers/number-key';
import type { AccountRef, NumberLabel } from '../preload/contract';

export const BENCH_CONTACTS = 50_000;

const FIRST = [
  'Dana',
  'Nadia',
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Lucas',
  'Sofia',
  'Mohammed',
  'Emma',
  'Olivia',
  'Noah',
  'Liam',
  'Ava',
  'Mateo',
  'Chloé',
  'Hiroshi',
  'Yuki',
  'Fatima',
  'Omar',
  'Elena',
  'Ivan',
  'Priyanka',
  'Arjun',
  'Grace',
  'Henry',
  'Isabel',
  'Jonas',
  'Katarzyna',
  'Lars',
  'Mei',
  'Nikolai',
  'Oscar',
  'Paula',
  'Quentin',
  'Rosa',
  'Samuel',
  'Tomás',
  'Ursula',
  'Victor',
  'Wanda',
  'Xavier',
  'Yara',
  'Zoë',
  'Ahmed',
  'Beatriz',
  'Carlos',
  'Daniel',
  'Esther',
  'Felix',
  'Gabriela',
  'Hannah',
  'Igor',
  'Julia',
  'Kevin',
  'Laura',
  'Marco',
  'Nora',
  'Pedro',
  'Rachel',
  'Stefan',
  'Teresa',
  'Uma',
  'Vera',
  'William',
  'Jordan',
  'Morgan',
  'Avery',
];
const LAST = [
  'Whitfield',
  'Petrova',
  'García',
  'Smith',
  'Khan',
  'Chen',
  'Müller',
  'Rossi',
  'Haddad',
  'Johnson',
  "O'Brien",
  'Nakamura',
  'Kowalski',
  'Fernández',
  'Okafor',
  'Nguyen',
  'Schmidt',
  'Dubois',
  'Silva',
  'Kim',
  'Patel',
  'Andersen',
  'Novak',
  'Ivanova',
  'Murphy',
  'Rahman',
  'Lopez',
  'Becker',
  'Costa',
  'Yamamoto',
  'Ali',
  'Brown',
  'Martin',
  'Moreau',
  'Santos',
  'Hoffmann',
  'Lindqvist',
  'Kaur',
  'Mendes',
  'Zhang',
  'Popescu',
  'Jensen',
  'Horvat',
  'Ruiz',
  'Wagner',
  'Takahashi',
  'Ahmed',
  'Gonzalez',
  'Walsh',
  'Fischer',
  'Romano',
];
const COMPANIES = [
  'Northwind Traders',
  'Acme & Co',
  'Blue Harbor Dental',
  'Summit Insurance',
  'Cascade Mobile',
  'Oakridge Realty',
  'Brightline Courier',
  'Greenleaf Bakery',
  'Riverside Clinic',
  'Atlas Freight',
  'Maple Street Law',
  'Kite Studio',
];
const LABELS: readonly (readonly [NumberLabel, number])[] = [
  ['mobile', 5],
  ['work', 4],
  ['home', 2],
  ['other', 1],
];
/** US area codes the made-up numbers use, with 555-01xx (the fictional range) after them. */
const AREA_CODES = Array.from({ length: 800 }, (_, index) => 200 + index);

/** A US number typed one of the ways people type one. */
function typedNumber(random: Random): string {
  const area = random.pick(AREA_CODES);
  const line = String(random.int(100, 199)).padStart(4, '0');
  return random.pick([
    `(${area}) 555-${line}`,
    `${area}-555-${line}`,
    `+1 ${area} 555 ${line}`,
    `${area}555${line}`,
  ]);
}

/** Numbers of the simulator's calls whose contact has another name than its phone system records. */
const RENAMED: Readonly<Record<string, string>> = {
  '15555550171': 'Dana Whitfield', // "WIRELESS CALLER" on every call
  '12345678': 'Nadia Petrova', // "Warehouse Annex"
  '5550118': 'Hiroshi Nakamura', // "Rachel Kim"
};

/** The simulator's callers and colleagues as the person's contacts hold them: a name and a number. */
function peopleOfTheCalls(rule: NumberKeyRule): { name: string; number: string; label: NumberLabel }[] {
  const callers = CAST.filter((cast) => /\d/.test(cast.callerIdNumber) && cast.callerIdNumber !== '0').map(
    (cast) => ({
      name: RENAMED[cast.callerIdNumber] ?? cast.name,
      number: cast.callerIdNumber,
      label: 'work' as const,
    }),
  );
  const colleagues = EXTENSIONS.filter((colleague) => colleague.extension !== rule.ownExtension).map(
    (colleague) => ({ name: colleague.name, number: colleague.extension, label: 'extension' as const }),
  );
  return [...callers, ...colleagues];
}

export interface BenchContactsFile {
  /** The data folder holding contacts.sqlite. */
  dataDir: string;
  /** The account the extensions were saved under (the contacts service's account id). */
  account: AccountRef;
}

/**
 * Writes BENCH_CONTACTS contacts into dataDir's contacts file, keyed by `rule` under `account`: first the
 * people of the simulator's calls, each with a drawn number or two besides, then drawn people; about one
 * in five has a company, one in ten is a company.
 */
export function writeBenchContacts(
  dataDir: string,
  rule: NumberKeyRule,
  account: AccountRef,
): BenchContactsFile {
  const random = createRandom(45);
  const store = openContactsStore(join(dataDir, CONTACTS_FILE), { faults: contactsFaults });
  const nowMs = Date.UTC(2026, 10, 1);
  const numberOf = (typed: string, label: NumberLabel): StoredNumber => {
    const key = numberKey(typed, rule);
    return {
      id: random.uuid(),
      label,
      typed,
      key: key?.key ?? null,
      keyAccount: key?.kind === 'internal' ? account : null,
      favouritePosition: null,
    };
  };
  const known = peopleOfTheCalls(rule);
  const contact = (index: number): StoredContact => {
    const isCompany = random.chance(0.1);
    const company = isCompany || random.chance(0.2) ? random.pick(COMPANIES) : '';
    const ofTheCalls = known[index];
    const name = ofTheCalls?.name ?? (isCompany ? company : `${random.pick(FIRST)} ${random.pick(LAST)}`);
    const count = random.weighted([
      [1, 6],
      [2, 3],
      [3, 1],
    ] as const);
    const numbers = Array.from({ length: count }, () =>
      numberOf(typedNumber(random), random.weighted(LABELS)),
    );
    if (ofTheCalls) numbers.unshift(numberOf(ofTheCalls.number, ofTheCalls.label));
    return {
      id: random.uuid(),
      name,
      company: isCompany ? '' : company,
      note: random.chance(0.05) ? 'Prefers a call after 2 pm; ask for the front desk.' : '',
      createdMs: nowMs,
      updatedMs: nowMs + index,
      numbers,
    };
  };
  try {
    store.write(() => {
      for (let index = 0; index < BENCH_CONTACTS; index++) store.put(contact(index));
    });
  } finally {
    store.close();
  }
  return { dataDir, account };
}

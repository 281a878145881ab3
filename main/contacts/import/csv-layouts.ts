// The header layouts of the CSV files Outlook and Google Contacts export (reference §3): what each column
// holds, and how a row's name is made. A header cell is matched by its trimmed, case-folded name, never by
// its place: Outlook.com, Google's "Outlook CSV" and a sheet saved again by Excel each order the columns
// their own way. Each layout also knows the columns it holds that a contact does not keep, because a file
// is read as the layout that recognises most of its header cells, as Exchange's own importer does.
import type { NumberLabel } from '../../../preload/contract';

/** Which program wrote the file, in which of its header sets. */
export type CsvProducer = 'outlookEnglish' | 'outlookGerman' | 'google' | 'googleOlder';

/** What a number is: a label of a contact's number, or a fax, which is left out (it cannot take a call). */
export type PhoneKind = NumberLabel | 'fax';

/** The parts a layout makes a contact's name of. */
export type NamePart = 'prefix' | 'first' | 'middle' | 'last' | 'suffix' | 'full' | 'fileAs' | 'nickname';

/** What a column holds of what a contact keeps. */
export type ColumnRole =
  | { kind: 'name'; part: NamePart }
  | { kind: 'company' }
  | { kind: 'note' }
  /** An Outlook column of one number, its label said by the header. */
  | { kind: 'phone'; phone: PhoneKind }
  /** Google's "Phone N - Label" (or "- Type"): the label of the numbers in "Phone N - Value". */
  | { kind: 'phoneLabel'; group: number }
  | { kind: 'phoneValue'; group: number };

/** A layout's column that a contact does not keep: it counts towards recognising the layout, nothing more. */
const KNOWN = 'known';

/** A row's name parts and company, as the columns gave them (trimmed, possibly empty). */
export type RowName = Readonly<Partial<Record<NamePart | 'company', string>>>;

export interface CsvLayout {
  producer: CsvProducer;
  /** What the column under this folded header (foldHeader) holds; undefined: not this layout's header. */
  roleOf(header: string): ColumnRole | typeof KNOWN | undefined;
  /** The contact's name from the row's name parts, each space apart; '' when the row gives none. */
  nameOf(row: RowName): string;
}

/** A header cell as layouts match it: trimmed, case-folded, composed (a Mac's file may decompose "ä"). */
const foldHeader = (header: string): string => header.normalize('NFC').trim().toLowerCase();

const joined = (...parts: (string | undefined)[]) => parts.filter((part) => part).join(' ');

const name = (part: NamePart): ColumnRole => ({ kind: 'name', part });
const phone = (kind: PhoneKind): ColumnRole => ({ kind: 'phone', phone: kind });
const COMPANY: ColumnRole = { kind: 'company' };
const NOTE: ColumnRole = { kind: 'note' };

/** A layout of fixed headers: the kept columns with their roles, and the others it writes. */
function fixedLayout(
  producer: CsvProducer,
  kept: Readonly<Record<string, ColumnRole>>,
  others: readonly string[],
  nameOf: CsvLayout['nameOf'],
): CsvLayout {
  const roles = new Map<string, ColumnRole | typeof KNOWN>();
  for (const header of others) roles.set(foldHeader(header), KNOWN);
  for (const [header, role] of Object.entries(kept)) roles.set(foldHeader(header), role);
  return { producer, roleOf: (header) => roles.get(header), nameOf };
}

/** Outlook: first, middle and last name and suffix (its Title is a salutation, "Mr."), else the company. */
const outlookName = (row: RowName) =>
  joined(row.first, row.middle, row.last, row.suffix) || (row.company ?? '');

/**
 * Outlook's English headers, the desktop export's 92 (reference §3.1; exchange_diff's en-US map), and
 * "Business Country" as Outlook 97 and 2000 wrote it.
 */
const OUTLOOK_ENGLISH = fixedLayout(
  'outlookEnglish',
  {
    'First Name': name('first'),
    'Middle Name': name('middle'),
    'Last Name': name('last'),
    Suffix: name('suffix'),
    Company: COMPANY,
    Notes: NOTE,
    "Assistant's Phone": phone('work'),
    'Business Fax': phone('fax'),
    'Business Phone': phone('work'),
    'Business Phone 2': phone('work'),
    Callback: phone('work'),
    'Car Phone': phone('mobile'),
    'Company Main Phone': phone('work'),
    'Home Fax': phone('fax'),
    'Home Phone': phone('home'),
    'Home Phone 2': phone('home'),
    ISDN: phone('other'),
    'Mobile Phone': phone('mobile'),
    'Other Fax': phone('fax'),
    'Other Phone': phone('other'),
    Pager: phone('other'),
    'Primary Phone': phone('work'),
    'Radio Phone': phone('mobile'),
    'TTY/TDD Phone': phone('other'),
    Telex: phone('other'),
  },
  [
    'Title',
    'Department',
    'Job Title',
    'Business Street',
    'Business Street 2',
    'Business Street 3',
    'Business City',
    'Business State',
    'Business Postal Code',
    'Business Country/Region',
    'Business Country',
    'Home Street',
    'Home Street 2',
    'Home Street 3',
    'Home City',
    'Home State',
    'Home Postal Code',
    'Home Country/Region',
    'Other Street',
    'Other Street 2',
    'Other Street 3',
    'Other City',
    'Other State',
    'Other Postal Code',
    'Other Country/Region',
    'Account',
    'Anniversary',
    "Assistant's Name",
    'Billing Information',
    'Birthday',
    'Business Address PO Box',
    'Categories',
    'Children',
    'Directory Server',
    'E-mail Address',
    'E-mail Type',
    'E-mail Display Name',
    'E-mail 2 Address',
    'E-mail 2 Type',
    'E-mail 2 Display Name',
    'E-mail 3 Address',
    'E-mail 3 Type',
    'E-mail 3 Display Name',
    'Gender',
    'Government ID Number',
    'Hobby',
    'Home Address PO Box',
    'Initials',
    'Internet Free Busy',
    'Keywords',
    'Language',
    'Location',
    "Manager's Name",
    'Mileage',
    'Office Location',
    'Organizational ID Number',
    'Other Address PO Box',
    'Priority',
    'Private',
    'Profession',
    'Referred By',
    'Sensitivity',
    'Spouse',
    'User 1',
    'User 2',
    'User 3',
    'User 4',
    'Web Page',
  ],
  outlookName,
);

/** Outlook's German headers (reference §3.1; exchange_diff's de-DE map); "Mobiltelefon 2" is Radio Phone. */
const OUTLOOK_GERMAN = fixedLayout(
  'outlookGerman',
  {
    Vorname: name('first'),
    'Weitere Vornamen': name('middle'),
    Nachname: name('last'),
    Suffix: name('suffix'),
    Firma: COMPANY,
    Notizen: NOTE,
    'Telefon Assistent': phone('work'),
    'Fax geschäftlich': phone('fax'),
    'Telefon geschäftlich': phone('work'),
    'Telefon geschäftlich 2': phone('work'),
    Rückmeldung: phone('work'),
    Autotelefon: phone('mobile'),
    'Telefon Firma': phone('work'),
    'Fax privat': phone('fax'),
    'Telefon privat': phone('home'),
    'Telefon privat 2': phone('home'),
    ISDN: phone('other'),
    Mobiltelefon: phone('mobile'),
    'Weiteres Fax': phone('fax'),
    'Weiteres Telefon': phone('other'),
    Pager: phone('other'),
    Haupttelefon: phone('work'),
    'Mobiltelefon 2': phone('mobile'),
    'Telefon für Hörbehinderte': phone('other'),
    Telex: phone('other'),
  },
  [
    'Anrede',
    'Abteilung',
    'Position',
    'Straße geschäftlich',
    'Straße geschäftlich 2',
    'Straße geschäftlich 3',
    'Ort geschäftlich',
    'Region geschäftlich',
    'Postleitzahl geschäftlich',
    'Land/Region geschäftlich',
    'Straße privat',
    'Straße privat 2',
    'Straße privat 3',
    'Ort privat',
    'Bundesland/Kanton privat',
    'Postleitzahl privat',
    'Land/Region privat',
    'Weitere Straße',
    'Weitere Straße 2',
    'Weitere Straße 3',
    'Weiterer Ort',
    'Weiteres/r Bundesland/Kanton',
    'Weitere Postleitzahl',
    'Weiteres/e Land/Region',
    'Konto',
    'Jahrestag',
    'Name Assistent',
    'Abrechnungsinformation',
    'Geburtstag',
    'Postfach geschäftlich',
    'Kategorien',
    'Kinder',
    'E-Mail-Adresse',
    'E-Mail-Typ',
    'E-Mail: Angezeigter Name',
    'E-Mail 2: Adresse',
    'E-Mail 2: Typ',
    'E-Mail 2: Angezeigter Name',
    'E-Mail 3: Adresse',
    'E-Mail 3: Typ',
    'E-Mail 3: Angezeigter Name',
    'Geschlecht',
    'Regierungsnr.',
    'Hobby',
    'Postfach privat',
    'Initialen',
    'Internet-Frei/Gebucht',
    'Ort',
    'Name des/der Vorgesetzten',
    'Reisekilometer',
    'Büro',
    'Weiteres Postfach',
    'Priorität',
    'Beruf',
    'Vertraulichkeit',
    'Partner',
    'Benutzer 1',
    'Benutzer 2',
    'Benutzer 3',
    'Benutzer 4',
    'Webseite',
    'Firma Yomi',
    'Vorname Yomi',
    'Nachname Yomi',
  ],
  outlookName,
);

/**
 * A layout of fixed headers and numbered groups ("Phone 2 - Value"): Google writes as many groups as the
 * fullest contact needs. `labelWord` is what the group's label column ends in: "Label" now, "Type" before.
 */
function numberedLayout(
  fixed: CsvLayout,
  labelWord: string,
  groupParts: readonly string[],
  company?: string,
): CsvLayout {
  const group = new RegExp(`^([a-z][a-z -]*?) (\\d+) - (${[labelWord, 'value', ...groupParts].join('|')})$`);
  return {
    ...fixed,
    roleOf(header) {
      const role = fixed.roleOf(header);
      if (role !== undefined) return role;
      if (header === company) return COMPANY;
      const [, what, number, part] = group.exec(header) ?? [];
      if (what === undefined) return undefined;
      if (what !== 'phone') return KNOWN;
      if (part === labelWord) return { kind: 'phoneLabel', group: Number(number) };
      return part === 'value' ? { kind: 'phoneValue', group: Number(number) } : undefined;
    },
  };
}

const ADDRESS_PARTS = [
  'formatted',
  'street',
  'city',
  'po box',
  'region',
  'postal code',
  'country',
  'extended address',
];

/**
 * Google Contacts' current export (reference §3.2): the names with their prefix and suffix, else File As,
 * else the nickname.
 */
const GOOGLE = numberedLayout(
  fixedLayout(
    'google',
    {
      'First Name': name('first'),
      'Middle Name': name('middle'),
      'Last Name': name('last'),
      'Name Prefix': name('prefix'),
      'Name Suffix': name('suffix'),
      Nickname: name('nickname'),
      'File As': name('fileAs'),
      'Organization Name': COMPANY,
      Notes: NOTE,
    },
    [
      'Phonetic First Name',
      'Phonetic Middle Name',
      'Phonetic Last Name',
      'Organization Title',
      'Organization Department',
      'Birthday',
      'Photo',
      'Labels',
    ],
    (row) =>
      joined(row.prefix, row.first, row.middle, row.last, row.suffix) || row.fileAs || row.nickname || '',
  ),
  'label',
  ADDRESS_PARTS,
);

/** Google's older export, UTF-16LE (reference §3.2): Name, else the given, additional and family names. */
const GOOGLE_OLDER = numberedLayout(
  fixedLayout(
    'googleOlder',
    {
      Name: name('full'),
      'Given Name': name('first'),
      'Additional Name': name('middle'),
      'Family Name': name('last'),
      Notes: NOTE,
    },
    [
      'Yomi Name',
      'Given Name Yomi',
      'Additional Name Yomi',
      'Family Name Yomi',
      'Name Prefix',
      'Name Suffix',
      'Initials',
      'Nickname',
      'Short Name',
      'Maiden Name',
      'Birthday',
      'Gender',
      'Location',
      'Billing Information',
      'Directory Server',
      'Mileage',
      'Occupation',
      'Hobby',
      'Sensitivity',
      'Priority',
      'Subject',
      'Language',
      'Photo',
      'Group Membership',
    ],
    (row) => row.full || joined(row.first, row.middle, row.last),
  ),
  'type',
  [
    ...ADDRESS_PARTS,
    'service',
    'name',
    'yomi name',
    'title',
    'department',
    'symbol',
    'location',
    'job description',
  ],
  'organization 1 - name',
);

/** In the order a tie goes to: English Outlook before Google for a file of first and last names only. */
const LAYOUTS: readonly CsvLayout[] = [OUTLOOK_ENGLISH, OUTLOOK_GERMAN, GOOGLE, GOOGLE_OLDER];

/** A file's header as a layout reads it: the role of each column (undefined: not kept). */
export interface HeaderReading {
  layout: CsvLayout;
  roles: (ColumnRole | undefined)[];
}

/**
 * The layout that recognises most of the header's cells, and the role of each of its columns; a header
 * cell that appears twice keeps its first column. Null when no layout finds a name or a number column.
 */
export function readHeader(header: readonly string[]): HeaderReading | null {
  const folded = header.map(foldHeader);
  let best: { layout: CsvLayout; score: number } | undefined;
  for (const layout of LAYOUTS) {
    const score = folded.filter((cell) => layout.roleOf(cell) !== undefined).length;
    if (best === undefined || score > best.score) best = { layout, score };
  }
  if (best === undefined) return null;
  const { layout } = best;
  const seen = new Set<string>();
  const roles = folded.map((cell) => {
    const role = seen.has(cell) ? undefined : layout.roleOf(cell);
    seen.add(cell);
    return role === KNOWN ? undefined : role;
  });
  const useful = roles.some(
    (role) => role?.kind === 'name' || role?.kind === 'phone' || role?.kind === 'phoneValue',
  );
  return useful ? { layout, roles } : null;
}

/** The words of a Google label that say what its numbers are; the first kind found wins ("Work Fax"). */
const LABEL_WORDS: readonly (readonly [PhoneKind, readonly string[]])[] = [
  ['fax', ['fax', 'telefax']],
  ['extension', ['extension', 'ext', 'durchwahl', 'nebenstelle']],
  ['mobile', ['mobile', 'cell', 'car', 'radio', 'mobil', 'handy']],
  ['home', ['home', 'privat', 'private']],
  ['work', ['work', 'business', 'company', 'main', 'primary', 'callback', 'assistant', 'geschäftlich']],
];

/** What a Google label (Mobile, Work, Home, Main, Other, Pager, Work Fax, one's own) says a number is. */
export function phoneKindOf(label: string): PhoneKind {
  const words = new Set(label.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  for (const [kind, said] of LABEL_WORDS) if (said.some((word) => words.has(word))) return kind;
  return 'other';
}

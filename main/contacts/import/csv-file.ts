// A CSV file of contacts as Outlook and Google Contacts export it (reference §3), read as a stream: its
// header says which program wrote it (csv-layouts.ts), and each row with a name, a company, a note or a
// number becomes a contact. csv-parse reads the cells 64 KB at a time; what is held is the contacts
// found, each value bounded, and one row of at most MAX_ROW_CHARS.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type CsvError, Parser } from 'csv-parse';
import type { NumberLabel } from '../../../preload/contract';
import { type Phrase, phrase } from '../../../preload/shared/i18n/phrase';
import { type MessageKey, t } from '../../../preload/shared/i18n/translate';
import { CoreError } from '../../errors/core-errors';
import { withoutFormulaGuards } from '../../export';
import { isExtensionText } from '../../numbers/number-key';
import {
  type ColumnRole,
  type CsvProducer,
  type HeaderReading,
  type NamePart,
  type PhoneKind,
  phoneKindOf,
  readHeader,
} from './csv-layouts';
import { encodingName, type FileHead, textChunks } from './file-bytes';
import {
  type ContactFound,
  type FileReading,
  type ImportedContact,
  type ImportedNumber,
  MAX_IMPORT_CONTACTS,
  MAX_VALUE_CHARS,
} from './imported-contact';

/** The cell separators read: Excel writes its list separator, which is ';' where ',' is the decimal mark. */
type Separator = ',' | ';' | '\t';
const SEPARATORS: readonly Separator[] = [',', ';', '\t'];

/**
 * The most characters one row may hold. An export's row holds a few hundred, a long note some thousands;
 * a row that runs past this is a quote that never closes or not a table at all, and the file is refused:
 * csv-parse, told to skip such a row, drops the rest of the file without a word (7.0.3).
 */
const MAX_ROW_CHARS = 1_048_576;

/** How Google joins values in one cell ("555-0101 ::: 555-0102"), and marks the primary one ("* Mobile"). */
const GOOGLE_VALUES = ' ::: ';
const PRIMARY_MARK = '* ';
/** Google's own groups ("* myContacts ::: Friends"): never what a number is, wherever they turn up. */
const SYSTEM_LABELS = new Set(['mycontacts', 'starred']);

/**
 * Characters no text export holds: control characters other than tab and line breaks, and the
 * replacement character of bytes that were not text in the file's encoding.
 */
const NOT_TEXT = /[^\P{Cc}\t\n\r]|\uFFFD/gu;
/** A piece of the file with more of them than this share is binary data: a stray one in a note is not. */
const NOT_TEXT_SHARE = 0.01;
const NOT_TEXT_ALLOWED = 16;

const LAYOUT_NAMES = {
  outlookEnglish: 'import.csv.outlookEnglish',
  outlookGerman: 'import.csv.outlookGerman',
  google: 'import.csv.google',
  googleOlder: 'import.csv.googleOlder',
} as const satisfies Record<CsvProducer, MessageKey>;

const refusal = (said: Phrase) => new CoreError('invalid-argument', said);

/**
 * The separator of the header line: the most frequent of ',', ';' and tab outside quotes (a header cell
 * may be quoted and hold another). A header of one column is read with ','.
 */
function separatorOf(text: string): Separator {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const character of text.replace(/^[\r\n]+/, '')) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  return SEPARATORS.reduce((best, each) => ((counts.get(each) ?? 0) > (counts.get(best) ?? 0) ? each : best));
}

/** The file's text, refused as soon as a piece of it is binary data rather than text. */
async function* textOnly(chunks: AsyncIterable<string>, file: string): AsyncGenerator<string> {
  for await (const chunk of chunks) {
    const strange = chunk.match(NOT_TEXT)?.length ?? 0;
    if (strange > NOT_TEXT_ALLOWED && strange > chunk.length * NOT_TEXT_SHARE)
      throw refusal(phrase('import.csv.binary', { file }));
    yield chunk;
  }
}

/**
 * A value as the reader keeps it: the export's formula guard taken off, trimmed, at most MAX_VALUE_CHARS
 * so that one hostile cell cannot fill the memory. Every contact limit is far lower, so withinLimits
 * cuts such a value again, and says so.
 */
const kept = (cell: string | undefined) =>
  withoutFormulaGuards(cell ?? '')
    .trim()
    .slice(0, MAX_VALUE_CHARS);

/**
 * The label of a number the file calls work: an extension where it is one by the number rules
 * (isExtensionText: a bare run of at most six digits). Outlook has no column of its own for an extension,
 * so Dialdesk's export writes one under Business Phone, and a person does too; read back, it is one again.
 */
const workLabel = (number: string): NumberLabel => (isExtensionText(number) ? 'extension' : 'work');

/** A value of a Google cell, with whether `* ` marked it as the primary one. */
function marked(part: string): { text: string; primary: boolean } {
  const text = part.trim();
  return text.startsWith(PRIMARY_MARK)
    ? { text: text.slice(PRIMARY_MARK.length).trim(), primary: true }
    : { text, primary: false };
}

interface FoundNumber extends ImportedNumber {
  primary: boolean;
}

/** What the rows of one layout are read with: which columns hold what, from the header's roles. */
interface RowPlan {
  names: [column: number, part: NamePart][];
  company: number | undefined;
  note: number | undefined;
  /** Outlook's columns of one number each, in the file's order. */
  phones: { column: number; kind: PhoneKind }[];
  /** Google's numbered groups, in the file's order: the label column (if any) and the value column. */
  groups: { label: number | undefined; value: number }[];
}

function planOf(roles: readonly (ColumnRole | undefined)[]): RowPlan {
  const plan: RowPlan = { names: [], company: undefined, note: undefined, phones: [], groups: [] };
  const labels = new Map<number, number>();
  roles.forEach((role, column) => {
    if (role?.kind === 'name') plan.names.push([column, role.part]);
    else if (role?.kind === 'company') plan.company ??= column;
    else if (role?.kind === 'note') plan.note ??= column;
    else if (role?.kind === 'phone') plan.phones.push({ column, kind: role.phone });
    else if (role?.kind === 'phoneLabel') labels.set(role.group, column);
  });
  roles.forEach((role, column) => {
    if (role?.kind === 'phoneValue') plan.groups.push({ label: labels.get(role.group), value: column });
  });
  return plan;
}

/** What reading the rows found, and what it skipped or left out, counted for the notes. */
class CsvRows {
  readonly contacts: ImportedContact[] = [];
  faxes = 0;
  /** Rows with more cells than the header has columns: csv-parse drops the cells past the last column. */
  extraCells = 0;
  private header: { reading: HeaderReading; plan: RowPlan } | undefined;

  constructor(
    private readonly file: string,
    private readonly found: ContactFound | undefined,
  ) {}

  get producer(): CsvProducer | undefined {
    return this.header?.reading.layout.producer;
  }

  /** The header (the first row that is not blank: Excel writes an empty row as separators), then contacts. */
  add(record: readonly string[]): void {
    if (record.every((cell) => cell.trim() === '')) return;
    if (this.header === undefined) {
      const reading = readHeader(record);
      if (reading === null) throw refusal(phrase('import.notContacts', { file: this.file }));
      this.header = { reading, plan: planOf(reading.roles) };
      return;
    }
    const { reading, plan } = this.header;
    for (let column = reading.roles.length; column < record.length; column++)
      if (record[column]?.trim()) {
        this.extraCells++;
        break;
      }
    const contact = this.contactOf(record, reading, plan);
    if (contact === null) return;
    if (this.contacts.length === MAX_IMPORT_CONTACTS)
      throw refusal(phrase('import.fileTooManyContacts', { file: this.file, max: MAX_IMPORT_CONTACTS }));
    this.contacts.push(contact);
    this.found?.(contact);
  }

  /** The row's contact; null for a row that gives no name, company, note or number (an empty row). */
  private contactOf(
    record: readonly string[],
    reading: HeaderReading,
    plan: RowPlan,
  ): ImportedContact | null {
    const row: Partial<Record<NamePart | 'company', string>> = {};
    for (const [column, part] of plan.names) row[part] ??= kept(record[column]);
    const company = plan.company === undefined ? '' : kept(record[plan.company]);
    row.company = company;
    const note = plan.note === undefined ? '' : kept(record[plan.note]);
    const found: FoundNumber[] = [];
    this.outlookNumbers(record, plan, found);
    this.googleNumbers(record, plan, found);
    const name = reading.layout.nameOf(row).slice(0, MAX_VALUE_CHARS);
    if (name === '' && company === '' && note === '' && found.length === 0) return null;
    // The primary numbers first (Google's "* "), the others in the file's order.
    const ordered = found.some((each) => each.primary)
      ? [...found.filter((each) => each.primary), ...found.filter((each) => !each.primary)]
      : found;
    const numbers = ordered.map(({ label, number }) => ({ label, number }));
    return { uid: null, name, company, note, numbers };
  }

  private outlookNumbers(record: readonly string[], plan: RowPlan, found: FoundNumber[]): void {
    for (const { column, kind } of plan.phones) {
      const number = kept(record[column]);
      if (number === '') continue;
      if (kind === 'fax') this.faxes++;
      else found.push({ label: kind === 'work' ? workLabel(number) : kind, number, primary: false });
    }
  }

  /**
   * Google's numbers: several in one value cell, their label cell holding one label for them all or one
   * each. The label's "* " marks the group primary, a value's "* " that value.
   */
  private googleNumbers(record: readonly string[], plan: RowPlan, found: FoundNumber[]): void {
    for (const group of plan.groups) {
      const values = kept(record[group.value]).split(GOOGLE_VALUES);
      if (values.length === 1 && values[0] === '') continue;
      const labels = (group.label === undefined ? '' : (record[group.label] ?? ''))
        .split(GOOGLE_VALUES)
        .map(marked)
        .filter((label) => label.text !== '' && !SYSTEM_LABELS.has(label.text.toLowerCase()));
      for (const [index, value] of values.entries()) {
        const number = marked(value);
        if (number.text === '') continue;
        const label = labels.length === values.length ? labels[index] : labels[0];
        const kind = label === undefined ? 'other' : phoneKindOf(label.text);
        if (kind === 'fax') this.faxes++;
        else
          found.push({
            label: kind === 'work' ? workLabel(number.text) : kind,
            number: number.text,
            primary: number.primary || label?.primary === true,
          });
      }
    }
  }
}

/** What the file was read as: the producer and header language, the encoding, a separator other than ','. */
function readAsOf(producer: CsvProducer, head: FileHead, separator: Separator): string {
  const values = { layout: t(LAYOUT_NAMES[producer]), encoding: encodingName(head.encoding) };
  if (separator === ';') return t('import.csv.readAsSemicolons', values);
  if (separator === '\t') return t('import.csv.readAsTabs', values);
  return t('import.csv.readAs', values);
}

/**
 * Reads a CSV file of contacts whose head readHead read. Refuses, in words naming `file`, a file whose
 * header is no known layout, one of binary data, one with a row longer than any export writes, one
 * holding more than MAX_IMPORT_CONTACTS contacts, and one holding none. A row csv-parse cannot read (a
 * quote out of place) is skipped and counted; so is a fax, which cannot take a call. Rejects with an
 * AbortError once `signal` aborts.
 */
export async function readCsvFile(
  path: string,
  file: string,
  head: FileHead,
  signal?: AbortSignal,
  found?: ContactFound,
): Promise<FileReading> {
  const separator = separatorOf(head.text);
  const rows = new CsvRows(file, found);
  let unreadableLines = 0;
  let lastUnreadableLine: unknown;
  let quoteNeverCloses = false;
  const parser = new Parser({
    delimiter: separator,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_ROW_CHARS,
    on_skip: (error: CsvError | undefined) => {
      // Thrown here, the refusal ends the parse: csv-parse hands on what on_skip throws as its error.
      if (error?.code === 'CSV_MAX_RECORD_SIZE')
        throw refusal(phrase('import.csv.rowTooLong', { file, max: MAX_ROW_CHARS }));
      if (error?.code === 'CSV_QUOTE_NOT_CLOSED') quoteNeverCloses = true;
      // One row can fail more than once ('x"y"' has two stray quotes): counted once per line it failed on.
      // csv-parse counts a CRLF as two lines (7.0.3), so its line numbers are compared, never shown.
      else if (error?.lines !== lastUnreadableLine) {
        unreadableLines++;
        lastUnreadableLine = error?.lines;
      }
      return undefined;
    },
  });
  await pipeline(
    Readable.from(textOnly(textChunks(path, head.encoding, signal), file)),
    parser,
    async (records: AsyncIterable<string[]>) => {
      for await (const record of records) rows.add(record);
    },
    { signal },
  );
  const { producer } = rows;
  if (rows.contacts.length === 0 || producer === undefined) {
    const troubles = unreadableLines + (quoteNeverCloses ? 1 : 0);
    throw refusal(
      troubles > 0
        ? phrase('import.csv.noContactsReadable', { file, count: troubles })
        : phrase('import.csv.noContacts', { file }),
    );
  }
  const notes: string[] = [];
  if (unreadableLines > 0) notes.push(t('import.csv.linesUnreadable', { count: unreadableLines }));
  if (quoteNeverCloses) notes.push(t('import.csv.quoteNeverCloses'));
  if (rows.extraCells > 0) notes.push(t('import.csv.extraCells', { count: rows.extraCells }));
  if (rows.faxes > 0) notes.push(t('import.faxes', { count: rows.faxes }));
  return { readAs: readAsOf(producer, head, separator), contacts: rows.contacts, notes };
}

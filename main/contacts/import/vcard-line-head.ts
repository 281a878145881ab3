// The head of a vCard content line: the group, the property's name and its parameters, up to the ':'
// where the value starts. The line reader needs it while it streams (a quoted-printable value goes on
// after a trailing '=', a photo's value is skipped), the card splitter to tell the lines apart, and the
// pre-pass to rewrite 2.1's parameters; vcf reads the rewritten line in full.

export type CardVersion = '2.1' | '3.0' | '4.0';

/** How a value is encoded: quoted-printable (2.1), base64 (2.1 'BASE64', 3.0 'b'), or as text. */
export type ValueEncoding = 'quoted-printable' | 'base64' | null;

export interface LineHead {
  /** The group before the name ('item1' of 'item1.TEL'), lower-cased: group names ignore case. */
  group: string | null;
  /** The property's name, upper-cased: 'TEL', 'X-ABLABEL'. */
  name: string;
  /** The parameter section as written, without its first ';': 'TYPE=CELL;TYPE=pref'; '' for none. */
  paramText: string;
  /** Where the value starts: just after the ':' that ends the head. */
  valueAt: number;
  encoding: ValueEncoding;
  /** The CHARSET parameter (2.1), as written, or null. */
  charset: string | null;
}

/** A parameter read: 'TYPE=CELL' → { key: 'TYPE', value: 'CELL' }; a bare 2.1 token has no key. */
export interface Param {
  key: string | null;
  value: string;
}

// 2.1 names an encoding by a bare token as often as by ENCODING= (reference §2.4).
const ENCODINGS: Readonly<Record<string, ValueEncoding>> = {
  'QUOTED-PRINTABLE': 'quoted-printable',
  QP: 'quoted-printable',
  BASE64: 'base64',
  B: 'base64',
  '8BIT': null,
  '7BIT': null,
};

// Whether a parameter section may name an encoding or a charset at all: most heads ('TEL;TYPE=CELL') do
// not, and are read without splitting their parameters.
const MAY_ENCODE = /encoding|charset|quoted|qp|base64|bit/i;

/** Whether a bare 2.1 token names an encoding rather than a type. */
export const isEncodingToken = (token: string): boolean => Object.hasOwn(ENCODINGS, token.toUpperCase());

/** Where the head ends: the first ':' outside a quoted parameter value, or -1. */
function headEnd(text: string, from: number): number {
  const colon = text.indexOf(':', from);
  const quote = text.indexOf('"', from);
  if (quote === -1 || colon < quote) return colon;
  let quoted = false;
  for (let at = from; at < text.length; at++) {
    const char = text[at];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) return at;
  }
  return -1;
}

/** Splits a head's parameter section at each ';' outside quotes. */
export function splitParams(section: string): string[] {
  if (!section.includes('"')) return section.split(';').filter((param) => param !== '');
  const params: string[] = [];
  let quoted = false;
  let start = 0;
  for (let at = 0; at <= section.length; at++) {
    const char = section[at];
    if (char === '"') quoted = !quoted;
    else if ((char === ';' && !quoted) || at === section.length) {
      if (at > start) params.push(section.slice(start, at));
      start = at + 1;
    }
  }
  return params;
}

/**
 * The parameters read, one for each value: a bare token stands alone ('WORK'), and the vCard 2.1 spec's
 * own comma-joined form ('PARCEL,ENCODING=QUOTED-PRINTABLE') is a bare token and a named parameter.
 */
export function readParams(params: readonly string[]): Param[] {
  const read: Param[] = [];
  for (const param of params) {
    const equals = param.indexOf('=');
    const names = (equals === -1 ? param : param.slice(0, equals)).split(',');
    const key = equals === -1 ? undefined : names.pop();
    for (const token of names) if (token.trim() !== '') read.push({ key: null, value: token.trim() });
    if (key !== undefined) read.push({ key: key.trim().toUpperCase(), value: param.slice(equals + 1) });
  }
  return read;
}

function encodingOf(params: readonly Param[]): ValueEncoding {
  for (const { key, value } of params) {
    const named = key === 'ENCODING' || key === null ? ENCODINGS[value.toUpperCase()] : undefined;
    if (named) return named;
  }
  return null;
}

/**
 * A character of a property's name: letters, digits and '-' (RFC 6350 §3.3), and '_', which some
 * producers write in X- names.
 */
function isNameChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d ||
    code === 0x5f
  );
}

/** The head of a content line, or null when the line has none: no ':' after a property name. */
export function lineHead(text: string): LineHead | null {
  // The name, and the group before a '.': read by hand, as every line of a file passes here.
  let dot = -1;
  let at = 0;
  // Whether the name has small letters, the group capitals: most have none, and need no new string.
  let small = false;
  let capitals = false;
  for (; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x2e && dot === -1 && at > 0) {
      dot = at;
      small = false;
    } else if (!isNameChar(code)) break;
    else if (code >= 0x61 && code <= 0x7a) small = true;
    else if (code >= 0x41 && code <= 0x5a && dot === -1) capitals = true;
  }
  const ends = text[at];
  if ((ends !== ';' && ends !== ':') || at === dot + 1) return null;
  const named = text.slice(dot + 1, at);
  const name = small ? named.toUpperCase() : named;
  const grouped = dot === -1 ? null : text.slice(0, dot);
  const group = grouped !== null && capitals ? grouped.toLowerCase() : grouped;
  if (ends === ':') return { group, name, paramText: '', valueAt: at + 1, encoding: null, charset: null };
  const end = headEnd(text, at + 1);
  if (end === -1) return null;
  const paramText = text.slice(at + 1, end);
  let encoding: ValueEncoding = null;
  let charset: string | null = null;
  if (MAY_ENCODE.test(paramText)) {
    const read = readParams(splitParams(paramText));
    encoding = encodingOf(read);
    charset = read.find(({ key }) => key === 'CHARSET')?.value.trim() ?? null;
  }
  return { group, name, paramText, valueAt: end + 1, encoding, charset };
}

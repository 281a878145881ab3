// A content line rewritten into the line vcf reads (reference §1, "practical split"): vCard 2.1's
// quoted-printable value decoded from its bytes in its CHARSET, a value the file's reading guessed read
// again from its bytes (vcard-charset.ts), 2.1's bare parameters ('TEL;WORK;VOICE:') as TYPE values,
// quotes taken off ('TYPE="voice,home"'), and phone-like X- properties ('X-MS-TEL') as TEL with their name
// as a type. Only the parameters a contact is read from stay; the head is lower-cased, as names and
// parameters ignore case (and vcf camel-cases each, far faster when it has no capitals to look at).
import type { FileEncoding } from './file-bytes';
import { type DecodedText, decodeQuotedPrintable, readAgain } from './vcard-charset';
import { isEncodingToken, type LineHead, readParams, splitParams } from './vcard-line-head';
import { isPhoneProperty } from './vcard-number';

/**
 * A line as vcf reads it, its value alone, and the encoding its 8-bit text was read in (null when it had
 * none).
 */
export interface PreparedLine {
  line: string;
  /** The value as the line ends in it: decoded, its escapes still in. */
  value: string;
  encoding: string | null;
}

// A parameter value as vcf can split it: no quotes, and none of the characters that end a head or a
// parameter. Each type of 'voice,home' stays apart at its comma.
const cleanValue = (value: string) =>
  value
    .replace(/[";:=\\]/g, '')
    .trim()
    .toLowerCase();

/** The parameters a contact is read from, each after its ';': the types, and VALUE (4.0's VALUE=uri). */
function paramsOf(head: LineHead, name: string): string {
  // 'X-MS-TEL' read as a TEL whose type is its name: 'X-HOME-FAX' still says fax.
  let params = name === head.name ? '' : `;type=${head.name.toLowerCase()}`;
  if (head.paramText === '') return params;
  for (const { key, value } of readParams(splitParams(head.paramText))) {
    const cleaned = cleanValue(value);
    if (cleaned === '') continue;
    if (key === null) {
      if (!isEncodingToken(value)) params += `;type=${cleaned}`;
    } else if (key === 'TYPE') params += `;type=${cleaned}`;
    else if (key === 'VALUE') params += `;value=${cleaned}`;
  }
  return params;
}

function decodedValue(text: string, head: LineHead, file: FileEncoding): DecodedText {
  const value = text.slice(head.valueAt);
  if (head.encoding !== 'quoted-printable') return readAgain(value, head.charset, file);
  const decoded = decodeQuotedPrintable(value, head.charset);
  // A decoded line break must not end vcf's line: a bare LF is one vcf keeps inside the value.
  return { ...decoded, text: decoded.text.replace(/\r\n?/g, '\n') };
}

/** The content line `text`, whose head is `head`, as vcf reads it. */
export function prepareLine(text: string, head: LineHead, file: FileEncoding): PreparedLine {
  const name = isPhoneProperty(head.name) ? 'TEL' : head.name;
  const params = paramsOf(head, name);
  const value = decodedValue(text, head, file);
  const group = head.group === null ? '' : `${head.group}.`;
  const said = name === 'VERSION' ? value.text.trim() : value.text;
  const line = `${group}${name.toLowerCase()}${params}:${said}`;
  return { line, value: said, encoding: value.encoding };
}

// The bytes behind a vCard value and the characters they stand for (reference §2.3). A 2.1 value in
// quoted-printable is bytes ('Geb=C3=A4ude'), in the charset its CHARSET parameter names; without one, or
// with one TextDecoder does not know, UTF-8 if the bytes are UTF-8 (Android writes it), else
// Windows-1252 (Outlook's). A file read as Windows-1252 as a whole may still hold lines in UTF-8 (a fold
// that split a UTF-8 character, a card from another producer): each such line's bytes are read again.
import { encodingName, type FileEncoding } from './file-bytes';

/** A value's text, and the encoding its 8-bit bytes were read in (null when it had none). */
export interface DecodedText {
  text: string;
  encoding: string | null;
}

// Windows-1252 maps each of the 256 bytes to its own character (WHATWG's table), so its text gives its
// bytes back exactly.
const WINDOWS_1252_BYTES = new Map<string, number>();
const windows1252 = new TextDecoder('windows-1252');
for (let byte = 0; byte < 256; byte++) WINDOWS_1252_BYTES.set(windows1252.decode(Uint8Array.of(byte)), byte);

const NON_ASCII = /[\u0080-\uFFFF]/;
const HEX = /^[0-9A-Fa-f]{2}$/;

/** The decoder a CHARSET parameter names, or null when TextDecoder does not know the name. */
function declaredDecoder(charset: string | null): TextDecoder | null {
  if (charset === null) return null;
  try {
    return new TextDecoder(charset.trim().replace(/^"|"$/g, ''), { fatal: true });
  } catch {
    return null;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes as text: in the declared charset if they are valid in it, else UTF-8 if valid, else Windows-1252. */
function decodeBytes(bytes: Uint8Array, charset: string | null): DecodedText {
  if (!bytes.some((byte) => byte >= 0x80)) return { text: windows1252.decode(bytes), encoding: null };
  const declared = declaredDecoder(charset);
  for (const decoder of declared ? [declared, utf8] : [utf8]) {
    try {
      return { text: decoder.decode(bytes), encoding: encodingName(decoder.encoding) };
    } catch {
      // Not valid in that encoding: the next one is tried.
    }
  }
  return { text: windows1252.decode(bytes), encoding: encodingName('windows-1252') };
}

/**
 * A quoted-printable value's text: '=XX' is a byte, other ASCII characters stand for themselves; a
 * character beyond ASCII (a producer that did not encode it) is kept as the file's reading gave it.
 */
export function decodeQuotedPrintable(value: string, charset: string | null): DecodedText {
  const bytes = new Uint8Array(value.length);
  let size = 0;
  let text = '';
  let encoding: string | null = null;
  const flush = () => {
    if (size === 0) return;
    const decoded = decodeBytes(bytes.subarray(0, size), charset);
    text += decoded.text;
    encoding ??= decoded.encoding;
    size = 0;
  };
  for (let at = 0; at < value.length; at++) {
    const code = value.charCodeAt(at);
    if (code === 0x3d && HEX.test(value.slice(at + 1, at + 3))) {
      bytes[size++] = Number.parseInt(value.slice(at + 1, at + 3), 16);
      at += 2;
    } else if (code < 0x80) bytes[size++] = code;
    else {
      flush();
      text += value[at];
    }
  }
  flush();
  return { text, encoding };
}

/**
 * A value the file's reading gave in `file` encoding, read again from its bytes where that reading was a
 * guess: a line of a file read as Windows-1252 in the charset it declares, or in UTF-8 when its bytes
 * are UTF-8. Other readings (UTF-8 throughout, UTF-16 by its byte order mark or its NULs) stand.
 */
export function readAgain(value: string, charset: string | null, file: FileEncoding): DecodedText {
  if (!NON_ASCII.test(value)) return { text: value, encoding: null };
  if (file !== 'windows-1252') return { text: value, encoding: encodingName(file) };
  const bytes = Uint8Array.from(value, (char) => WINDOWS_1252_BYTES.get(char) ?? 0x3f);
  return decodeBytes(bytes, charset);
}

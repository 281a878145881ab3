// Keeps keys out of every message. A key reaches a message in many disguises: as sent (a query string
// URL-encodes it), echoed by a server inside JSON (`\/`, `\u0043`), as the base64 of Basic credentials
// (':key', 'user:key'), or cut in two by an excerpt that ends in the middle of it. Each form that can be
// derived from the key is removed, and then any run of 8 or more characters of a key that is left.
import type { Phrase } from '../../preload/shared/i18n/phrase';

const REDACTED = '[redacted]';
/** The shortest piece of a key that is removed wherever it shows up. */
export const KEY_RUN = 8;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every way one character of a key can be written in JSON, a URL or HTML: as itself or escaped. */
function characterForms(char: string): string {
  const code = char.charCodeAt(0);
  const hex2 = code.toString(16).padStart(2, '0');
  const hex4 = code.toString(16).padStart(4, '0');
  const forms = [
    escapeRegExp(char),
    `\\\\u${hex4}`, // JSON \u0043
    `%${hex2}`, // URL
    `&#0*${code};`, // HTML decimal
    `&#x0*${hex2};`, // HTML hex
  ];
  if (char === '/' || char === '"' || char === '\\') forms.push(`\\\\${escapeRegExp(char)}`); // JSON \/ \" \\
  if (char === ' ') forms.push('\\+');
  return `(?:${forms.join('|')})`;
}

/** A pattern matching `text` with each character in any of its forms (hex digits in either case). */
const anyForm = (text: string): string => [...text].map(characterForms).join('');

/** The base64 (and base64url) text that any bytes with `secret` inside contain, at each of 3 alignments. */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    // Only the characters made of the secret's bits alone: the first and last ones mix in others.
    const inner = encoded.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + bytes.length) * 8) / 6));
    if (inner.length >= KEY_RUN) forms.push(inner, inner.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return forms;
}

/** The runs of KEY_RUN characters of a secret, each as a pattern of any of its forms. */
function runPatterns(secret: string): string[] {
  const runs = new Set<string>();
  for (let start = 0; start + KEY_RUN <= secret.length; start++)
    runs.add(secret.slice(start, start + KEY_RUN));
  return [...runs].map(anyForm);
}

/**
 * The text with every form of each secret removed (raw, escaped, URL-encoded, base64 at any alignment,
 * and any run of KEY_RUN characters of it), and any api_key or Authorization value.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    out = out.replace(new RegExp(anyForm(secret), 'gi'), REDACTED);
    for (const form of base64Forms(secret)) out = out.split(form).join(REDACTED);
    if (secret.length >= KEY_RUN) {
      // One alternation, longest-first is not needed: every run has the same length.
      out = out.replace(new RegExp(runPatterns(secret).join('|'), 'gi'), REDACTED);
    }
  }
  return out
    .replace(/(api_key(?:=|%3D))[^&\s"'<>]*/gi, `$1${REDACTED}`)
    .replace(/(authorization["']?\s*[:=]\s*["']?)[^"'\r\n,}]*/gi, `$1${REDACTED}`)
    .replace(/(?:\[redacted\]){2,}/g, REDACTED);
}

/** The phrase with every text put in it redacted (a server's reply, a system's error): see redact. */
export function redactPhrase(said: Phrase, secrets: readonly string[]): Phrase {
  if (said.values === undefined) return said;
  const values: NonNullable<Phrase['values']> = {};
  for (const [name, value] of Object.entries(said.values))
    values[name] =
      typeof value === 'string'
        ? redact(value, secrets)
        : typeof value === 'number'
          ? value
          : redactPhrase(value, secrets);
  return { key: said.key, values };
}

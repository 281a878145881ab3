// A card's TEL as the number a contact keeps (reference §2.5–7, §2.11): its text, a tel: URI read as
// the number it names, and its label from the words of its types and of the X-ABLabel of its group.
// A fax is left out: it cannot take a call.
import type { NumberLabel } from '../../../preload/contract';
import { rememberedPerText } from '../../numbers/remembered';
import type { ImportedNumber } from './imported-contact';
import type { CardVersion } from './vcard-line-head';
import { unescapeText } from './vcard-text';

// X- properties that hold a number: Outlook's X-MS-TEL, and the like of other producers. A whole word of
// the name must say so: X-PHONETIC-FIRST-NAME is no phone.
const PHONE_PROPERTY = /^X-(?:[A-Z0-9_]+-)*(?:TEL|PHONE|MOBILE|CELL|FAX|PAGER)(?:-[A-Z0-9_]+)*$/;

/** Whether a property holds a phone number: TEL, and the phone-like X- properties. */
export const isPhoneProperty = (name: string): boolean =>
  name === 'TEL' || (name.startsWith('X-') && PHONE_PROPERTY.test(name));

// The words that give a label, in the order they win: a work mobile is a mobile, an extension at home
// still an extension. Apple's built-ins ('_$!<iPhone>!$_'), Google's labels ('WORK_MOBILE'), German
// ones ('Durchwahl', 'Nebenstelle': both say extension).
const LABEL_WORDS: readonly [NumberLabel, ReadonlySet<string>][] = [
  ['extension', new Set(['extension', 'ext', 'durchwahl', 'nebenstelle'])],
  ['mobile', new Set(['cell', 'mobile', 'iphone'])],
  ['work', new Set(['work', 'main', 'company'])],
  ['home', new Set(['home'])],
];
const CALLABLE = new Set(['voice', 'cell', 'mobile', 'iphone']);

/**
 * The words of a type or a label, lower-cased: split at anything but letters and digits and, as well,
 * at each lower-to-upper change ('HomeFAX' is 'homefax', 'home' and 'fax'; 'iPhone' stays 'iphone').
 */
function wordsOf(text: string, into: Set<string>): void {
  const inner = text.replace(/^_\$!<|>!\$_$/g, '');
  for (const word of inner.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) into.add(word);
  for (const word of inner
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u))
    if (word) into.add(word);
}

function labelOf(words: ReadonlySet<string>): NumberLabel | null {
  for (const [label, said] of LABEL_WORDS) for (const word of said) if (words.has(word)) return label;
  return null;
}

// RFC 3966's visual separators, shown as spaces: 'tel:+1-212-555-0100' reads '+1 212 555 0100'.
const VISUAL_SEPARATORS = /[-.()]/g;

/** A parameter of a tel: URI's, by name: 'ext' of ';ext=12'. */
const uriParam = (params: readonly string[], name: string) =>
  params.find((param) => param.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);

/**
 * The number a tel: URI names, as a person writes it: 'tel:+1-212-555-0100;ext=12' is
 * '+1 212 555 0100 ext. 12', the form the number rules (main/numbers/number-key.ts) read an extension
 * from; a local number takes a global phone-context in front ('tel:555-0100;phone-context=+1-212').
 * Another URI ('sip:…') stays as it is.
 */
function telUriNumber(uri: string): string {
  if (!/^tel:/i.test(uri)) return uri;
  const [local = '', ...params] = uri.slice('tel:'.length).split(';');
  const context = uriParam(params, 'phone-context');
  const global = !local.startsWith('+') && context?.startsWith('+') ? `${context}-${local}` : local;
  const number = global.replace(VISUAL_SEPARATORS, ' ').replace(/\s+/g, ' ').trim();
  const extension = uriParam(params, 'ext')?.replace(/\D/g, '');
  return extension ? `${number} ext. ${extension}` : number;
}

/** A TEL as the card writes it, its parameters as vcf read them. */
export interface TelProperty {
  value: string;
  /** TYPE values, lower-cased (a phone-like X- property's name is one of them). */
  types: readonly string[];
  /** The VALUE parameter: 'uri' for a 4.0 tel: URI. */
  valueType: string | null;
  /** The X-ABLabel of the TEL's group, or null. */
  label: string | null;
}

/**
 * What a TEL's types and label make it: a label, or 'fax'. Worked out once for each distinct pair: an
 * export repeats a few, and this is much of the time a card takes. Types hold no ';' (the pre-pass
 * takes it out), so it parts them from the label in the key.
 */
const kindOf = rememberedPerText((key: string): NumberLabel | 'fax' => {
  const split = key.indexOf(';');
  const typeWords = new Set<string>();
  for (const type of key.slice(0, split).split(',')) wordsOf(type, typeWords);
  const labelWords = new Set<string>();
  wordsOf(key.slice(split + 1), labelWords);
  const callable = [...CALLABLE].some((word) => typeWords.has(word) || labelWords.has(word));
  if ((typeWords.has('fax') || labelWords.has('fax')) && !callable) return 'fax';
  return labelOf(labelWords) ?? labelOf(typeWords) ?? 'other';
});

/** The number a TEL holds, 'fax' for a fax (left out), or null for a TEL with no text. */
export function readNumber(tel: TelProperty, version: CardVersion): ImportedNumber | 'fax' | null {
  const text = unescapeText(tel.value, version).trim();
  const number = tel.valueType === 'uri' || /^tel:/i.test(text) ? telUriNumber(text) : text;
  if (number === '') return null;
  const kind = kindOf(`${tel.types.join(',')};${tel.label ?? ''}`);
  return kind === 'fax' ? 'fax' : { label: kind, number };
}

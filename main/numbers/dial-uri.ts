import { toExternalNumber } from './external-number';
import { asInternalNumber } from './internal-number';
import { type CountryCode, parsePhoneNumberFromString } from './phone-library';
import { supportedRegion } from './region';
import type { ParsedNumber } from './types';

// Real dial links are far shorter; the cap bounds the work done on input from other apps and the OS.
const MAX_URI_LENGTH = 256;
const DIAL_URI = /^(tel|callto|sip):(.*)$/i;
// Digits and the RFC 3966 visual separators. Letters are refused rather than mapped to keypad digits,
// matching findPhoneNumber's treatment of vanity numbers.
const DIALLABLE = /^\+?[\d\-.() ]+$/;

/**
 * The number behind a tel:, callto: or sip: link, or null for anything else. Never throws: links
 * arrive from other applications and from the OS protocol handler, so any string (or non-string) is
 * possible.
 */
export function parseDialUri(uri: string, options: { defaultRegion: string }): ParsedNumber | null {
  if (typeof uri !== 'string' || uri.length > MAX_URI_LENGTH) return null;
  const match = DIAL_URI.exec(decodeUri(uri.trim()) ?? '');
  const scheme = match?.[1]?.toLowerCase();
  const rest = match?.[2];
  if (scheme === undefined || rest === undefined) return null;
  return parseSubscriber(subscriberOf(scheme, rest), supportedRegion(options.defaultRegion));
}

function decodeUri(uri: string): string | null {
  try {
    return decodeURIComponent(uri);
  } catch {
    return null; // malformed %-escape
  }
}

// The RFC 3966 'telephone-subscriber' inside each kind of link: number then ';name=value' parameters.
function subscriberOf(scheme: string, rest: string): string {
  switch (scheme) {
    case 'callto':
      return rest.replace(/^\/\//, ''); // Skype-era links are written both callto:+1… and callto://+1…
    case 'sip':
      return rest.split('@')[0] ?? ''; // the user part; host and ';user=phone' follow the '@'
    default:
      return rest;
  }
}

function parseSubscriber(subscriber: string, region: CountryCode | undefined): ParsedNumber | null {
  const [number = '', ...params] = subscriber.trim().split(';');
  const internal = asInternalNumber(number);
  if (internal) return internal;
  if (!DIALLABLE.test(number)) return null;

  // RFC 3966: a local number's phone-context may be a global prefix ('+44'), which completes it. A
  // domain context says nothing we can dial, and a global number needs no context at all.
  const context = paramValue(params, 'phone-context');
  const completed = !number.startsWith('+') && context?.startsWith('+') ? context + number : number;
  const phone = parsePhoneNumberFromString(completed, region);
  // A link names exactly one number, so there is no better candidate to prefer: possible is enough,
  // which also lets fictional 555 numbers through (see findPhoneNumber).
  if (!phone?.isPossible()) return null;

  // The extension may carry visual separators too; one without any digit is dropped, not guessed at.
  const extension = paramValue(params, 'ext')?.replace(/\D/g, '');
  if (extension) phone.setExt(extension);
  return toExternalNumber(phone, region);
}

function paramValue(params: string[], name: string): string | undefined {
  const prefix = `${name}=`;
  return params.find((param) => param.toLowerCase().startsWith(prefix))?.slice(prefix.length);
}

// A number the shell found in the clipboard or a link, with the text to hand back to the core. The core
// parses text itself; handing it the canonical form means it dials exactly the number the tray label or
// notification showed, whatever else the clipboard held.
import { displayNumber, findPhoneNumber, type ParsedNumber, parseDialUri } from '../numbers';

export interface FoundNumber {
  /** As a person reads it: '(555) 123-4567'. */
  display: string;
  /** What the core finds as this same number: '+15551234567;ext=12', or '201' for an extension. */
  text: string;
  /** Only outside numbers can be looked up. */
  external: boolean;
}

function found(parsed: ParsedNumber): FoundNumber {
  if (parsed.kind === 'internal') return { display: parsed.digits, text: parsed.digits, external: false };
  const extension = parsed.extension ? `;ext=${parsed.extension}` : '';
  return { display: displayNumber(parsed), text: parsed.e164 + extension, external: true };
}

export function findNumber(text: string, defaultRegion: string): FoundNumber | null {
  const parsed = findPhoneNumber(text, { defaultRegion });
  return parsed ? found(parsed) : null;
}

/**
 * The number of a tel:, callto: or sip: link. The link itself is not handed to the core: its text
 * search does not read %-escapes or a sip: user part ('sip:201@pbx' is extension 201).
 */
export function numberInLink(url: string, defaultRegion: string): FoundNumber | null {
  const parsed = parseDialUri(url, { defaultRegion });
  return parsed ? found(parsed) : null;
}

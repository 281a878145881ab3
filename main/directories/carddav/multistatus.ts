// A WebDAV multistatus reply (RFC 4918 §13) as the CardDAV reader uses it: each response's href, its own
// status (a card gone from a sync-collection, a 507 for a truncated one), and the properties its 2xx
// propstats hold, named without their namespace prefix (servers choose their own: Radicale's "CR:").
import { createRequire } from 'node:module';

export interface DavResponse {
  href: string;
  /** The response's own status ("HTTP/1.1 404 Not Found" → 404), or null when it has propstats instead. */
  status: number | null;
  /** The properties found (2xx propstats), by local name; an empty element is ''. */
  props: Readonly<Record<string, unknown>>;
}

export interface Multistatus {
  responses: DavResponse[];
  /** A sync-collection's new token (RFC 6578 §6.4), or null. */
  syncToken: string | null;
}

// An ES module has no require(): this makes one for this file. Built, main is CommonJS with a require()
// of its own, and the build leaves this line out (scripts/main-bundle.mjs).
const require = createRequire(import.meta.url);

type XmlParser = InstanceType<typeof import('fast-xml-parser').XMLParser>;
let madeParser: XmlParser | undefined;

/** Made for the first directory read: the parser is a file of its own when built (scripts/main-bundle.mjs). */
function parser(): XmlParser {
  if (madeParser) return madeParser;
  const { XMLParser } = require('fast-xml-parser') as typeof import('fast-xml-parser');
  madeParser = new XMLParser({
    ignoreAttributes: true,
    removeNSPrefix: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    // ETags, tokens and card text stay strings as sent.
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => name === 'response' || name === 'propstat' || name === 'href',
  });
  return madeParser;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** "HTTP/1.1 207 Multi-Status" → 207. */
function statusCode(line: unknown): number | null {
  const match = typeof line === 'string' ? /^\S+\s+(\d{3})/.exec(line.trim()) : null;
  return match?.[1] ? Number(match[1]) : null;
}

/** The text of an element that holds text; '' for one that holds none. */
export const textIn = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The hrefs an element holds (current-user-principal, addressbook-home-set). */
export const hrefsIn = (value: unknown): string[] =>
  isRecord(value)
    ? asArray(value.href)
        .map(textIn)
        .filter((href) => href !== '')
    : [];

/** Whether an element (resourcetype, a report) holds a child of this local name. */
export const holds = (value: unknown, name: string): boolean => isRecord(value) && name in value;

/** The multistatus in `text`, or null when the text is none (an HTML page, another server's XML). */
export function parseMultistatus(text: string): Multistatus | null {
  let parsed: unknown;
  try {
    parsed = parser().parse(text);
  } catch {
    return null;
  }
  const root = isRecord(parsed) ? parsed.multistatus : undefined;
  if (root === undefined) return null;
  if (!isRecord(root)) return { responses: [], syncToken: null };
  const responses: DavResponse[] = [];
  for (const response of asArray(root.response)) {
    if (!isRecord(response)) continue;
    const href = textIn(asArray(response.href)[0]);
    if (href === '') continue;
    const props: Record<string, unknown> = {};
    for (const propstat of asArray(response.propstat)) {
      if (!isRecord(propstat)) continue;
      const status = statusCode(propstat.status);
      if (status !== null && (status < 200 || status >= 300)) continue;
      if (isRecord(propstat.prop)) Object.assign(props, propstat.prop);
    }
    responses.push({ href, status: statusCode(response.status), props });
  }
  const token = textIn(root['sync-token']);
  return { responses, syncToken: token === '' ? null : token };
}

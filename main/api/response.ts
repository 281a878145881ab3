// Checks a reply in the order the spec demands: status, then content type, and only then the body.
import { createRequire } from 'node:module';
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import { jsonTextNestsDeeperThan, MAX_REPLY_DEPTH, nestsDeeperThan, xmlTextNestsDeeperThan } from './depth';
import {
  HttpStatusError,
  RateLimitedError,
  UnexpectedContentTypeError,
  UnexpectedResponseError,
} from './errors';
import { parseRetryAfter } from './retry';
import { type HttpResponse, type RequestContext, redirectError } from './transport';

const EXCERPT_CHARS = 200;

/** The charset a Content-Type names ('text/plain; charset=ISO-8859-1'), or null. */
function declaredCharset(res: HttpResponse): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(res.header('content-type') ?? '');
  if (match?.[1]) return match[1];
  // An XML reply may say it in its declaration instead: <?xml version="1.0" encoding="ISO-8859-1"?>
  const head = Buffer.from(res.body.subarray(0, 200)).toString('latin1');
  return /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1] ?? null;
}

/** A reply body as text, in the charset the reply declares (UTF-8 when it names none, or none known). */
export function textOf(res: HttpResponse): string {
  const charset = declaredCharset(res);
  if (charset !== null) {
    try {
      return new TextDecoder(charset).decode(res.body);
    } catch {
      // A charset no decoder knows: UTF-8 below, with U+FFFD for what it cannot read.
    }
  }
  return new TextDecoder('utf-8').decode(res.body);
}

/** The first characters of a reply as one line of text, for error messages. */
export function bodyExcerpt(text: string): string {
  const start = text.slice(0, EXCERPT_CHARS * 4);
  const plain = /<html|<!doctype/i.test(start) ? start.replace(/<[^>]*>/g, ' ') : start;
  const oneLine = plain.replace(/\s+/g, ' ').trim();
  return oneLine.length > EXCERPT_CHARS ? `${oneLine.slice(0, EXCERPT_CHARS)}…` : oneLine;
}

/** What to tell the person for a failing status, per client (the phone system and lookup differ); asked when it fails. */
export type StatusHints = (status: number) => Phrase;

export function ensureSuccess(res: HttpResponse, ctx: RequestContext, hints: StatusHints): void {
  const { status } = res;
  if (status >= 200 && status < 300) return;
  if (status >= 300 && status < 400) throw redirectError(ctx, status);
  const excerpt = bodyExcerpt(textOf(res));
  if (status === 429) {
    throw new RateLimitedError(
      ctx.operation,
      excerpt,
      parseRetryAfter(res.header('retry-after'), Date.now()),
      ctx.secrets,
    );
  }
  throw new HttpStatusError(ctx.operation, status, excerpt, hints(status), ctx.secrets);
}

const isJson = (type: string) =>
  type === 'application/json' || type === 'text/json' || type.endsWith('+json');
const isXml = (type: string) =>
  type === 'application/xml' ||
  type === 'text/xml' ||
  (type.endsWith('+xml') && type !== 'application/xhtml+xml');
export const isHtml = (type: string) => type === 'text/html' || type === 'application/xhtml+xml';

// An ES module has no require(): this makes one for this file. Built, main is CommonJS with a require()
// of its own, and the build leaves this line out (scripts/main-bundle.mjs).
const require = createRequire(import.meta.url);

type XmlParser = InstanceType<typeof import('fast-xml-parser').XMLParser>;
let madeXmlParser: XmlParser | undefined;

/**
 * Made for the first XML reply: most phone systems answer JSON, and the parser (65 kB with its helpers)
 * is then never loaded. Built, it is a file of its own beside index.cjs (scripts/main-bundle.mjs).
 */
function xmlParser(): XmlParser {
  if (madeXmlParser) return madeXmlParser;
  const { XMLParser } = require('fast-xml-parser') as typeof import('fast-xml-parser');
  madeXmlParser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    ignoreDeclaration: true,
    ignorePiTags: true,
    // Values stay strings: an account id or extension like "007" must keep its leading zeros.
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
  });
  return madeXmlParser;
}

function tooDeep(ctx: RequestContext): UnexpectedResponseError {
  return new UnexpectedResponseError(
    ctx.operation,
    phrase('api.tooDeep', { levels: MAX_REPLY_DEPTH }),
    ctx.secrets,
  );
}

function parseJson(text: string, ctx: RequestContext): unknown {
  if (jsonTextNestsDeeperThan(text, MAX_REPLY_DEPTH)) throw tooDeep(ctx);
  try {
    return JSON.parse(text);
  } catch {
    throw new UnexpectedResponseError(
      ctx.operation,
      phrase('api.invalidJson', { excerpt: bodyExcerpt(text) }),
      ctx.secrets,
    );
  }
}

function parseXml(text: string, ctx: RequestContext): unknown {
  if (xmlTextNestsDeeperThan(text, MAX_REPLY_DEPTH)) throw tooDeep(ctx);
  const parser = xmlParser();
  let parsed: unknown;
  try {
    parsed = parser.parse(text, true);
  } catch {
    throw new UnexpectedResponseError(
      ctx.operation,
      phrase('api.invalidXml', { excerpt: bodyExcerpt(text) }),
      ctx.secrets,
    );
  }
  // Repeated elements become arrays, so the parsed value may be deeper than the elements were.
  if (nestsDeeperThan(parsed, MAX_REPLY_DEPTH)) throw tooDeep(ctx);
  return parsed;
}

/**
 * The body of a successful data reply as a JSON value (XML is turned into the equivalent object).
 * Returns null for an empty body. HTML and other types are refused before the body is read as data.
 */
export function parseDataBody(res: HttpResponse, ctx: RequestContext): unknown {
  const type = res.contentType;
  if (isHtml(type)) {
    throw new UnexpectedContentTypeError(
      ctx.operation,
      type,
      phrase('api.expected.dataNotWebPage'),
      ctx.secrets,
    );
  }
  const text = textOf(res).trim();
  if (text === '') return null;
  if (isJson(type)) return parseJson(text, ctx);
  if (isXml(type)) return parseXml(text, ctx);
  // Some deployments label data as plain text: accept it only when it plainly is JSON or XML.
  if (type === 'text/plain' && /^[[{]/.test(text)) return parseJson(text, ctx);
  if (type === 'text/plain' && text.startsWith('<') && !/^<(!doctype )?html/i.test(text))
    return parseXml(text, ctx);
  throw new UnexpectedContentTypeError(ctx.operation, type, phrase('api.expected.jsonOrXml'), ctx.secrets);
}

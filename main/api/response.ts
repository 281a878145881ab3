// Checks a reply in the order the spec demands: status, then content type, and only then the body.
import { XMLParser } from 'fast-xml-parser';
import {
  HttpStatusError,
  RateLimitedError,
  RedirectError,
  UnexpectedContentTypeError,
  UnexpectedResponseError,
} from './errors';
import { parseRetryAfter } from './retry';
import type { HttpResponse, RequestContext } from './transport';

const EXCERPT_CHARS = 200;

/** The first characters of a body as one line of text, for error messages. */
export function bodyExcerpt(body: Uint8Array): string {
  const text = Buffer.from(body.subarray(0, EXCERPT_CHARS * 4)).toString('utf8');
  const plain = /<html|<!doctype/i.test(text) ? text.replace(/<[^>]*>/g, ' ') : text;
  const oneLine = plain.replace(/\s+/g, ' ').trim();
  return oneLine.length > EXCERPT_CHARS ? `${oneLine.slice(0, EXCERPT_CHARS)}…` : oneLine;
}

/** What to tell the person for a failing status, per client (the phone system and lookup differ). */
export type StatusHints = (status: number) => string;

export function ensureSuccess(res: HttpResponse, ctx: RequestContext, hints: StatusHints): void {
  const { status } = res;
  if (status >= 200 && status < 300) return;
  const excerpt = bodyExcerpt(res.body);
  if (status === 429) {
    throw new RateLimitedError(
      ctx.operation,
      excerpt,
      parseRetryAfter(res.header('retry-after'), Date.now()),
      ctx.secrets,
    );
  }
  if (status >= 300 && status < 400) {
    const location = res.header('location');
    const target = location ? ` to ${safeOrigin(location)}` : '';
    throw new RedirectError(
      ctx.operation,
      status,
      '',
      `The server redirected${target}; API calls are not redirected. Put the final address in Settings (base URL).`,
      ctx.secrets,
    );
  }
  throw new HttpStatusError(ctx.operation, status, excerpt, hints(status), ctx.secrets);
}

function safeOrigin(location: string): string {
  try {
    const url = new URL(location);
    return `${url.origin}${url.pathname}`;
  } catch {
    return 'another address';
  }
}

const isJson = (type: string) =>
  type === 'application/json' || type === 'text/json' || type.endsWith('+json');
const isXml = (type: string) =>
  type === 'application/xml' ||
  type === 'text/xml' ||
  (type.endsWith('+xml') && type !== 'application/xhtml+xml');
export const isHtml = (type: string) => type === 'text/html' || type === 'application/xhtml+xml';

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Values stay strings: an account id or extension like "007" must keep its leading zeros.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

function parseJson(text: string, ctx: RequestContext): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UnexpectedResponseError(
      ctx.operation,
      `the reply claims to be JSON but is not valid JSON ("${bodyExcerpt(Buffer.from(text))}").`,
      ctx.secrets,
    );
  }
}

function parseXml(text: string, ctx: RequestContext): unknown {
  try {
    return xmlParser.parse(text, true);
  } catch {
    throw new UnexpectedResponseError(
      ctx.operation,
      `the reply claims to be XML but is not well-formed ("${bodyExcerpt(Buffer.from(text))}").`,
      ctx.secrets,
    );
  }
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
      'That is a web page, not API data: check that the base URL ends in /app/api/7 and that the API is enabled for the account.',
      ctx.secrets,
    );
  }
  const text = Buffer.from(res.body).toString('utf8').trim();
  if (text === '') return null;
  if (isJson(type)) return parseJson(text, ctx);
  if (isXml(type)) return parseXml(text, ctx);
  // Some deployments label data as plain text: accept it only when it plainly is JSON or XML.
  if (type === 'text/plain' && /^[[{]/.test(text)) return parseJson(text, ctx);
  if (type === 'text/plain' && text.startsWith('<') && !/^<(!doctype )?html/i.test(text))
    return parseXml(text, ctx);
  throw new UnexpectedContentTypeError(ctx.operation, type, 'Expected JSON or XML data.', ctx.secrets);
}

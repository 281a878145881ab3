// A finished HTTP reply, and how it goes out on the wire. Kept apart from rendering so fault injection can
// send replies (or break them) without knowing about formats.

import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface HttpReply {
  kind: 'http';
  status: number;
  contentType?: string;
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

export const JSON_TYPE = 'application/json';

/** Thrown by operations for a client error; the server turns it into a JSON error reply. */
export class RequestError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function jsonReply(status: number, value: unknown): HttpReply {
  return { kind: 'http', status, contentType: JSON_TYPE, body: JSON.stringify(value) };
}

/** The phone system's error body: a machine-readable code and a sentence for people. */
export function errorReply({ status, code, message }: RequestError): HttpReply {
  return jsonReply(status, { error: code, message });
}

export function bodyBytes(reply: HttpReply): Uint8Array {
  return typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
}

/** The reply's headers; a `contentLength` other than the body size is only for the truncated fault. */
export function replyHeaders(reply: HttpReply, contentLength: number): OutgoingHttpHeaders {
  return {
    ...(reply.contentType && { 'Content-Type': reply.contentType }),
    'Content-Length': contentLength,
    ...reply.headers,
  };
}

export function sendReply(res: ServerResponse, reply: HttpReply): void {
  const body = bodyBytes(reply);
  res.writeHead(reply.status, replyHeaders(reply, body.byteLength));
  res.end(body);
}

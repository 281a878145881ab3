// Injected misbehaviour: the failures a real deployment shows now and then (login pages, proxies cutting
// replies, stalls), on demand, so client code can be tested against each of them.

import type { ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { bodyBytes, type HttpReply, JSON_TYPE, replyHeaders, sendReply } from './reply';
import type { Operation } from './routes';

export type Fault =
  /** Any canned reply. Content-Type defaults to application/json when there is a body. */
  | {
      kind: 'reply';
      status: number;
      body?: string | Uint8Array;
      contentType?: string;
      headers?: Record<string, string>;
    }
  /** The normal body, but this Content-Type header. */
  | { kind: 'content-type'; contentType: string }
  /** Status 200, a text/html login page (what a captive portal or an expired web session serves). */
  | { kind: 'html' }
  /** The normal data, rendered as XML (application/xml) for this reply. */
  | { kind: 'xml' }
  /** The normal reply, after ms. */
  | { kind: 'delay'; ms: number }
  /** Never answers; the socket stays open until the client gives up or the server closes. */
  | { kind: 'hang' }
  /** The socket is reset with no reply (the client sees ECONNRESET or "other side closed"). */
  | { kind: 'reset' }
  /** 200 application/json whose body is not JSON. */
  | { kind: 'malformed' }
  /** Content-Length larger than the bytes sent (half the normal body), then the socket is closed. */
  | { kind: 'truncated' }
  /** 200 application/json body of exactly that many bytes (at least 4): a JSON array holding one long string. */
  | { kind: 'huge'; bytes: number };

export interface FaultRule {
  /** Absent: every request, whatever its operation. */
  op?: Operation;
  /** How many matching requests get the fault; absent: until cleared. */
  times?: number;
  fault: Fault;
}

/** The injected rules, checked in insertion order; the first rule matching a request applies. */
export class FaultRules {
  readonly #rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    const { times, fault } = rule;
    if (times !== undefined && !(Number.isInteger(times) && times > 0)) {
      throw new RangeError(`FaultRule.times must be a positive integer, got ${times}`);
    }
    if (fault.kind === 'huge' && !(Number.isInteger(fault.bytes) && fault.bytes >= 4)) {
      throw new RangeError(`A huge fault needs an integer byte count of at least 4, got ${fault.bytes}`);
    }
    // A copy: counting down must not change the caller's object.
    this.#rules.push({ ...rule });
  }

  clear(): void {
    this.#rules.length = 0;
  }

  /** The fault for this request, if any, counting it against the rule's `times`. */
  take(op: Operation | 'unknown'): Fault | undefined {
    const index = this.#rules.findIndex((rule) => rule.op === undefined || rule.op === op);
    const rule = this.#rules[index];
    if (!rule) return undefined;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times === 0) this.#rules.splice(index, 1);
    }
    return rule.fault;
  }
}

/**
 * Answers a request under a fault. `normalReply` builds what the request would have got without it (only
 * called by the faults that need it; for an `xml` fault the caller has already rendered it as XML).
 */
export function answerWithFault(fault: Fault, res: ServerResponse, normalReply: () => HttpReply): void {
  switch (fault.kind) {
    case 'reply': {
      const { status, body, headers } = fault;
      const contentType = fault.contentType ?? (body === undefined ? undefined : JSON_TYPE);
      sendReply(res, { kind: 'http', status, body: body ?? '', contentType, headers });
      return;
    }
    case 'html':
      sendReply(res, {
        kind: 'http',
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: LOGIN_PAGE,
      });
      return;
    case 'malformed':
      sendReply(res, { kind: 'http', status: 200, contentType: JSON_TYPE, body: MALFORMED_JSON });
      return;
    case 'huge':
      res.writeHead(200, { 'Content-Type': JSON_TYPE, 'Content-Length': fault.bytes });
      // The callback only swallows the error of a client that stops reading early, which it is free to do.
      pipeline(Readable.from(hugeJsonBody(fault.bytes)), res, () => {});
      return;
    case 'hang':
      return; // nothing is ever written: the socket stays open until the client or close() ends it
    case 'reset':
      res.socket?.resetAndDestroy();
      return;
    case 'content-type':
      sendReply(res, { ...normalReply(), contentType: fault.contentType });
      return;
    case 'xml':
      sendReply(res, normalReply());
      return;
    case 'delay': {
      const reply = normalReply();
      const timer = setTimeout(() => sendReply(res, reply), fault.ms);
      res.once('close', () => clearTimeout(timer)); // the client gave up or the server closed
      return;
    }
    case 'truncated': {
      const reply = normalReply();
      const body = bodyBytes(reply);
      res.writeHead(reply.status, replyHeaders(reply, body.byteLength));
      res.write(body.subarray(0, Math.floor(body.byteLength / 2)), () => res.destroy());
      return;
    }
  }
}

/** A plausible expired-session page: status 200 and HTML where the client expected data. */
const LOGIN_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Login</title></head>
<body>
<form method="post" action="/core/authentication/">
<h1>Please sign in</h1>
<input type="text" name="username" placeholder="Username">
<input type="password" name="password" placeholder="Password">
<button type="submit">Login</button>
</form>
</body>
</html>
`;

/** Looks like the start of a normal reply, then stops: a valid JSON prefix is the nastiest kind of invalid. */
const MALFORMED_JSON = '[{"uuid":"3f1c2a9e-6b4d-4e8a-9c1f-5d2b7e8a0c11","caller_id_name":"Priya Ram';

/** The body of a huge fault, `["xxx…"]`, streamed in chunks so that a big one never sits in memory at once. */
function* hugeJsonBody(bytes: number): Generator<Buffer> {
  const chunkBytes = 64 * 1024;
  yield Buffer.from('["');
  for (let left = bytes - 4; left > 0; left -= chunkBytes) {
    yield Buffer.alloc(Math.min(left, chunkBytes), 'x');
  }
  yield Buffer.from('"]');
}

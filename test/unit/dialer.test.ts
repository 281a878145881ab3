// The dialer: a refused call is said as a sentence with the client's report kept apart, and only a call
// that went out (or may have) holds the lock against a second one.
import { describe, expect, it } from 'vitest';
import {
  HttpStatusError,
  NetworkError,
  OriginateRejectedError,
  TimeoutError,
  UnexpectedResponseError,
} from '../../main/api';
import type { CallPlan } from '../../main/calls/call-plan';
import { createDialer } from '../../main/calls/dialer';
import { CoreError } from '../../main/errors/core-errors';

const PLAN: CallPlan = { destination: '*97', display: '*97', dialAfterConnect: null };
const OP = 'place the call';

/** Places one call that fails with `error`, then another at once; returns the first failure and whether the second was sent. */
async function failThenRetry(error: Error): Promise<{ failure: CoreError; secondSent: boolean }> {
  let now = 1_000;
  const dialer = createDialer({ lockMs: 5_000, now: () => now });
  const failure = await dialer
    .place(PLAN, '201', () => Promise.reject(error))
    .then(() => {
      throw new Error('expected the call to fail');
    })
    .catch((caught: unknown) => caught as CoreError);
  now += 100;
  let secondSent = false;
  await dialer
    .place(PLAN, '201', async () => {
      secondSent = true;
      return { message: null };
    })
    .catch(() => undefined);
  return { failure, secondSent };
}

describe('createDialer', () => {
  it('says a refusal as a sentence, with the status and the body code, and the raw report as details', async () => {
    const refused = new HttpStatusError(
      OP,
      400,
      '{"error":"bad_request","message":"Destination must be digits"} at http://127.0.0.1:43117',
      'The phone system rejected the request.',
      [],
    );
    const { failure, secondSent } = await failThenRetry(refused);
    expect(failure).toBeInstanceOf(CoreError);
    expect(failure.code).toBe('call-rejected');
    expect(failure.message).toBe('The phone system refused to call *97 (HTTP 400: bad_request).');
    expect(failure.details).toContain('127.0.0.1');
    expect(failure.message).not.toMatch(/127\.0\.0\.1|[{}"]/);
    expect(failure.callMayRing).toBe(false);
    // Nothing rings after a refusal: the next call is not held back.
    expect(secondSent).toBe(true);
  });

  it.each([
    ['a timeout', new TimeoutError(OP, 'no answer within 15 s', [])],
    ['a connection broken after sending', new NetworkError(OP, 'socket hang up', 'ECONNRESET', [], true)],
    ['a 504', new HttpStatusError(OP, 504, '', 'The phone system had a problem.', [])],
  ])('after %s the call may ring: it says so and holds the next call back', async (_what, error) => {
    const { failure, secondSent } = await failThenRetry(error);
    expect(failure.callMayRing).toBe(true);
    expect(failure.message).toMatch(/^The call to \*97 may still ring/);
    expect(secondSent).toBe(false);
  });

  it('after a reply it cannot read, holds the next call back: the first may have been placed', async () => {
    const { failure, secondSent } = await failThenRetry(new UnexpectedResponseError(OP, 'not JSON', []));
    expect(failure.message).toMatch(/could not be read: check your phone/);
    expect(secondSent).toBe(false);
  });

  it.each([
    [
      new OriginateRejectedError(OP, 'the phone system refused: -ERR NO_ROUTE', []),
      /^The phone system refused to call \*97\.$/,
    ],
    [
      new NetworkError(OP, 'connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED', []),
      /^Dialdesk could not reach the phone system/,
    ],
    [
      new HttpStatusError(OP, 401, '{"error":"unauthorized"}', '', []),
      /\(HTTP 401: unauthorized\)\. Check the phone-system key in Settings\.$/,
    ],
  ])('a call that surely did not go out (%s) releases the lock', async (error, message) => {
    const { failure, secondSent } = await failThenRetry(error);
    expect(failure.message).toMatch(message);
    expect(failure.message).not.toContain('127.0.0.1');
    expect(secondSent).toBe(true);
  });

  it('holds the lock for a few seconds after a placed call, then lets the next one through', async () => {
    let now = 0;
    const sent: string[] = [];
    const dialer = createDialer({ lockMs: 5_000, now: () => now });
    const originate = async ({ destination }: { destination: string }) => {
      sent.push(destination);
      return { message: null };
    };
    await dialer.place(PLAN, '201', originate);
    now = 4_999;
    await expect(dialer.place(PLAN, '201', originate)).rejects.toMatchObject({ code: 'call-in-progress' });
    now = 5_000;
    await dialer.place(PLAN, '201', originate);
    expect(sent).toEqual(['*97', '*97']);
  });
});

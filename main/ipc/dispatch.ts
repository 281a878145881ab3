// One entry point for every request from the page: known channel, valid argument, then the handler.
// It never throws: every outcome is a Result, so no request can raise an exception in the main process.
import type { z } from 'zod';
import { CHANNELS, type Channel, type Result } from '../../preload/contract';
import type { ChannelHandlers } from '../core';
import { toIpcError } from './errors';
import { requestSchemas } from './schemas';

export type Dispatch = (channel: string, argument: unknown) => Promise<Result<unknown>>;

const isChannel = (name: string): name is Channel => (CHANNELS as readonly string[]).includes(name);

/** Names the first problem, without echoing the value (it could be huge, or a key). */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'the argument is not valid.';
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'the argument';
  return `${where} ${issue.message.replace(/^Invalid input: /, '').toLowerCase()}`;
}

export function createDispatcher(handlers: ChannelHandlers): Dispatch {
  return async (channel, argument) => {
    if (!isChannel(channel))
      return { ok: false, error: { code: 'invalid-argument', message: 'Unknown request.' } };
    const parsed = requestSchemas[channel].safeParse(argument);
    if (!parsed.success) {
      return {
        ok: false,
        error: { code: 'invalid-argument', message: `Invalid request: ${describeIssue(parsed.error)}` },
      };
    }
    try {
      const handler = handlers[channel] as (request: unknown) => Promise<unknown>;
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
  };
}

// One entry point for every request from the page: known channel, valid argument, then the handler.
// It never throws: every outcome is a Result, so no request can raise an exception in the main process.
import { CHANNELS, type Channel, type Result } from '../../preload/contract';
import { phrase, sentence } from '../../preload/shared/i18n/phrase';
import type { ChannelHandlers, CoreHandlers } from '../core';
import { toIpcError } from '../errors/classify';
import { invalidRequest } from '../errors/invalid-fields';
import { requestSchemas } from './schemas';

export type Dispatch = (channel: string, argument: unknown) => Promise<Result<unknown>>;

/**
 * The core's handlers and, where there are windows, the shell's for the window channels. The core's own
 * tests serve no window: there a window channel is refused like a request from a window that may not ask.
 */
export type DispatchHandlers = CoreHandlers & Partial<ChannelHandlers>;

const noWindow = (): Result<never> => ({
  ok: false,
  error: { code: 'forbidden-sender', ...sentence(phrase('ipc.noWindow')) },
});

const isChannel = (name: string): name is Channel => (CHANNELS as readonly string[]).includes(name);

export function createDispatcher(handlers: DispatchHandlers): Dispatch {
  return async (channel, argument) => {
    if (!isChannel(channel))
      return { ok: false, error: { code: 'invalid-argument', ...sentence(phrase('ipc.unknownRequest')) } };
    const parsed = requestSchemas[channel].safeParse(argument);
    if (!parsed.success) {
      // Names the problems without echoing the value (it could be huge, or a key).
      return { ok: false, error: { code: 'invalid-argument', ...invalidRequest(parsed.error) } };
    }
    const handler = handlers[channel] as ((request: unknown) => Promise<unknown>) | undefined;
    if (!handler) return noWindow();
    try {
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
  };
}

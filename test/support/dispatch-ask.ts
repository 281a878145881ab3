// Asking the core through the IPC's own dispatcher, as a window does: the answer a channel gives, or the
// error it refused with (in words, with its code), for tests that check both.
import type { Dispatch } from '../../main/ipc/dispatch';
import type { Channel, IpcError, RequestOf, ResponseOf } from '../../preload/contract';
import { value } from './account-setup';

export function asking(call: () => Dispatch) {
  return {
    /** The channel's answer; throws when it refused. */
    ask: async <C extends Channel>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> =>
      value(await call()(channel, request)) as ResponseOf<C>,
    /** What the channel refused with; throws when it answered. */
    refusal: async <C extends Channel>(channel: C, request: RequestOf<C>): Promise<IpcError> => {
      const answer = await call()(channel, request);
      if (answer.ok) throw new Error(`${channel} was not refused`);
      return answer.error;
    },
  };
}

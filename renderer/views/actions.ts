// Actions several screens offer on a number: call it, or look it up (which opens the Lookup screen),
// and whether each is offered at all for a number the phone system recorded.
import type { CallSource } from '../../preload/contract';
import { call, lookup, navigation } from '../stores';

/** Every call the window places goes through the call flow (stores/call.ts): it warns for a DNC number. */
export const callNumber = (
  number: string,
  source: CallSource,
  options?: { ask?: boolean; name?: string | null },
) => call.getState().place(number, source, options);

export function lookUpNumber(number: string) {
  navigation.getState().go('lookup');
  void lookup.getState().lookup(number);
}

// Whether each action is offered for a number: kept apart, free of the stores, so unit tests can load it.
export { canCallBack, lookupUnavailable } from './number-offers';

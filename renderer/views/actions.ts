// Actions several screens offer on a number: call it, or look it up (which opens the Lookup screen),
// and whether each is offered at all for a number the phone system recorded.
import type { CallSource } from '../../preload/contract';
import { call, lookup, navigation } from '../stores';

export const callNumber = (number: string, source: CallSource) => call.getState().place(number, source);

export function lookUpNumber(number: string) {
  navigation.getState().go('lookup');
  void lookup.getState().lookup(number);
}

// Whether each action is offered for a number: kept apart, free of the stores, so unit tests can load it.
export { canCallBack, lookupUnavailable } from './number-offers';

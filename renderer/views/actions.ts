// Actions several screens offer on a number: call it, or look it up (which opens the Lookup screen).
import type { CallSource } from '../../preload/contract';
import { call, lookup, navigation } from '../stores';

export const callNumber = (number: string, source: CallSource) => call.getState().place(number, source);

export function lookUpNumber(number: string) {
  navigation.getState().go('lookup');
  void lookup.getState().lookup(number);
}

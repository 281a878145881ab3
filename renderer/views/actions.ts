// Actions several screens offer on a number: call it, or look it up (which opens the Lookup screen),
// and whether each is offered at all for a number the phone system recorded; and Open in CRM on a row.
import type { Call, CallSource } from '../../preload/contract';
import { call, crm, lookup, navigation } from '../stores';
import { crmPartyOfCall } from '../stores/crm';

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

/** Where History's rows say what came of Open in CRM: above the list (a row has no room for it). */
export const HISTORY_ROW_CRM = 'history-row';

/** Open in CRM on a History row: the address, or what came of it, shows above the list. */
export const openCallInCrm = (record: Call) =>
  void crm.getState().ask(HISTORY_ROW_CRM, crmPartyOfCall(record));

// Whether each action is offered for a number: kept apart, free of the stores, so unit tests can load it.
export { canCallBack, lookupUnavailable } from './number-offers';

// Turns what the user pointed at (a history row, a dial-pad entry, a selection) into the exact number
// the phone system will dial, and the words that tell the user what will happen. What is dialled is
// decided by the number rules (main/numbers/dial-rules.ts), by where the number came from.
import type { CallSource, OutsideCallSource } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { CoreError } from '../errors/core-errors';
import { type DialTarget, decideDial, type NumberSettings, type NumberSource } from '../numbers';

export type CallPlan = Omit<DialTarget, 'kind'>;

/** Which number rules apply to each way a call starts. */
const NUMBER_SOURCES: Record<CallSource | OutsideCallSource, NumberSource> = {
  // Numbers the phone system recorded.
  history: 'phone-system',
  voicemail: 'phone-system',
  dialpad: 'dial-pad',
  // A contact's number is the person's own typing (or a recorded number they kept): dialled as typed.
  people: 'dial-pad',
  // The quick-dial box: what was typed, or a result's number as its source holds it (a contact's typing,
  // a directory's or the phone system's digits), none of which needs more than the dial pad's reading.
  'quick-dial': 'dial-pad',
  // A lookup's TN is in the lookup account's format ('15555550123'), not the phone system's: it is read
  // as a number and written in the dial format.
  lookup: 'free-text',
  // Text from elsewhere: a selection, the clipboard or a recent call in the tray, a link, an argument.
  hotkey: 'free-text',
  tray: 'free-text',
  link: 'free-text',
  'command-line': 'free-text',
  // A missed call's number, as the phone system recorded it: dialled as History's Call back dials it.
  'missed-call': 'phone-system',
};

/** The plan for calling `text`; throws a 'no-number' CoreError that says why when there is none. */
export function planCall(
  text: string,
  source: CallSource | OutsideCallSource,
  numbers: NumberSettings,
): CallPlan {
  const decision = decideDial(text, NUMBER_SOURCES[source], numbers);
  if (decision.kind === 'refused') throw new CoreError('no-number', decision.reason);
  const { kind: _dial, ...plan } = decision;
  return plan;
}

export function callStatus(plan: CallPlan, extension: string): string {
  const number = plan.display;
  return plan.dialAfterConnect
    ? t('calls.statusThenDial', { extension, number, dialAfter: plan.dialAfterConnect })
    : t('calls.status', { extension, number });
}

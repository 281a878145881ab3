// Missed calls told outside the window: one notification per new missed call ("Missed call from Dana
// Whitfield, (555) 555-0123, 10:42") whose click opens the call in History and whose button calls back
// the number as the phone system recorded it, or one summary that opens History's missed filter. Which
// calls count, and when a summary replaces single notices, main/history decided (missed-notices.ts).
import type { MissedCallNotice } from '../../preload/contract';
import { findNumber } from './found-number';
import type { Notice } from './notifications';

export interface MissedCallActions {
  /** Opens History on this call. */
  openCall(uuid: string): void;
  /** Opens History's missed filter. */
  openMissed(): void;
  /** Asks to call this number back (a confirmation, as for other calls from outside the window). */
  callBack(number: string): void;
}

/** "10:42": the hour and minute of the call in this computer's time zone. */
export function timeOfDay(epochSeconds: number): string {
  const at = new Date(epochSeconds * 1000);
  return `${at.getHours()}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** "Dana Whitfield, (555) 555-0123, 10:42" with whatever of it the phone system recorded. */
export function describeMissedCall(
  notice: Extract<MissedCallNotice, { kind: 'call' }>,
  defaultRegion: string,
): string {
  const name = notice.name.trim();
  const number =
    notice.number === '' ? '' : (findNumber(notice.number, defaultRegion)?.display ?? notice.number);
  const caller = [name !== '' && name !== notice.number ? name : null, number || null].filter(Boolean);
  return [caller.join(', ') || 'an unknown caller', timeOfDay(notice.startEpoch)].join(', ');
}

export function missedCallNotice(
  notice: MissedCallNotice,
  options: { defaultRegion: string; actions: MissedCallActions },
): Notice {
  const { actions } = options;
  if (notice.kind === 'summary')
    return {
      title: `${notice.count} missed calls`,
      body: `The latest at ${timeOfDay(notice.newestEpoch)}. Click to see them in Dialdesk.`,
      onClick: actions.openMissed,
    };
  const callable = notice.number.trim() !== '';
  return {
    title: 'Missed call',
    body: `From ${describeMissedCall(notice, options.defaultRegion)}`,
    onClick: () => actions.openCall(notice.uuid),
    ...(callable && { action: { label: 'Call back', run: () => actions.callBack(notice.number) } }),
  };
}

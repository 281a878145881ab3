// Missed calls told outside the window: one notification per new missed call ("Missed call from Dana
// Whitfield, (555) 555-0123, 10:42") whose click opens the number's entry in the call-back list, with
// Call back (the number as the phone system recorded it) and Done where the OS shows buttons, or one
// summary that opens the list. Which calls count, and when a summary replaces single notices,
// main/history decided (missed-notices.ts).
import type { MissedCallNotice } from '../../preload/contract';
import { t, timeOfDayFormat } from '../../preload/shared/i18n/translate';
import type { Notice } from './notifications';

export interface MissedCallActions {
  /** Opens the call-back list on this number's entry. */
  openEntry(key: string): void;
  /** Opens History on this call: a caller with no number has no entry. */
  openCall(uuid: string): void;
  /** Opens the call-back list. */
  openList(): void;
  /** Asks to call this number back (a confirmation, as for other calls from outside the window). */
  callBack(number: string): void;
  /** Marks the number's entry done through this call. */
  done(key: string, through: number): void;
}

/**
 * "10:42 AM", "10:42": the hour and minute of the call in this computer's time zone, on the clock of the
 * locale in use, as History's rows write it.
 */
export const timeOfDay = (epochSeconds: number): string =>
  timeOfDayFormat().format(new Date(epochSeconds * 1000));

/**
 * "From Dana Whitfield, (555) 555-0123, 10:42": the caller as every view names them (the account's
 * resolver, main/records) and the number as people read it, with whatever of it is known: the body.
 */
export function describeMissedCall(notice: Extract<MissedCallNotice, { kind: 'call' }>): string {
  const { name, number, shown } = notice.party;
  const caller = [name && name !== number ? name : null, shown].filter(Boolean);
  const time = timeOfDay(notice.startEpoch);
  return caller.length > 0
    ? t('notify.missedFrom', { caller: caller.join(', '), time })
    : t('notify.missedFromUnknown', { time });
}

export function missedCallNotice(notice: MissedCallNotice, options: { actions: MissedCallActions }): Notice {
  const { actions } = options;
  if (notice.kind === 'summary')
    return {
      title: t('notify.missedMany', { count: notice.count }),
      body: [t('notify.missedManyBody', { time: timeOfDay(notice.newestEpoch) })],
      onClick: actions.openList,
    };
  const { party, key, startEpoch, uuid } = notice;
  const { number } = party;
  return {
    title: t('notify.missedCall'),
    body: [describeMissedCall(notice)],
    onClick: () => (key === null ? actions.openCall(uuid) : actions.openEntry(key)),
    actions: [
      ...(number ? [{ label: t('notify.callBack'), run: () => actions.callBack(number) }] : []),
      ...(key === null ? [] : [{ label: t('notify.done'), run: () => actions.done(key, startEpoch) }]),
    ],
  };
}

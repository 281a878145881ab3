// The words of the shell's notifications: a call placed or refused, a quick lookup's result.

import type { CallOutcome, LookupFacts } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { toIpcError } from '../errors/classify';
import type { Notice } from './notifications';

export const callPlacedNotice = (outcome: CallOutcome): Notice => ({
  title: t('notify.calling', { number: outcome.display }),
  body: [outcome.status],
});

export function callFailedNotice(error: unknown): Notice {
  const { message, callMayRing } = toIpcError(error);
  if (!callMayRing) return { title: t('notify.callNotPlaced'), body: [message] };
  return { title: t('notify.callMayRing'), body: [t('notify.callMayRingBody', { reason: message })] };
}

export const notADialLinkNotice = (url: string): Notice => ({
  title: t('notify.callNotPlaced'),
  body: [t('notify.notADialLink', { link: url.slice(0, 80) })],
});

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** 'Wireless · Cascade Mobile · Springfield, IL': the facts a person wants before calling back. */
export function lookupSummary(facts: LookupFacts): string {
  const place = [facts.city, facts.state].filter(Boolean).join(', ');
  const lineType = facts.lineType ? capitalised(facts.lineType) : '';
  return [lineType, facts.carrier ?? '', place].filter((fact) => fact !== '').join(' · ');
}

export function lookupNotice(display: string, facts: LookupFacts, onClick: () => void): Notice {
  const body = [
    lookupSummary(facts) || t('notify.lookupNoDetails'),
    ...(facts.doNotCall ? [t('notify.lookupDoNotCall')] : []),
    t('notify.lookupClick'),
  ];
  return { title: t('notify.lookupTitle', { number: display }), body, onClick };
}

export const lookupFailedNotice = (error: unknown): Notice => ({
  title: t('notify.lookupFailed'),
  body: [toIpcError(error).message],
});

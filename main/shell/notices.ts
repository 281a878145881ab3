// The words of the shell's notifications: a call placed or refused, a quick lookup's result.

import type { CallOutcome, LookupFacts } from '../../preload/contract';
import { toIpcError } from '../errors/classify';
import type { Notice } from './notifications';

export const callPlacedNotice = (outcome: CallOutcome): Notice => ({
  title: `Calling ${outcome.display}`,
  body: outcome.status,
});

export function callFailedNotice(error: unknown): Notice {
  const { message, callMayRing } = toIpcError(error);
  if (!callMayRing) return { title: 'Call not placed', body: message };
  return {
    title: 'The call may still ring',
    body: `${message} Your phone may still ring: wait for it before calling again.`,
  };
}

export const notADialLinkNotice = (url: string): Notice => ({
  title: 'Call not placed',
  body: `This link holds no number Dialdesk can dial: ${url.slice(0, 80)}`,
});

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** 'Wireless · Cascade Mobile · Springfield, IL': the facts a person wants before calling back. */
export function lookupSummary(facts: LookupFacts): string {
  const place = [facts.city, facts.state].filter(Boolean).join(', ');
  const lineType = facts.lineType ? capitalised(facts.lineType) : '';
  return [lineType, facts.carrier ?? '', place].filter((fact) => fact !== '').join(' · ');
}

export function lookupNotice(display: string, facts: LookupFacts, onClick: () => void): Notice {
  const lines = [
    lookupSummary(facts) || 'The lookup service knows no details about this number.',
    ...(facts.doNotCall ? ['Warning: on the do-not-call list.'] : []),
    'Click to open it in Dialdesk.',
  ];
  return { title: `Lookup: ${display}`, body: lines.join('\n'), onClick };
}

export const lookupFailedNotice = (error: unknown): Notice => ({
  title: 'Lookup failed',
  body: toIpcError(error).message,
});

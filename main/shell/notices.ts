// The words of the shell's notifications: a call placed or refused, a quick lookup's result.

import type { CallOutcome } from '../../preload/contract';
import type { LookupResult } from '../api';
import { toIpcError } from '../ipc/errors';
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

/** An empty DNC is not a negative result (nor a positive one): only an explicit yes flags a number. */
export const isDoNotCall = (dnc: string | undefined): boolean => /^(y|yes|true|1)$/i.test(dnc?.trim() ?? '');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** 'Wireless · Cascade Mobile · Springfield, IL': the facts a person wants before calling back. */
export function lookupSummary(result: LookupResult): string {
  const place = [result.CITY, result.STATE].filter(Boolean).join(', ');
  const facts = [result.LINETYPE ? capitalised(result.LINETYPE) : '', result.LEC ?? '', place];
  return facts.filter((fact) => fact !== '').join(' · ');
}

export function lookupNotice(display: string, result: LookupResult, onClick: () => void): Notice {
  const lines = [
    lookupSummary(result) || 'The lookup service knows no details about this number.',
    ...(isDoNotCall(result.DNC) ? ['Warning: on the do-not-call list.'] : []),
    'Click to open it in Dialdesk.',
  ];
  return { title: `Lookup: ${display}`, body: lines.join('\n'), onClick };
}

export const lookupFailedNotice = (error: unknown): Notice => ({
  title: 'Lookup failed',
  body: toIpcError(error).message,
});

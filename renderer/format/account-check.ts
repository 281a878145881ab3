// What a check of the account found, in a person's words, said in Settings: what failed, at which
// address, and what to change on this very page. Main's own message (the operation, an HTTP status, what
// the server replied) goes under Details: it helps someone digging, not someone setting up.

import type { IpcError, KeyKind, SettingsView } from '../../preload/contract';
import { accountAddress } from '../../preload/shared/api-address';
import { asSentence, errorReason } from './errors';

type Account = SettingsView['settings']['account'];

/** The host an address names ('acme-01.pbx.example.com'), or the address itself when it is no URL. */
function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** Where the phone system is, as the person entered it: the base URL's host, or account id and domain. */
export function phoneSystemHost(account: Account): string | null {
  const address = account.baseUrlOverride || accountAddress(account.accountId, account.domain);
  return address ? hostOf(address) : null;
}

const lookupHost = (account: Account): string | null =>
  account.lookupUrl ? hostOf(account.lookupUrl) : null;

const KEY_NAMES: Record<KeyKind, string> = { pbx: 'phone-system key', lookup: 'lookup key' };

/**
 * Main's sentence as said on Settings itself: "check the phone-system key in Settings" is where the
 * person already is, so the place is left out ("check the phone-system key").
 */
export const saidInSettings = (message: string): string =>
  message.replace(/ in Settings(?= for this host| to |[.:,;)]|$)/g, '');

/** Said the same of both services: the address could not be reached, or did not answer as it should. */
function addressProblem(error: IpcError, service: string, fix: string): string | null {
  switch (error.code) {
    case 'unreachable':
      return `Dialdesk couldn't reach ${service}. Check ${fix}, and that this computer is online.`;
    case 'timeout':
      return `${asSentence(service)} didn't answer in time. Check ${fix}, then Save again.`;
    case 'not-found':
      return `${asSentence(service)} answered, but nothing at this address takes its requests. Check ${fix}.`;
    case 'unexpected-reply':
      return `Something answered at ${service}, but not as the service does. Check ${fix}.`;
    case 'server-error':
      return `${asSentence(service)} had a problem answering. Save again in a moment.`;
    case 'rate-limited':
      return `${asSentence(service)} asked Dialdesk to slow down. Save again in a minute.`;
    case 'keychain-locked':
      return 'Your system keychain is locked, so Dialdesk cannot read the key. Unlock it, then Save again.';
    case 'keychain-unavailable':
      return 'No system keychain is running, so Dialdesk cannot keep the key. Details say what to install.';
    case 'settings-invalid':
      return asSentence(error.message);
    default:
      return null;
  }
}

/** A key that is not there to send: never entered, or entered for the address before this one. */
function keyMissing(kind: KeyKind, host: string | null, otherHost: boolean): string {
  const at = host ? ` for ${host}` : '';
  return otherHost
    ? `The ${KEY_NAMES[kind]} was entered for another address: paste it again above${at}, then Save.`
    : `No ${KEY_NAMES[kind]} is saved${at} yet: paste it above, then Save.`;
}

/** Why the phone system could not be used with what is saved, in words; never holds a reply's text. */
export function phoneSystemProblem(error: IpcError, view: SettingsView): string {
  const { account } = view.settings;
  const host = phoneSystemHost(account);
  const service = host ? `the phone system at ${host}` : 'the phone system';
  switch (error.code) {
    case 'unauthorized':
      return `${asSentence(service)} refused the phone-system key. Paste the whole key again above, then Save.`;
    case 'forbidden':
      return `${asSentence(service)} took the key, but its API account may not read call history. Ask your phone-system administrator to allow it.`;
    case 'key-missing':
      return keyMissing('pbx', host, view.keys.enteredForOtherHost.pbx);
    case 'not-configured':
      return 'Enter the account id, your extension and the domain (or a full address) to connect.';
  }
  return (
    addressProblem(error, service, 'the account id and the domain (or the full address)') ??
    `${errorReason(error.code)}: see Details.`
  );
}

/** Why the lookup service could not be used with what is saved, in words; never holds a reply's text. */
export function lookupProblem(error: IpcError, view: SettingsView): string {
  const host = lookupHost(view.settings.account);
  const service = host ? `the lookup service at ${host}` : 'the lookup service';
  const refused = error.code === 'unauthorized' || error.code === 'forbidden';
  const refusedInBody = error.code === 'lookup-failed' && [401, 403].includes(error.lookup?.code ?? 0);
  if (refused || refusedInBody)
    return `${asSentence(service)} refused the lookup key. Paste the whole key again above, then Save.`;
  switch (error.code) {
    case 'lookup-failed':
      return `${asSentence(service)} took the key, but found nothing for this number.`;
    case 'no-number':
      return asSentence(error.message);
    case 'key-missing':
      return keyMissing('lookup', host, view.keys.enteredForOtherHost.lookup);
    case 'not-configured':
      return 'Enter the lookup URL to look numbers up.';
  }
  return addressProblem(error, service, 'the lookup URL') ?? `${errorReason(error.code)}: see Details.`;
}

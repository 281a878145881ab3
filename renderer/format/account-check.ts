// What a check of the account found, in a person's words, said in Settings: what failed, at which
// address, and what to change on this very page. Main's own message (the operation, an HTTP status, what
// the server replied) goes under Details: it helps someone digging, not someone setting up.

import type { IpcError, SettingsView } from '../../preload/contract';
import { accountAddress } from '../../preload/shared/api-address';
import { t } from '../../preload/shared/i18n/translate';
import { errorReason, shownSentence } from './errors';

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

/** The keychain or the settings stood in the way: said the same of both services. */
function keyStoreProblem(error: IpcError): string | null {
  switch (error.code) {
    case 'keychain-locked':
      return t('check.keychainLocked');
    case 'keychain-unavailable':
      return t('check.keychainUnavailable');
    case 'settings-invalid':
      return shownSentence(error, { inSettings: true });
    default:
      return null;
  }
}

// Each sentence names the service at its address when one is entered, and says what to check there: a
// whole sentence for each, as word order and grammar change with the words put in.

/** The phone system's address could not be reached, or did not answer as it should. */
function phoneSystemAddressProblem(error: IpcError, host: string | null): string | null {
  switch (error.code) {
    case 'unreachable':
      return host ? t('check.phoneSystemAt.unreachable', { host }) : t('check.phoneSystem.unreachable');
    case 'timeout':
      return host ? t('check.phoneSystemAt.timeout', { host }) : t('check.phoneSystem.timeout');
    case 'not-found':
      return host ? t('check.phoneSystemAt.notFound', { host }) : t('check.phoneSystem.notFound');
    case 'unexpected-reply':
      return host
        ? t('check.phoneSystemAt.unexpectedReply', { host })
        : t('check.phoneSystem.unexpectedReply');
    case 'server-error':
      return host ? t('check.phoneSystemAt.serverError', { host }) : t('check.phoneSystem.serverError');
    case 'rate-limited':
      return host ? t('check.phoneSystemAt.rateLimited', { host }) : t('check.phoneSystem.rateLimited');
    default:
      return keyStoreProblem(error);
  }
}

/** The lookup service's address could not be reached, or did not answer as it should. */
function lookupAddressProblem(error: IpcError, host: string | null): string | null {
  switch (error.code) {
    case 'unreachable':
      return host ? t('check.lookupAt.unreachable', { host }) : t('check.lookup.unreachable');
    case 'timeout':
      return host ? t('check.lookupAt.timeout', { host }) : t('check.lookup.timeout');
    case 'not-found':
      return host ? t('check.lookupAt.notFound', { host }) : t('check.lookup.notFound');
    case 'unexpected-reply':
      return host ? t('check.lookupAt.unexpectedReply', { host }) : t('check.lookup.unexpectedReply');
    case 'server-error':
      return host ? t('check.lookupAt.serverError', { host }) : t('check.lookup.serverError');
    case 'rate-limited':
      return host ? t('check.lookupAt.rateLimited', { host }) : t('check.lookup.rateLimited');
    default:
      return keyStoreProblem(error);
  }
}

/** A phone-system key that is not there to send: never entered, or entered for the address before this one. */
function pbxKeyMissing(host: string | null, otherHost: boolean): string {
  if (otherHost) return host ? t('check.pbxKey.otherAddressAt', { host }) : t('check.pbxKey.otherAddress');
  return host ? t('check.pbxKey.missingAt', { host }) : t('check.pbxKey.missing');
}

/** A lookup key that is not there to send: never entered, or entered for the address before this one. */
function lookupKeyMissing(host: string | null, otherHost: boolean): string {
  if (otherHost)
    return host ? t('check.lookupKey.otherAddressAt', { host }) : t('check.lookupKey.otherAddress');
  return host ? t('check.lookupKey.missingAt', { host }) : t('check.lookupKey.missing');
}

/** The short reason, pointing to Details for the rest. */
const seeDetails = (error: IpcError): string => t('check.seeDetails', { reason: errorReason(error.code) });

/** Why the phone system could not be used with what is saved, in words; never holds a reply's text. */
export function phoneSystemProblem(error: IpcError, view: SettingsView): string {
  const host = phoneSystemHost(view.settings.account);
  switch (error.code) {
    case 'unauthorized':
      return host ? t('check.phoneSystemAt.unauthorized', { host }) : t('check.phoneSystem.unauthorized');
    case 'forbidden':
      return host ? t('check.phoneSystemAt.forbidden', { host }) : t('check.phoneSystem.forbidden');
    case 'key-missing':
      return pbxKeyMissing(host, view.keys.enteredForOtherHost.pbx);
    case 'not-configured':
      return t('check.phoneSystem.notConfigured');
  }
  return phoneSystemAddressProblem(error, host) ?? seeDetails(error);
}

/** Why the lookup service could not be used with what is saved, in words; never holds a reply's text. */
export function lookupProblem(error: IpcError, view: SettingsView): string {
  const host = lookupHost(view.settings.account);
  const refused = error.code === 'unauthorized' || error.code === 'forbidden';
  const refusedInBody = error.code === 'lookup-failed' && [401, 403].includes(error.lookup?.code ?? 0);
  if (refused || refusedInBody)
    return host ? t('check.lookupAt.refused', { host }) : t('check.lookup.refused');
  switch (error.code) {
    case 'lookup-failed':
      return host ? t('check.lookupAt.nothingFound', { host }) : t('check.lookup.nothingFound');
    case 'no-number':
      return shownSentence(error, { inSettings: true });
    case 'key-missing':
      return lookupKeyMissing(host, view.keys.enteredForOtherHost.lookup);
    case 'not-configured':
      return t('check.lookup.notConfigured');
  }
  return lookupAddressProblem(error, host) ?? seeDetails(error);
}

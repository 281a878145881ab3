// Every way a read of an LDAP directory fails, said in words: the network's and TLS's error codes and the
// server's LDAP result codes turned into the catalog's sentences. No sentence carries the password: the
// server's own text, where one is passed on, has it blanked out first.
import {
  AdminLimitExceededError,
  InappropriateMatchingError,
  InvalidCredentialsError,
  InvalidDNSyntaxError,
  NoSuchObjectError,
  ProtocolError,
  ResultCodeError,
  SizeLimitExceededError,
} from 'ldapts';
import { phrase } from '../../../preload/shared/i18n/phrase';
import { PhrasedError } from '../../errors/phrased-error';

/** Where the read was when it failed: the same error means different things at each step. */
export type LdapStage = 'connect' | 'starttls' | 'bind' | 'search';

export interface LdapFaultContext {
  /** host:port, as the person knows the server. */
  server: string;
  baseDn: string;
  bindDn: string;
  filter: string;
  password: string;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);
const UNTRUSTED = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
]);

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : '';

/** The error's own text, without the password should a server or library ever echo it. */
function reasonOf(error: unknown, password: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const firstLine = text.split('\n')[0] ?? '';
  return password === '' ? firstLine : firstLine.split(password).join('•••');
}

/** A timeout of one network step, said the same way wherever it happens. */
export const timedOut = (server: string, timeoutMs: number): PhrasedError =>
  new PhrasedError(phrase('directories.ldap.timedOut', { server, seconds: Math.ceil(timeoutMs / 1000) }));

export function ldapFault(error: unknown, stage: LdapStage, context: LdapFaultContext): PhrasedError {
  if (error instanceof PhrasedError) return error;
  const { server } = context;
  const code = codeOf(error);
  if (code === 'CERT_HAS_EXPIRED')
    return new PhrasedError(phrase('directories.ldap.certificateExpired', { server }));
  if (UNTRUSTED.has(code))
    return new PhrasedError(phrase('directories.ldap.certificateUntrusted', { server }));
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    return new PhrasedError(phrase('directories.ldap.certificateWrongHost', { server }));
  }
  if (/^(CERT_|ERR_TLS_|ERR_SSL_)/.test(code) || code.endsWith('_CERT') || code.startsWith('UNABLE_TO_')) {
    return new PhrasedError(
      phrase('directories.ldap.tlsFailed', { server, reason: reasonOf(error, context.password) }),
    );
  }
  if (stage === 'starttls' && error instanceof ResultCodeError) {
    return new PhrasedError(phrase('directories.ldap.noStartTls', { server }));
  }
  if (UNREACHABLE.has(code)) return new PhrasedError(phrase('directories.ldap.unreachable', { server }));
  if (error instanceof InvalidCredentialsError)
    return new PhrasedError(phrase('directories.ldap.signInRefused', { server }));
  if (stage === 'bind' && (error instanceof InvalidDNSyntaxError || error instanceof TypeError)) {
    return new PhrasedError(phrase('directories.ldap.badBindDn', { dn: context.bindDn }));
  }
  if (error instanceof NoSuchObjectError) {
    return new PhrasedError(phrase('directories.ldap.noSuchBase', { baseDn: context.baseDn, server }));
  }
  if (error instanceof SizeLimitExceededError || error instanceof AdminLimitExceededError) {
    return new PhrasedError(phrase('directories.ldap.sizeLimit', { server }));
  }
  if (stage === 'search' && (error instanceof ProtocolError || error instanceof InappropriateMatchingError)) {
    return new PhrasedError(phrase('directories.ldap.filterRefused', { server, filter: context.filter }));
  }
  return new PhrasedError(
    phrase('directories.ldap.failed', { server, reason: reasonOf(error, context.password) }),
  );
}

// "Open in CRM": the address of the customer's record in the company's CRM, made from the account's
// template (https://crm.example.com/search?phone={number}). A placeholder is filled only where it cannot
// change where the address leads: never in the scheme, the user, the password or the host, and each value
// URL-encoded where it is put. Only https:, or the one custom scheme the person allowed on purpose (a CRM's
// desktop app: 'salesforce:'); never a scheme that runs or reads something on the computer.
import type { CrmParty } from '../../preload/contract';
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import { type NumberKeyRule, numberKey } from '../numbers/number-key';

export const CRM_PLACEHOLDERS = ['number', 'digits', 'name', 'call_id', 'direction'] as const;
type Placeholder = (typeof CRM_PLACEHOLDERS)[number];

/** The longest template kept: longer than any CRM's search address. */
export const MAX_TEMPLATE_LENGTH = 2000;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/**
 * Schemes no template may use, even allowed on purpose: the web without TLS, and those that open, run or
 * read something on the computer or in the browser rather than a record in an app.
 */
const NEVER = new Set([
  'http',
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'ftp',
  'chrome',
  'ms-msdt',
  'search-ms',
  'ms-officecmd',
  'ms-settings',
  'shell',
]);

/** A scheme as a person types it, its ':' and '//' left off ('salesforce'); '' for none (https needs none). */
export function schemeName(text: string): string {
  const name = text
    .trim()
    .toLowerCase()
    .replace(/:(\/\/)?$/, '');
  return name === 'https' ? '' : name;
}

/** The scheme a template opens with, as schemeName gives it ('' for https: or none written). */
export function templateScheme(template: string): string {
  const colon = template.indexOf(':');
  return colon > 0 ? schemeName(template.slice(0, colon)) : '';
}

/** Why a custom scheme cannot be allowed, or null: a name as RFC 3986 spells schemes, not one of NEVER. */
export function customSchemeProblem(scheme: string): Phrase | null {
  if (scheme === '') return null;
  if (!/^[a-z][a-z0-9+.-]{0,31}$/.test(scheme)) return phrase('crm.schemeUnreadable', { scheme });
  if (NEVER.has(scheme)) return phrase('crm.schemeNever', { scheme });
  return null;
}

/** A marker no template holds: where a placeholder stands while the template is read as an address. */
const MARK = 'dialdeskplaceholder';

/**
 * Why the template cannot be saved, or null when it can: an unknown placeholder, a placeholder in the
 * scheme, user, password, host or port, an address that does not read, or a scheme other than https: and
 * the allowed custom one.
 */
export function templateProblem(template: string, customScheme: string): Phrase | null {
  if (template === '') return null;
  const unknown = [...template.matchAll(PLACEHOLDER)].find(
    ([, name]) => !CRM_PLACEHOLDERS.includes(name as Placeholder),
  );
  if (unknown) return phrase('crm.unknownPlaceholder', { placeholder: unknown[0], known: known() });
  let address: URL;
  try {
    address = new URL(template.replace(PLACEHOLDER, MARK));
  } catch {
    return phrase('crm.unreadable');
  }
  const scheme = address.protocol.replace(/:$/, '');
  if (scheme.includes(MARK) || template.slice(0, template.indexOf(':')).includes('{'))
    return phrase('crm.placeholderIn', { part: phrase('crm.part.scheme') });
  if (NEVER.has(scheme)) return phrase('crm.schemeNever', { scheme });
  if (scheme !== 'https' && scheme !== customScheme) return phrase('crm.schemeNotAllowed', { scheme });
  for (const [part, text] of [
    ['crm.part.user', address.username],
    ['crm.part.password', address.password],
    ['crm.part.host', address.hostname],
    ['crm.part.port', address.port],
  ] as const)
    if (text.toLowerCase().includes(MARK)) return phrase('crm.placeholderIn', { part: phrase(part) });
  if (scheme === 'https' && address.hostname === '') return phrase('crm.unreadable');
  return null;
}

const known = () => CRM_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/**
 * The values of the placeholders for a party: {number} in E.164 where the number reads as a public one
 * under the account's rule, else as recorded (an extension, a short code); {digits} its digits.
 */
export function placeholderValues(party: CrmParty, rule: NumberKeyRule): Record<Placeholder, string> {
  const recorded = party.number?.trim() ?? '';
  const key = recorded === '' ? null : numberKey(recorded, rule);
  const number = key?.kind === 'e164' ? key.key : recorded;
  return {
    number,
    digits: number.replace(/\D/g, ''),
    name: party.name ?? '',
    call_id: party.callId ?? '',
    direction: party.direction ?? '',
  };
}

/** The address for these values: each placeholder replaced by its value, URL-encoded. */
export const addressOf = (template: string, values: Record<Placeholder, string>): string =>
  template.replace(PLACEHOLDER, (_whole, name: string) =>
    encodeURIComponent(values[name as Placeholder] ?? ''),
  );

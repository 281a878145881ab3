// The policies one source holds, read value by value against the schema: each either in force or refused
// with the reason, so that one mistyped value costs that policy alone. A value that carries a key or a
// password is refused whatever policy it is given for: keys are each person's, in their keychain.
import type { Phrase } from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import { describeIssues } from '../errors/invalid-fields';
import { cutAt, safeLine } from '../text/line-text';
import { POLICIES, type PolicyName, type PolicyValues } from './policy-schema';

export interface RefusedPolicy {
  name: string;
  reason: Phrase;
}

export interface PolicySet {
  values: PolicyValues;
  /** What each policy in force was given, as an administrator wrote it (JSON for structured values). */
  shown: Partial<Record<PolicyName, string>>;
  refused: RefusedPolicy[];
}

export const NO_POLICIES: PolicySet = { values: {}, shown: {}, refused: [] };

/** A name that says it holds a secret: a field of a structured value or a policy of its own. */
const SECRET_NAME = /pass(word|phrase)?|secret|token|api[-_ ]?key|^keys?$|credential/i;

/** A URL with a password in it (https://user:pw@host). */
function holdsUrlPassword(text: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(text)) return false;
  try {
    return new URL(text).password !== '';
  } catch {
    return true;
  }
}

/** Whether a value carries what looks like a key or a password anywhere in it. */
function carriesSecret(value: unknown): boolean {
  if (typeof value === 'string') return holdsUrlPassword(value);
  if (Array.isArray(value)) return value.some(carriesSecret);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([name, inner]) => SECRET_NAME.test(name) || carriesSecret(inner));
  }
  return false;
}

const isPolicyName = (name: string): name is PolicyName => Object.hasOwn(POLICIES, name);

/** Longer than any policy's name: an unknown name is cut there in Settings. */
const MAX_SHOWN_NAME = 64;

type Candidate = { value: unknown } | { reason: Phrase };

/** Why a value of the wrong type is refused, by the type its policy wants. */
const WRONG_TYPE = {
  string: () => phrase('policies.refused.type.string'),
  number: () => phrase('policies.refused.type.number'),
  boolean: () => phrase('policies.refused.type.boolean'),
};

/** The value as its kind is stored: JSON text read for a structured policy, else the type checked. */
function candidateOf(name: PolicyName, raw: unknown): Candidate {
  const { kind } = POLICIES[name];
  if (kind === 'json') {
    if (typeof raw !== 'string') return { value: raw };
    try {
      return { value: JSON.parse(raw) };
    } catch {
      return { reason: phrase('policies.refused.notJson') };
    }
  }
  if (typeof raw !== kind) return { reason: WRONG_TYPE[kind]() };
  return { value: raw };
}

/** Each value of a source against the schema: those in force, and those refused with why. */
export function readPolicySet(raw: Readonly<Record<string, unknown>>): PolicySet {
  const values: Record<string, unknown> = {};
  const shown: Record<string, string> = {};
  const refused: RefusedPolicy[] = [];
  for (const [name, given] of Object.entries(raw)) {
    if (given === undefined) continue;
    if (!isPolicyName(name)) {
      refused.push({
        // A name of the administrator's own file, shown as they wrote it but kept to one short line.
        name: cutAt(safeLine(name), MAX_SHOWN_NAME),
        reason: phrase(SECRET_NAME.test(name) ? 'policies.refused.secret' : 'policies.refused.unknown'),
      });
      continue;
    }
    const candidate = candidateOf(name, given);
    if ('reason' in candidate) {
      refused.push({ name, reason: candidate.reason });
      continue;
    }
    if (carriesSecret(candidate.value)) {
      refused.push({ name, reason: phrase('policies.refused.secret') });
      continue;
    }
    const parsed = POLICIES[name].value.safeParse(candidate.value);
    if (!parsed.success) {
      const [[field, rule] = [name, '']] = Object.entries(describeIssues(parsed.error.issues, name));
      const path = field === name ? name : `${name}.${field}`;
      refused.push({ name, reason: phrase('policies.refused.rule', { field: path, rule }) });
      continue;
    }
    values[name] = parsed.data;
    shown[name] = typeof candidate.value === 'string' ? candidate.value : JSON.stringify(candidate.value);
  }
  return { values: values as PolicyValues, shown, refused };
}

// The organisation's policies in force while the app runs: read from this computer's source at start,
// read again at each change it tells of, and said for Settings (what is in force, what was refused and
// why, which settings are locked).
import type { LockedSetting, PoliciesView } from '../../preload/contract';
import { sentence } from '../../preload/shared/i18n/phrase';
import { POLICIES, POLICY_NAMES, type PolicyName, type PolicyValues } from './policy-schema';
import { NO_POLICIES, type PolicySet, readPolicySet } from './policy-set';
import type { PolicySource, SourceReading } from './policy-sources';

/** What the policies say of updates (the shell sets its updates up by it): absent, each is the build's own. */
export interface UpdatePolicy {
  /** false: no checks at all, not even asked for (the organisation deploys updates). */
  checks?: boolean;
  /** An https folder the organisation mirrors the releases in, in place of the build's own. */
  address?: string;
}

export interface Policies {
  values(): PolicyValues;
  updates(): UpdatePolicy;
  view(): PoliciesView;
  /** Called after each change of the policies in force (not for a reading that changed nothing). */
  onChange(listener: () => void): () => void;
  close(): void;
}

/** The settings of an account's own that a policy locks, beside the settings file's fields. */
const OTHER_LOCKS: Partial<Record<PolicyName, LockedSetting>> = {
  CrmAddress: 'crm.template',
  CrmOpensOnCall: 'crm.openOnCall',
  CallingHours: 'callingHours',
  UpdateAddress: 'updates.address',
};

function lockedBy(values: PolicyValues): LockedSetting[] {
  return POLICY_NAMES.filter((name) => values[name] !== undefined).flatMap((name): LockedSetting[] => {
    const definition = POLICIES[name];
    if ('setting' in definition) return [definition.setting.join('.') as LockedSetting];
    return OTHER_LOCKS[name] ? [OTHER_LOCKS[name]] : [];
  });
}

/** No source on this computer (a development run, a test without one): nothing is managed. */
const NO_SOURCE: PolicySource = {
  where: '',
  start: async () => ({ raw: {}, problem: null }),
  close: () => undefined,
};

export async function startPolicies(source: PolicySource | null): Promise<Policies> {
  const from = source ?? NO_SOURCE;
  const listeners = new Set<() => void>();
  let set: PolicySet = NO_POLICIES;
  let problem: SourceReading['problem'] = null;
  let said = '';

  const apply = (reading: SourceReading): boolean => {
    set = readPolicySet(reading.raw);
    problem = reading.problem;
    // Only a change of what is in force or said is told: a folder event may leave the file as it was.
    const before = said;
    said = JSON.stringify([set.shown, set.refused, problem]);
    return said !== before;
  };

  apply(
    await from.start((reading) => {
      if (!apply(reading)) return;
      for (const listener of listeners) listener();
    }),
  );

  return {
    values: () => set.values,
    updates: () => {
      const { UpdateChecks: checks, UpdateAddress: address } = set.values;
      return { ...(checks !== undefined && { checks }), ...(address !== undefined && { address }) };
    },
    view: () => ({
      where: from.where,
      problem: problem && sentence(problem),
      inForce: POLICY_NAMES.flatMap((name) => {
        const value = set.shown[name];
        return value === undefined ? [] : [{ name, value }];
      }),
      refused: set.refused.map(({ name, reason }) => ({ name, reason: sentence(reason) })),
      locked: lockedBy(set.values),
    }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => from.close(),
  };
}

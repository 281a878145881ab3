import type { z } from 'zod';

export interface FieldProblem {
  /** Dotted path such as 'account.extension'. */
  field: string;
  problem: string;
}

/**
 * One problem per offending field, in the order found. Only field names and the rule that failed are
 * reported, never the rejected values.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  const problems = new Map<string, string>();
  for (const issue of issues) {
    const prefix = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems.set([...prefix, key].join('.'), 'is not a known setting');
    } else {
      const field = prefix.join('.') || 'settings';
      if (!problems.has(field)) problems.set(field, issue.message);
    }
  }
  return [...problems].map(([field, problem]) => ({ field, problem }));
}

/** A settings update that was refused; nothing was written. */
export class SettingsValidationError extends Error {
  readonly code = 'settings-invalid';
  readonly fields: readonly string[];

  constructor(issues: readonly z.core.$ZodIssue[]) {
    const problems = describeIssues(issues);
    super(`Invalid settings: ${problems.map(({ field, problem }) => `${field}: ${problem}`).join('; ')}`);
    this.name = 'SettingsValidationError';
    this.fields = problems.map(({ field }) => field);
  }
}

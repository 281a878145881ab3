// Zod's issues in words, in one place: the settings store's refusals and the IPC door's refused requests
// both name each offending field by dotted path with the rule it broke, never the rejected value. The
// renderer receives the same pairs as IpcError.fields and shows each problem next to its field.
import type { z } from 'zod';
import { currentLocale, t } from '../../preload/shared/i18n/translate';

/** Field path ('account.extension') to the rule it broke ('must be 2 to 10 digits, or empty'). */
export type FieldProblems = Record<string, string>;

/** "Invalid input: expected string, received number" reads as "expected string, received number". */
const ruleOf = (message: string) => message.replace(/^Invalid input: /, '');

/**
 * One problem per offending field, in the order found (`root` names a problem of the whole value).
 * Only field names and the rule that failed are reported, never the rejected values.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], root: string): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const prefix = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems[[...prefix, key].join('.')] = t('error.unknownSetting');
    } else {
      const field = prefix.join('.') || root;
      problems[field] ??= ruleOf(issue.message);
    }
  }
  return problems;
}

/** A settings update that was refused; nothing was written. */
export class SettingsValidationError extends Error {
  readonly code = 'settings-invalid';
  readonly problems: FieldProblems;

  constructor(issues: readonly z.core.$ZodIssue[]) {
    const problems = describeIssues(issues, 'settings');
    const sentences = Object.entries(problems).map(([field, problem]) =>
      t('error.fieldProblem', { field, problem }),
    );
    super(t('error.invalidSettings', { problems: sentences.join('; ') }));
    this.name = 'SettingsValidationError';
    this.problems = problems;
  }

  /** The offending fields' dotted paths. */
  get fields(): readonly string[] {
    return Object.keys(this.problems);
  }
}

/** A rule as it reads after a field's name: zod's own start with a capital ("Too big: …"). */
const afterName = (rule: string) => rule.charAt(0).toLocaleLowerCase(currentLocale()) + rule.slice(1);

/** A request the IPC door refused: the first problem in its message, every problem by field. */
export function invalidRequest(error: z.ZodError): { message: string; fields: FieldProblems } {
  const fields = describeIssues(error.issues, t('error.theArgument'));
  const [first] = Object.entries(fields);
  const message = first
    ? t('error.invalidRequest', { field: first[0], rule: afterName(first[1]) })
    : t('error.invalidRequestNoDetail');
  return { message, fields };
}

// Format checks shared by several settings fields.
import { apiUrlProblem, isHostLabel } from '../api/base-url';

/** A DNS host name such as 'pbx.example.com' (no scheme, port or path). */
export function isHostName(value: string): boolean {
  return value.length <= 253 && value.split('.').every(isHostLabel);
}

/** An address API keys may be sent to (see apiUrlProblem). */
export const isApiUrl = (value: string): boolean => apiUrlProblem(value) === null;

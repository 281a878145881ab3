// A value of a record as the phone system sent it, for "All fields", which lists each as it came.

/** A field's value exactly as it came: text as it is, anything else as JSON. */
export function rawValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

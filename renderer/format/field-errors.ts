// Finds which settings fields an error is about, so each problem is shown next to its field. Main names
// fields by dotted path in two forms:
//   settings-invalid: "Invalid settings: account.extension: must be ...; numbers.defaultRegion: must be ..."
//   invalid-argument: "Invalid request: account.extension must be ..."  (the first problem only)
import type { IpcError } from '../../preload/contract';

export type FieldErrors = Record<string, string>;

const PATH = /^([A-Za-z]+(?:\.[A-Za-z]+)+):? (.+)$/;

export function fieldErrorsOf(error: IpcError): FieldErrors {
  if (error.code !== 'settings-invalid' && error.code !== 'invalid-argument') return {};
  const detail = error.message.replace(/^Invalid (settings|request): /, '');
  const found: FieldErrors = {};
  for (const part of detail.split('; ')) {
    const match = PATH.exec(part.trim());
    if (match?.[1] && match[2]) found[match[1]] = match[2].replace(/\.$/, '');
  }
  return found;
}

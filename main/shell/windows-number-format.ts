// Windows: the user's list separator and decimal mark, as Excel reads them, from GetLocaleInfoEx for the
// user's default locale (which holds the user's own changes in Region → Additional settings). Called
// through koffi, as the selection's OS layer is (./selection/); the reading runs under Node with a fake.
import type { WindowsNumberFormat } from '../export/csv-style';
import type { Koffi } from './selection/native-types';

/** As winnls.h declares it: the characters written, the NUL included; 0 when it failed. */
export const GET_LOCALE_INFO_EX =
  'int __stdcall GetLocaleInfoEx(const char16_t *lpLocaleName, uint32_t LCType, uint16_t *lpLCData, int cchData)';

export type GetLocaleInfoEx = (
  localeName: string | null,
  lcType: number,
  data: Uint16Array,
  size: number,
) => number;

/** NULL names the user's default locale. */
const LOCALE_NAME_USER_DEFAULT = null;
const LOCALE_SLIST = 0x0c;
const LOCALE_SDECIMAL = 0x0e;
/** Windows allows three characters and the NUL for either; room to spare. */
const MAX_LENGTH = 8;

/** Both settings; one that could not be read is null. */
export function readWindowsNumberFormat(getLocaleInfoEx: GetLocaleInfoEx): WindowsNumberFormat {
  const read = (lcType: number): string | null => {
    const data = new Uint16Array(MAX_LENGTH);
    const written = getLocaleInfoEx(LOCALE_NAME_USER_DEFAULT, lcType, data, data.length);
    return written > 0 ? String.fromCharCode(...data.subarray(0, written - 1)) : null;
  };
  return { listSeparator: read(LOCALE_SLIST), decimalMark: read(LOCALE_SDECIMAL) };
}

/**
 * The reader of this Windows, or null (said in the log) where koffi cannot load: an optional dependency,
 * required here rather than imported so that it loads on Windows only, at the first export.
 */
export function windowsNumberFormatReader(): (() => WindowsNumberFormat) | null {
  try {
    const koffi: Koffi = require('koffi');
    const getLocaleInfoEx: GetLocaleInfoEx = koffi.load('kernel32.dll').func(GET_LOCALE_INFO_EX);
    return () => readWindowsNumberFormat(getLocaleInfoEx);
  } catch (error) {
    console.warn("Dialdesk: Windows' list separator cannot be read, so exports follow the region", error);
    return null;
  }
}

// The CSV style read from the computer, never from Dialdesk's language: Windows' own list separator and
// decimal mark through GetLocaleInfoEx (a fake that answers as Windows does, and the declaration run
// through the real koffi with a callback in its place), and the region's decimal mark on macOS and Linux.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WindowsNumberFormat } from '../../main/export';
import { computerCsvStyle } from '../../main/shell/csv-style';
import type { Koffi } from '../../main/shell/selection/native';
import {
  GET_LOCALE_INFO_EX,
  type GetLocaleInfoEx,
  readWindowsNumberFormat,
} from '../../main/shell/windows-number-format';
import { useLanguage } from '../../preload/shared/i18n/translate';
import { loadKoffi } from '../support/koffi';

const LOCALE_SLIST = 0x0c;
const LOCALE_SDECIMAL = 0x0e;

/**
 * GetLocaleInfoEx as Windows answers for the user's default locale: the text and a NUL written into the
 * buffer, their count returned; 0 for a buffer too small or a setting it does not have.
 */
function fakeGetLocaleInfoEx(settings: Record<number, string>) {
  const calls: { localeName: string | null; lcType: number }[] = [];
  const getLocaleInfoEx: GetLocaleInfoEx = (localeName, lcType, data, size) => {
    calls.push({ localeName, lcType });
    const text = settings[lcType];
    if (text === undefined || text.length + 1 > size) return 0;
    data.set([...text].map((character) => character.charCodeAt(0)));
    data[text.length] = 0;
    return text.length + 1;
  };
  return { getLocaleInfoEx, calls };
}

afterEach(() => {
  useLanguage({ language: 'en', locale: 'en', catalog: null });
});

describe("Windows' list separator and decimal mark", () => {
  it("are read for the user's default locale (NULL), LOCALE_SLIST and LOCALE_SDECIMAL", () => {
    const windows = fakeGetLocaleInfoEx({ [LOCALE_SLIST]: ';', [LOCALE_SDECIMAL]: ',' });
    expect(readWindowsNumberFormat(windows.getLocaleInfoEx)).toEqual({
      listSeparator: ';',
      decimalMark: ',',
    });
    expect(windows.calls).toEqual([
      { localeName: null, lcType: LOCALE_SLIST },
      { localeName: null, lcType: LOCALE_SDECIMAL },
    ]);
  });

  it('are null where Windows answers 0', () => {
    const windows = fakeGetLocaleInfoEx({ [LOCALE_SDECIMAL]: '.' });
    expect(readWindowsNumberFormat(windows.getLocaleInfoEx)).toEqual({
      listSeparator: null,
      decimalMark: '.',
    });
  });

  it('decide the style of an English Dialdesk on a German Windows, whatever the region says', () => {
    useLanguage({ language: 'en', locale: 'en-US', catalog: null });
    const windows = fakeGetLocaleInfoEx({ [LOCALE_SLIST]: ';', [LOCALE_SDECIMAL]: ',' });
    const style = computerCsvStyle({
      platform: 'win32',
      systemLocale: () => 'en-US',
      windowsNumberFormat: () => () => readWindowsNumberFormat(windows.getLocaleInfoEx),
    });
    expect(style()).toEqual({ separator: ';', decimalMark: ',' });
  });

  it('are read again at each export (the person may change them), with the reader made once', () => {
    let format: WindowsNumberFormat = { listSeparator: ',', decimalMark: '.' };
    const windowsNumberFormat = vi.fn(() => () => format);
    const style = computerCsvStyle({ platform: 'win32', systemLocale: () => 'en-US', windowsNumberFormat });
    expect(style()).toEqual({ separator: ',', decimalMark: '.' });
    format = { listSeparator: ';', decimalMark: ',' };
    expect(style()).toEqual({ separator: ';', decimalMark: ',' });
    expect(windowsNumberFormat).toHaveBeenCalledOnce();
  });

  it("give way to the region's style where koffi cannot load or the read fails", () => {
    const withoutKoffi = vi.fn(() => null);
    const unloaded = computerCsvStyle({
      platform: 'win32',
      systemLocale: () => 'de-DE',
      windowsNumberFormat: withoutKoffi,
    });
    expect(unloaded()).toEqual({ separator: ';', decimalMark: ',' });
    expect(unloaded()).toEqual({ separator: ';', decimalMark: ',' });
    expect(withoutKoffi).toHaveBeenCalledOnce();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = computerCsvStyle({
      platform: 'win32',
      systemLocale: () => 'de-DE',
      windowsNumberFormat: () => () => {
        throw new Error('koffi: cannot find function GetLocaleInfoEx');
      },
    });
    expect(failing()).toEqual({ separator: ';', decimalMark: ',' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('macOS and Linux', () => {
  it.each(['darwin', 'linux'] as const)(
    "%s: the region's decimal mark and the separator beside it, not Dialdesk's language",
    (platform) => {
      let region = 'en-DE';
      const windowsNumberFormat = vi.fn(() => null);
      const style = computerCsvStyle({ platform, systemLocale: () => region, windowsNumberFormat });
      // English Dialdesk, German region.
      useLanguage({ language: 'en', locale: 'en-US', catalog: null });
      expect(style()).toEqual({ separator: ';', decimalMark: ',' });
      // German Dialdesk, a US region.
      useLanguage({ language: 'de', locale: 'de-DE', catalog: null });
      region = 'en-US';
      expect(style()).toEqual({ separator: ',', decimalMark: '.' });
      expect(windowsNumberFormat).not.toHaveBeenCalled();
    },
  );
});

const koffi = loadKoffi();

describe.skipIf(!koffi)('GetLocaleInfoEx through koffi', () => {
  const ffi = koffi as Koffi;

  it('passes the buffer Windows writes into, and reads what it wrote', () => {
    // A callback of the declared type stands in for kernel32's function: the declaration parses, the
    // arguments are marshalled as in the real call, and what it writes reaches the reader (a typed array
    // is the memory the callee writes into; a plain array would be copied in and the answer lost). What
    // Windows itself answers can only be seen on Windows.
    const proto = ffi.proto(GET_LOCALE_INFO_EX);
    const seen: [string | null, number, number][] = [];
    const windows = ffi.register((localeName: string | null, lcType: number, data: unknown, size: number) => {
      seen.push([localeName, lcType, size]);
      const units = lcType === LOCALE_SLIST ? [0x3b, 0] : [0x2c, 0];
      ffi.encode(data, ffi.array('uint16_t', units.length), units);
      return units.length;
    }, ffi.pointer(proto));
    try {
      const getLocaleInfoEx: GetLocaleInfoEx = ffi.decode(windows, proto);
      expect(readWindowsNumberFormat(getLocaleInfoEx)).toEqual({ listSeparator: ';', decimalMark: ',' });
      expect(seen).toEqual([
        [null, LOCALE_SLIST, 8],
        [null, LOCALE_SDECIMAL, 8],
      ]);
    } finally {
      ffi.unregister(windows);
    }
  });
});

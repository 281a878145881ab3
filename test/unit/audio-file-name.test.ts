// File names for saved audio: readable, legal on Windows, macOS and Linux, never leaving the chosen folder.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type AudioFileNameParts,
  audioFileName,
  MAX_FILE_NAME_CHARS,
  safeJoin,
  UnsafeFileNameError,
} from '../../main/files/audio-file-name';

// Dates are local time: pin the zone so the expected names hold on any machine.
process.env.TZ = 'America/Chicago';
/** 2026-11-21 14:03 in Chicago (UTC-6 in November). */
const LEFT_AT = Date.UTC(2026, 10, 21, 20, 3) / 1000;

const name = (parts: Partial<AudioFileNameParts>) =>
  audioFileName({ mime: 'audio/wav', fallback: '3f1c2a9e', ...parts });

describe('a saved audio file name', () => {
  it('reads "Voicemail <local date> <time> <caller> <number>.<ext>"', () => {
    expect(name({ caller: 'Dana Whitfield', number: '5555550123', epochSeconds: LEFT_AT })).toBe(
      'Voicemail 2026-11-21 1403 Dana Whitfield 5555550123.wav',
    );
  });

  it('starts with the label it is given', () => {
    expect(name({ label: 'Recording', number: '5555550123' })).toBe('Recording 5555550123.wav');
  });

  it('names the number once when the caller name is only the number again', () => {
    expect(name({ caller: '5555550123', number: '5555550123' })).toBe('Voicemail 5555550123.wav');
    expect(name({ caller: '(555) 555-0123', number: '5555550123' })).toBe('Voicemail 5555550123.wav');
    expect(name({ caller: 'Dana', number: '' })).toBe('Voicemail Dana.wav');
  });

  it('uses the fallback when there is no time, caller or number', () => {
    expect(name({})).toBe('Voicemail 3f1c2a9e.wav');
    expect(name({ caller: ' ... ', number: '' })).toBe('Voicemail 3f1c2a9e.wav');
  });

  it('is never empty', () => {
    expect(name({ fallback: '' })).toBe('Voicemail.wav');
    expect(name({ fallback: '///', label: '...' })).toBe('Audio.wav');
  });

  it.each([[Number.NaN], [-1], [0], [Number.POSITIVE_INFINITY], [1e20]])(
    'leaves out an impossible time (%s)',
    (epochSeconds) => {
      expect(name({ epochSeconds, number: '5555550123' })).toBe('Voicemail 5555550123.wav');
    },
  );

  it.each([
    ['audio/wav', '.wav'],
    ['audio/mpeg', '.mp3'],
    ['audio/ogg', '.ogg'],
    ['Audio/WAV; codecs=1', '.wav'],
    ['audio/x-unknown', '.audio'],
    ['', '.audio'],
  ])('takes the extension from the sniffed type: %j -> %s', (mime, extension) => {
    expect(name({ mime, number: '5555550123' })).toBe(`Voicemail 5555550123${extension}`);
  });
});

describe('hostile caller names', () => {
  it.each([
    ['characters Windows refuses', 'A<B>C:D"E/F\\G|H?I*J', 'Voicemail ABCDEFGHIJ.wav'],
    ['control characters', 'Line\r\nBreak\tTab\u0000Nul\u007f\u0085', 'Voicemail Line Break Tab Nul.wav'],
    ['a right-to-left override', 'Invoice\u202Evaw.exe', 'Voicemail Invoicevaw.exe.wav'],
    ['zero-width characters', 'Da\u200Bna\uFEFF', 'Voicemail Dana.wav'],
    ['a path', '../../etc/passwd', 'Voicemail etcpasswd.wav'],
    ['a Windows path', 'C:\\Windows\\System32', 'Voicemail CWindowsSystem32.wav'],
    ['only dots', '...', 'Voicemail 3f1c2a9e.wav'],
    ['trailing dots and spaces', 'Dana...   ', 'Voicemail Dana.wav'],
    ['runs of spaces', '  Dana     Whitfield  ', 'Voicemail Dana Whitfield.wav'],
  ])('%s: %j', (_case, caller, expected) => {
    expect(name({ caller })).toBe(expected);
  });

  it.each([['CON'], ['nul'], ['Aux.'], ['COM1'], ['lpt9']])(
    'never yields a reserved Windows device name (%s)',
    (label) => {
      expect(name({ label, fallback: '' })).toBe(`_${label.replace(/\.$/, '')}.wav`);
    },
  );

  it('drops leading dots, so the file is not hidden', () => {
    expect(name({ label: '.hidden', fallback: '' })).toBe('hidden.wav');
  });

  it(`is at most ${MAX_FILE_NAME_CHARS} characters, keeping the extension`, () => {
    const saved = name({ caller: 'a'.repeat(500), epochSeconds: LEFT_AT });
    expect(saved).toHaveLength(MAX_FILE_NAME_CHARS);
    expect(saved.startsWith('Voicemail 2026-11-21 1403 aaa')).toBe(true);
    expect(saved.endsWith('a.wav')).toBe(true);
  });

  it('fits the 255-byte limit of common file systems without splitting a character', () => {
    const saved = name({ caller: '😀'.repeat(200) });
    expect(Buffer.byteLength(saved, 'utf8')).toBeLessThanOrEqual(255);
    expect(saved).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(saved.endsWith('😀.wav')).toBe(true);
  });

  it('cuts to a name that does not end in a dot or space', () => {
    const caller = `${'a'.repeat(MAX_FILE_NAME_CHARS - 'Voicemail .wav'.length - 1)} .b`;
    expect(name({ caller })).toMatch(/a\.wav$/);
  });
});

describe('joining a name to the chosen folder', () => {
  const folder = join('/home', 'dana', 'Voicemail');

  it('puts a file name directly inside the folder', () => {
    expect(safeJoin(folder, 'Voicemail 2026-11-21 1403 Dana.wav')).toBe(
      join(folder, 'Voicemail 2026-11-21 1403 Dana.wav'),
    );
  });

  it.each([
    [''],
    ['.'],
    ['..'],
    ['../../etc/passwd'],
    ['/etc/passwd'],
    ['sub/file.wav'],
    ['..\\..\\Windows\\win.ini'],
    ['C:\\Windows\\win.ini'],
    ['name\0.wav'],
  ])('refuses %j', (hostile) => {
    expect(() => safeJoin(folder, hostile)).toThrow(UnsafeFileNameError);
  });

  it('accepts every name audioFileName makes, however hostile its parts', () => {
    for (const caller of ['../../etc/passwd', '..', '/', 'C:\\x', '\0', '.']) {
      const file = name({ caller, fallback: caller, label: caller });
      expect(safeJoin(folder, file)).toBe(join(folder, file));
    }
  });
});

// The name a voicemail or recording is saved under, and the one place that name meets the file system:
// the parts come from strangers (caller names are set by whoever calls), so every character a file
// system refuses or treats specially is removed, and the path can never leave the folder the user chose.
import { dirname, resolve } from 'node:path';
import { t } from '../../preload/shared/i18n/translate';
import type { AudioMime } from '../api';

export interface AudioFileNameParts {
  /** The caller's name (caller_id_name). */
  caller?: string;
  /** The caller's number (caller_id_number). */
  number?: string;
  /** When the message was left or the call started; shown in local time. */
  epochSeconds?: number;
  /** The sniffed audio type, which picks the extension. */
  mime: string;
  /** What identifies the audio when there is no time, caller or number, e.g. its uuid. */
  fallback: string;
  /** The first word of the name, in the language in use; default the word for a voicemail. */
  label?: string;
}

const EXTENSIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'audio/wav': '.wav',
    'audio/mpeg': '.mp3',
    'audio/ogg': '.ogg',
    'audio/flac': '.flac',
    'audio/mp4': '.m4a',
    'audio/webm': '.webm',
  } satisfies Record<AudioMime, string>),
);
const UNKNOWN_EXTENSION = '.audio';

/** Short enough for any file dialog and for the 255-byte limit of common file systems. */
export const MAX_FILE_NAME_CHARS = 120;
const MAX_FILE_NAME_BYTES = 240;

// Refused by Windows (and ':' by macOS Finder, '/' everywhere).
const ILLEGAL = /[<>:"/\\|?*]/g;
// Control characters (tabs and line breaks become spaces), and invisible format characters such as the
// bidirectional overrides that can make "evil\u202Evaw.exe" show as "evilexe.wav".
const CONTROL = /\p{Cc}/gu;
const FORMAT = /\p{Cf}/gu;
// Windows device names, reserved with any extension ("NUL.wav" opens the null device).
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

function extensionFor(mime: string): string {
  const type = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return EXTENSIONS.get(type) ?? UNKNOWN_EXTENSION;
}

/** The text with only characters every file system takes, single-spaced, no dots or spaces at the ends. */
function tidy(text: string): string {
  return text
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(FORMAT, '')
    .replace(ILLEGAL, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-11-21 1403, local time; null for a missing or impossible time. */
function localStamp(epochSeconds: number | undefined): string | null {
  if (epochSeconds === undefined || !Number.isFinite(epochSeconds) || epochSeconds <= 0) return null;
  const d = new Date(epochSeconds * 1000);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}${pad(d.getMinutes())}`;
}

/** Name and number; the number once when the name is only the number again (no name was known). */
function callerParts(caller: string, number: string): string[] {
  const digits = (text: string) => text.replace(/\D/g, '');
  const nameIsNumber = !/\p{L}/u.test(caller) && digits(caller) !== '' && digits(caller) === digits(number);
  return nameIsNumber ? [number] : [caller, number];
}

/** Cut to the length and byte limits without splitting a character, then tidied again. */
function capped(base: string, extension: string): string {
  const chars = Array.from(base).slice(0, MAX_FILE_NAME_CHARS - extension.length);
  while (Buffer.byteLength(chars.join(''), 'utf8') + extension.length > MAX_FILE_NAME_BYTES) chars.pop();
  return tidy(chars.join(''));
}

/** E.g. "Voicemail 2026-11-21 1403 Dana Whitfield 5555550123.wav". */
export function audioFileName(parts: AudioFileNameParts): string {
  const extension = extensionFor(parts.mime);
  const details = [
    localStamp(parts.epochSeconds),
    ...callerParts(tidy(parts.caller ?? ''), tidy(parts.number ?? '')),
  ].filter((part): part is string => part !== null && part !== '');
  // When even the label is unusable, the word for audio: a name is never empty.
  const label = tidy(parts.label ?? t('files.voicemailLabel')) || tidy(t('files.audioLabel'));
  const base = tidy([label, ...(details.length > 0 ? details : [tidy(parts.fallback)])].join(' '));
  const stem = base.split('.')[0] ?? base;
  return capped(RESERVED.test(stem.trim()) ? `_${base}` : base, extension) + extension;
}

export class UnsafeFileNameError extends Error {
  override readonly name = 'UnsafeFileNameError';
}

/**
 * The path of `name` directly inside `folder`. Throws when the name is not a plain file name: empty,
 * '.', '..', holding a path separator or a NUL, or resolving anywhere else (an absolute or drive path).
 */
export function safeJoin(folder: string, name: string): string {
  const refuse = () =>
    new UnsafeFileNameError(`${JSON.stringify(name)} is not a file name inside the chosen folder.`);
  if (name === '' || name === '.' || name === '..' || /[/\\]/.test(name) || name.includes('\0'))
    throw refuse();
  const root = resolve(folder);
  const path = resolve(root, name);
  if (dirname(path) !== root) throw refuse();
  return path;
}

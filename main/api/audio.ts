// Audio from the phone system: raw bytes or base64 inside JSON/text, format told by its first bytes.
import { type Phrase, phrase } from '../../preload/shared/i18n/phrase';
import { UnexpectedContentTypeError, UnexpectedResponseError } from './errors';
import { isPlainObject } from './records';
import { bodyExcerpt, parseDataBody } from './response';
import type { HttpResponse, RequestContext } from './transport';

export type AudioMime = 'audio/wav' | 'audio/mpeg' | 'audio/ogg' | 'audio/flac' | 'audio/mp4' | 'audio/webm';

export interface Audio {
  bytes: Uint8Array;
  /** The format its bytes show, whatever the server called it. */
  mime: AudioMime;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

/**
 * The audio format by its magic number (WAV, MP3, OGG, FLAC, MP4/M4A, WebM); null for anything else. A
 * reply is audio only if its bytes say so: a login page served as audio/wav is not saved as a .wav file.
 */
export function sniffAudioMime(bytes: Uint8Array): AudioMime | null {
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return 'audio/wav';
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === 'fLaC') return 'audio/flac';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'audio/mp4';
  if (bytes.length >= 4 && Buffer.from(bytes.subarray(0, 4)).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))
    return 'audio/webm';
  if (bytes.length >= 3 && ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  // An MPEG audio frame (MP3, or AAC in ADTS) starts with 11 set bits (the frame sync).
  const [b0, b1] = bytes;
  if (b0 === 0xff && b1 !== undefined && (b1 & 0xe0) === 0xe0) return 'audio/mpeg';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Decodes base64 (standard or URL-safe, with or without a data: prefix and line breaks). `invalid` says
 * which part of the reply is not base64.
 */
export function decodeBase64(text: string, ctx: RequestContext, invalid: () => Phrase): Uint8Array {
  const compact = text.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (compact === '' || !BASE64.test(compact)) {
    throw new UnexpectedResponseError(ctx.operation, invalid(), ctx.secrets);
  }
  return Buffer.from(compact, 'base64');
}

export function audioFromBytes(bytes: Uint8Array, ctx: RequestContext): Audio {
  const sniffed = sniffAudioMime(bytes);
  if (sniffed) return { bytes, mime: sniffed };
  const start = bodyExcerpt(Buffer.from(bytes.subarray(0, 64)).toString('latin1')).slice(0, 24);
  const count = bytes.length;
  throw new UnexpectedResponseError(
    ctx.operation,
    start ? phrase('api.notAudioStarting', { count, start }) : phrase('api.notAudio', { count }),
    ctx.secrets,
  );
}

const BASE64_KEY = /base64$/i;
const AUDIO_KEYS = ['audio', 'data', 'content', 'file', 'recording'];

/** The first string field that holds the audio: a *base64 key first, then the usual names. */
function findBase64Field(value: unknown, depth = 0): string | null {
  if (!isPlainObject(value) || depth > 3) return null;
  const entries = Object.entries(value);
  const direct =
    entries.find(([key, v]) => BASE64_KEY.test(key) && typeof v === 'string') ??
    entries.find(
      ([key, v]) => AUDIO_KEYS.includes(key.toLowerCase()) && typeof v === 'string' && v.length >= 16,
    );
  if (direct) return direct[1] as string;
  for (const [, v] of entries) {
    const nested = findBase64Field(v, depth + 1);
    if (nested !== null) return nested;
  }
  return null;
}

/** A recording download in whatever form the deployment chose, told apart by its content type. */
export function decodeAudioReply(res: HttpResponse, ctx: RequestContext): Audio {
  const type = res.contentType;
  if (type.startsWith('audio/') || type === 'application/octet-stream' || type === 'binary/octet-stream') {
    return audioFromBytes(res.body, ctx);
  }
  if (type === 'text/plain') {
    const text = Buffer.from(res.body).toString('latin1');
    return audioFromBytes(
      decodeBase64(text, ctx, () => phrase('api.base64.textReply')),
      ctx,
    );
  }
  if (type.includes('json') || type.includes('xml')) {
    const field = findBase64Field(parseDataBody(res, ctx));
    if (field === null)
      throw new UnexpectedResponseError(ctx.operation, phrase('api.noAudioField'), ctx.secrets);
    return audioFromBytes(
      decodeBase64(field, ctx, () => phrase('api.base64.audioField')),
      ctx,
    );
  }
  throw new UnexpectedContentTypeError(ctx.operation, type, phrase('api.expected.audio'), ctx.secrets);
}

// Pure helpers of the client surface: base URL, redaction, audio sniffing.
import { describe, expect, it } from 'vitest';
import { BaseUrlError, buildBaseUrl, normaliseBaseUrlOverride, redact, sniffAudioMime } from '../../main/api';
import { bodyExcerpt } from '../../main/api/response';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from '../../main/api/retry';

describe('buildBaseUrl', () => {
  it.each([
    ['007', 'pbx.example.com', 'https://007.pbx.example.com/app/api/7'],
    ['acme-corp', 'voip.example.net', 'https://acme-corp.voip.example.net/app/api/7'],
    ['12345', 'pbx.example.com:8443', 'https://12345.pbx.example.com:8443/app/api/7'],
    [' 0042 ', 'pbx.example.com.', 'https://0042.pbx.example.com/app/api/7'],
  ])('%s at %s -> %s', (account, domain, url) => {
    expect(buildBaseUrl(account, domain)).toBe(url);
  });

  it.each([
    ['acme corp', /contains a space/],
    ['acme_inc', /contains "_"/],
    ['acme.inc', /contains "."/],
    ['acmé', /contains "é"/],
    ['-acme', /cannot be a host name/],
    ['', /empty/],
  ])('refuses the account id %j with a clear error', (account, message) => {
    expect(() => buildBaseUrl(account, 'pbx.example.com')).toThrow(BaseUrlError);
    expect(() => buildBaseUrl(account, 'pbx.example.com')).toThrow(message);
  });

  it.each([
    'https://pbx.example.com',
    'pbx.example.com/app',
    'pbx..example.com',
    'pbx.example.com:99999',
    '',
  ])('refuses the domain %j', (domain) => {
    expect(() => buildBaseUrl('007', domain)).toThrow(/not a host name/);
  });
});

describe('normaliseBaseUrlOverride', () => {
  it('keeps a full URL and drops the trailing slash', () => {
    expect(normaliseBaseUrlOverride('https://pbx.example.com/custom/api/7/')).toBe(
      'https://pbx.example.com/custom/api/7',
    );
  });
  it.each([
    ['ftp://pbx.example.com', /https/],
    ['https://user:pass@pbx.example.com/app/api/7', /user name or password/],
    ['https://pbx.example.com/app/api/7?key=1', /\? or #/],
    ['pbx.example.com', /not a URL/],
  ])('refuses %s', (input, message) => {
    expect(() => normaliseBaseUrlOverride(input)).toThrow(message);
  });
});

describe('redact', () => {
  it('removes the key in raw, URL-encoded and base64 form, and any api_key= or Authorization value', () => {
    const key = 'k+y/=1';
    const text = `raw ${key} url ${encodeURIComponent(key)} b64 ${Buffer.from(key).toString('base64')} ?api_key=other&tn=1 Authorization: Basic zzz`;
    expect(redact(text, [key])).toBe(
      'raw [redacted] url [redacted] b64 [redacted] ?api_key=[redacted]&tn=1 Authorization: [redacted]',
    );
  });
});

describe('sniffAudioMime', () => {
  it.each([
    [Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]), 'audio/wav'],
    [Buffer.from('ID3\x04\0'), 'audio/mpeg'],
    [Buffer.from([0xff, 0xf3, 0x44, 0xc4]), 'audio/mpeg'],
    [Buffer.from('OggS\0\x02'), 'audio/ogg'],
    [Buffer.from('fLaC\0\0\0\x22'), 'audio/flac'],
    [Buffer.from('\0\0\0\x20ftypM4A \0\0'), 'audio/mp4'],
    [Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'audio/webm'],
    [Buffer.from('<!doctype html><title>Sign in</title>'), null],
    [Buffer.from('<html><body>login</body></html>'), null],
    [Buffer.from('{"error":"no audio"}'), null],
    [Buffer.from('RIFF\0\0\0\0AVI '), null],
    [Buffer.from('hello'), null],
    [Buffer.alloc(0), null],
  ])('%#', (bytes, mime) => {
    expect(sniffAudioMime(bytes)).toBe(mime);
  });
});

describe('redact removes every form of a key that can be derived', () => {
  const KEY = 'Sk/9"x\\Q-7f3a+9c=B2';
  const json = JSON.stringify(KEY).slice(1, -1);
  const cases: [string, string][] = [
    ['raw', KEY],
    ['JSON-escaped', json],
    ['JSON with \\/', json.replaceAll('/', '\\/')],
    [
      'JSON with \\u escapes',
      [...KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    ],
    ['JSON with some \\u escapes', KEY.replace('S', '\\u0053').replace('Q', '\\u0051')],
    ['URL-encoded', encodeURIComponent(KEY)],
    ['URL-encoded in lower case', encodeURIComponent(KEY).toLowerCase()],
    ['form-encoded', new URLSearchParams({ k: KEY }).toString().slice(2)],
    ['base64', Buffer.from(KEY).toString('base64')],
    ['base64 of :key', Buffer.from(`:${KEY}`).toString('base64')],
    ['base64 of user:key', Buffer.from(`someone:${KEY}`).toString('base64')],
    ['base64url of :key', Buffer.from(`:${KEY}`).toString('base64url')],
    ['HTML entities', [...KEY].map((c) => `&#${c.charCodeAt(0)};`).join('')],
    ['its first half', KEY.slice(0, 10)],
    ['its last 9 characters', KEY.slice(-9)],
  ];
  it.each(cases)('%s', (_form, shown) => {
    const out = redact(`the server said: ${shown} (end)`, [KEY]);
    expect(out).toContain('[redacted]');
    expect(out).toMatch(/^the server said: .*\(end\)$/);
    expect(out).not.toContain(shown);
    for (let i = 0; i + 8 <= KEY.length; i++) expect(out).not.toContain(KEY.slice(i, i + 8));
  });

  it('leaves an excerpt cut in the middle of a key with no 8-character run of it', () => {
    const body = `${'x'.repeat(190)}${KEY}${'y'.repeat(50)}`;
    const excerpt = redact(bodyExcerpt(body), [KEY]);
    expect(excerpt.length).toBeLessThan(body.length);
    for (let i = 0; i + 8 <= KEY.length; i++) expect(excerpt).not.toContain(KEY.slice(i, i + 8));
  });

  it('keeps text that shares fewer than 8 characters in a row with the key', () => {
    expect(redact('Sk/9"x\\ and 9c=B2 are fine', [KEY])).toBe('Sk/9"x\\ and 9c=B2 are fine');
  });
});

describe('parseRetryAfter', () => {
  const NOW = Date.parse('2026-11-21T12:00:00Z');
  it.each([
    ['30', 30_000],
    ['0', 0],
    [`1${'0'.repeat(23)}`, MAX_RETRY_AFTER_MS],
    ['9'.repeat(400), MAX_RETRY_AFTER_MS],
    ['Sat, 21 Nov 2026 12:00:10 GMT', 10_000],
    ['Fri, 01 Jan 9999 00:00:00 GMT', MAX_RETRY_AFTER_MS],
    ['Thu, 01 Jan 1970 00:00:00 GMT', 0],
    ['soon', null],
    ['-5', 0],
  ])('%s', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });
});

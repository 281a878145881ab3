// Pure helpers of the client surface: base URL, redaction, audio sniffing.
import { describe, expect, it } from 'vitest';
import { BaseUrlError, buildBaseUrl, normaliseBaseUrlOverride, redact, sniffAudioMime } from '../../main/api';

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
    [Buffer.from('RIFF\0\0\0\0AVI '), null],
    [Buffer.from('hello'), null],
    [Buffer.alloc(0), null],
  ])('%#', (bytes, mime) => {
    expect(sniffAudioMime(bytes)).toBe(mime);
  });
});

// Phrases: a sentence kept as its message key and values, said in whatever language is in use when it is
// shown (issue 43). Main's errors carry one beside their text; a key echoed by a server never reaches it.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpStatusError, NetworkError } from '../../main/api';
import { catalogOf } from '../../main/i18n/catalogs';
import { IN_SETTINGS, phrase, say, sayable, sentence } from '../../preload/shared/i18n/phrase';
import { useLanguage } from '../../preload/shared/i18n/translate';

afterEach(() => useLanguage({ language: 'en', locale: 'en', catalog: null }));

const KEY_MISSING = phrase('connection.pbx.keyMissing', { where: IN_SETTINGS });

describe('a phrase is said in the language in use when it is said', () => {
  it('whole, its phrases too, in English and then in German', () => {
    const refused = phrase('api.errorDuring', {
      operation: phrase('api.operation.listVoicemail'),
      detail: phrase('api.httpStatus', {
        status: '401',
        hint: phrase('api.pbxHint.unauthorized', { where: IN_SETTINGS }),
      }),
    });
    const english = say(refused);
    expect(english).toMatch(/^list voicemail: .*401.*check the phone-system key in Settings\.$/);
    useLanguage({ language: 'de', locale: 'de-DE', catalog: catalogOf('de') });
    const german = say(refused);
    expect(german).toMatch(/401/);
    expect(german).toContain('in den Einstellungen');
    expect(german).not.toMatch(/list voicemail|phone-system|Settings/);
  });

  it('says "on this page" for "in Settings" where it is shown on Settings, in each language', () => {
    expect(say(KEY_MISSING)).toContain('enter it in Settings.');
    expect(say(KEY_MISSING, { inSettings: true })).toContain('enter it on this page.');
    for (const [language, place] of [
      ['es', 'en esta página'],
      ['fr', 'sur cette page'],
      ['de', 'auf dieser Seite'],
      ['pt-BR', 'nesta página'],
      ['it', 'in questa pagina'],
    ] as const) {
      const catalog = catalogOf(language);
      useLanguage({ language, locale: language, catalog });
      expect(say(KEY_MISSING, { inSettings: true })).toContain(place);
      expect(say(KEY_MISSING, { inSettings: true })).not.toContain(catalog['place.inSettings'] as string);
      expect(say(KEY_MISSING)).toContain(catalog['place.inSettings'] as string);
    }
  });

  it('values that came from outside stay as they came, in any language', () => {
    const failed = phrase('api.network.failed', { host: 'pbx.example.com', detail: 'EPROTO wrong version' });
    useLanguage({ language: 'fr', locale: 'fr', catalog: catalogOf('fr') });
    expect(say(failed)).toContain('pbx.example.com');
    expect(say(failed)).toContain('EPROTO wrong version');
  });

  it('is sayable only where every message in it is held; as a sentence it carries both', () => {
    expect(sayable(KEY_MISSING)).toBe(true);
    expect(sayable({ key: 'no.such.message' })).toBe(false);
    expect(
      sayable({ key: 'api.errorDuring', values: { operation: 'x', detail: { key: 'no.such.message' } } }),
    ).toBe(false);
    expect(sentence(KEY_MISSING)).toEqual({ message: say(KEY_MISSING), said: KEY_MISSING });
  });
});

describe("an error's phrase holds no key", () => {
  const KEY = 'sk-live-Hq4n8Tz2Vb7c3Lp9';

  it('a reply that echoes the key, and a system message that holds it, are redacted in the phrase too', () => {
    const echoed = new HttpStatusError(
      phrase('api.operation.listVoicemail'),
      400,
      `bad request for key ${KEY} (${encodeURIComponent(KEY)})`,
      phrase('api.pbxHint.other'),
      [KEY],
    );
    const cut = new NetworkError(
      phrase('api.operation.placeCall'),
      `socket closed after ${KEY.slice(3, 15)}`,
      null,
      [KEY],
    );
    for (const error of [echoed, cut]) {
      const said = JSON.stringify(error.said);
      expect(said).toContain('[redacted]');
      expect(said).not.toContain(KEY.slice(0, 8));
      expect(said).not.toContain(KEY.slice(8, 16));
      expect(said).not.toContain(KEY.slice(3, 11));
      expect(error.message).not.toContain(KEY.slice(3, 11));
      // Said again in another language, it still holds none.
      useLanguage({ language: 'it', locale: 'it', catalog: catalogOf('it') });
      expect(say(error.said)).not.toContain(KEY.slice(3, 11));
      useLanguage({ language: 'en', locale: 'en', catalog: null });
    }
  });
});

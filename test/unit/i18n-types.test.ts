// What the compiler refuses, proved by `tsc -b` (npm test runs it before vitest): each @ts-expect-error
// below must meet an error, or the build fails with "Unused '@ts-expect-error' directive". The runtime
// checks are in i18n.test.ts.
import { expect, it } from 'vitest';
import type { Translation } from '../../preload/shared/i18n/catalog-types';
import { t } from '../../preload/shared/i18n/translate';

it('refuses a message called with missing, unknown or no placeholders, and an unknown key', () => {
  const calls = [
    // @ts-expect-error: 'language.system' fills {language}
    () => t('language.system'),
    // @ts-expect-error: {lang} is not its placeholder
    () => t('language.system', { lang: 'Deutsch' }),
    // @ts-expect-error: 'language.label' has no placeholder
    () => t('language.label', { language: 'Deutsch' }),
    // @ts-expect-error: no such message
    () => t('language.nowhere'),
    () => t('language.system', { language: 'Deutsch' }),
  ];
  expect(calls.at(-1)?.()).toContain('Deutsch');
});

it('refuses a translation that loses a placeholder, misses a key or adds one', () => {
  type Message<Key extends keyof Translation> = Translation[Key];
  // @ts-expect-error: the translation lost {language}
  const lost: Message<'language.system'> = 'Wie der Computer';
  const kept: Message<'language.system'> = 'Wie der Computer ({language})';
  // @ts-expect-error: a catalog with one key misses all the others
  const partial: Translation = { 'language.label': 'Sprache' };
  const extra: Partial<Translation> = {
    // @ts-expect-error: a key English does not have
    'language.nowhere': 'Nirgends',
  };
  expect([lost, kept, partial, extra]).toHaveLength(4);
});

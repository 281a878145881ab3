// Dates, times, relative days, durations and counts in each language, as the windows and main write
// them: Intl's forms for the language (in the desk's own time zone, whichever it is), the catalog's words.
import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf } from '../../main/i18n/catalogs';
import type { DisplayLanguage } from '../../preload/contract';
import { formatNumber, t, useLanguage } from '../../preload/shared/i18n/translate';
import { dayAndTime, shortDateTime, spokenDuration, timeAgo } from '../../renderer/format/time';

afterEach(() => useLanguage({ language: 'en', locale: 'en', catalog: null }));

/** Local times: the table holds in any time zone the tests run in. */
const NOW = new Date(2026, 2, 10, 16, 30);
const TODAY = new Date(2026, 2, 10, 14, 5);
const YESTERDAY = new Date(2026, 2, 9, 9, 7);
const THIS_YEAR = new Date(2026, 2, 2, 14, 5);
const LAST_YEAR = new Date(2025, 10, 20, 9, 7);

interface Row {
  today: string;
  yesterday: string;
  thisYear: string;
  lastYear: string;
  ago: string;
  duration: string;
  number: string;
  unheard: [one: string, many: string];
}

// What a native reader expects, written out: the test fails if a catalog, a formatter or the locale
// passed to Intl changes what a person reads.
const TABLE: Record<Exclude<DisplayLanguage, 'en-XA'>, Row> = {
  en: {
    today: 'Today 2:05 PM',
    yesterday: 'Yesterday 9:07 AM',
    thisYear: 'Mon, Mar 2 2:05 PM',
    lastYear: 'Nov 20, 2025 9:07 AM',
    ago: '5 minutes ago',
    duration: '1 h 2 min 5 s',
    number: '1,234,567.5',
    unheard: ['Voicemail 1 unheard', 'Voicemail 1,200 unheard'],
  },
  es: {
    today: 'Hoy, 14:05',
    yesterday: 'Ayer, 9:07',
    thisYear: 'lun, 2 mar, 14:05',
    lastYear: '20 nov 2025, 9:07',
    ago: 'hace 5 minutos',
    duration: '1 h 2 min 5 s',
    number: '1.234.567,5',
    unheard: ['Buzón de voz: 1 mensaje sin escuchar', 'Buzón de voz: 1200 mensajes sin escuchar'],
  },
  fr: {
    today: 'Aujourd’hui 14:05',
    yesterday: 'Hier 9:07',
    thisYear: 'lun. 2 mars 14:05',
    lastYear: '20 nov. 2025 9:07',
    ago: 'il y a 5 minutes',
    duration: '1\u00a0h 2\u00a0min 5\u00a0s',
    number: '1\u202f234\u202f567,5',
    unheard: ['Messagerie 1 non écouté', 'Messagerie 1\u202f200 non écoutés'],
  },
  de: {
    today: 'Heute 14:05',
    yesterday: 'Gestern 9:07',
    thisYear: 'Mo., 2. März 14:05',
    lastYear: '20. Nov. 2025 9:07',
    ago: 'vor 5 Minuten',
    duration: '1 Std., 2 Min. und 5 Sek.',
    number: '1.234.567,5',
    unheard: ['Mailbox, 1 ungehörte Sprachnachricht', 'Mailbox, 1.200 ungehörte Sprachnachrichten'],
  },
  'pt-BR': {
    today: 'Hoje, 14:05',
    yesterday: 'Ontem, 9:07',
    thisYear: 'seg., 2 de mar., 14:05',
    lastYear: '20 de nov. de 2025, 9:07',
    ago: 'há 5 minutos',
    duration: '1 h 2 min 5 s',
    number: '1.234.567,5',
    unheard: ['Correio de voz, 1 mensagem não ouvida', 'Correio de voz, 1.200 mensagens não ouvidas'],
  },
  it: {
    today: 'Oggi 14:05',
    yesterday: 'Ieri 9:07',
    thisYear: 'lun 2 mar 14:05',
    lastYear: '20 nov 2025 9:07',
    ago: '5 minuti fa',
    duration: '1 h 2 min 5 s',
    number: '1.234.567,5',
    unheard: ['Segreteria, 1 messaggio da ascoltare', 'Segreteria, 1200 messaggi da ascoltare'],
  },
};

describe.each(Object.entries(TABLE))('in %s', (language, row) => {
  it('writes days, times, durations and counts in its own forms', () => {
    const tag = language as keyof typeof TABLE;
    useLanguage({ language: tag, locale: tag, catalog: tag === 'en' ? null : catalogOf(tag) });
    expect({
      today: shortDateTime(TODAY, NOW),
      yesterday: shortDateTime(YESTERDAY, NOW),
      thisYear: shortDateTime(THIS_YEAR, NOW),
      lastYear: shortDateTime(LAST_YEAR, NOW),
      ago: timeAgo(NOW.getTime() - 5 * 60_000, NOW.getTime()),
      duration: spokenDuration(3725),
      number: formatNumber(1234567.5),
      unheard: [t('nav.voicemailUnheard', { count: 1 }), t('nav.voicemailUnheard', { count: 1200 })],
    }).toEqual(row);
    expect(dayAndTime(TODAY, NOW).day).toBe(t('time.today'));
  });
});

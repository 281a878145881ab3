// Every view of the main window, reached as a person reaches it, for the layout and accessibility
// checks: each `show` leaves the view on screen with its content loaded (a list with rows, a detail
// with its facts, a lookup with its result). Rows are chosen by what they hold, never by position.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  type CallOutcome,
  type ContactDraft,
  DEMO_ACCOUNT_ID,
  type DialdeskApi,
  type DirectoryDraft,
  NOTE_LIMITS,
} from '../../preload/contract';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';
import { type Caller, callFrom, unansweredCallTo } from '../support/desk-calls';
import { appOf } from './harness';

// Names are the catalog's, in the language the app speaks (the core runs in this process, so t() here
// speaks what the page speaks): the same walk serves English, German and the pseudo-locale.

/**
 * Text that begins with the message's words (its pseudo-locale padding and closing marker left off), any
 * run of spaces matching any other (French writes a no-break space before a colon; names collapse it).
 */
const startingWith = (text: string) =>
  new RegExp(
    `^${text
      .replace(/ ∙[∙ ]*⟧$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s+')}`,
  );

/** The words of a message before its placeholder `name`: "Player: " of "Player: {label}". */
const before = (key: 'player.label' | 'lookup.resultLabel', name: 'label' | 'who') =>
  startingWith(t(key, { [name]: '\u0001' } as { label: string } & { who: string }).split('\u0001')[0] ?? '');

export interface ViewCase {
  name: string;
  show(page: Page): Promise<void>;
}

/** A navigation entry: its name begins with the screen's (To call back's says how many after it). */
const nav = (page: Page, entry: MessageKey) =>
  page
    .getByRole('navigation', { name: t('app.name') })
    .getByRole('button', { name: startingWith(t(entry as 'nav.history')) })
    .first();

const details = (page: Page) => page.getByRole('complementary', { name: t('detail.pane') });

/**
 * Leaves whatever detail is open (Esc closes it, on a sheet as beside a list). An editor in it goes back
 * to what it edits first (a contact's editor to the contact), so Esc is pressed until the pane is gone.
 */
export async function closeDetail(page: Page) {
  for (let press = 0; press < 3 && (await details(page).isVisible()); press++) {
    await page.keyboard.press('Escape');
    await details(page)
      .waitFor({ state: 'detached', timeout: 2_000 })
      .catch(() => {});
  }
  await details(page).waitFor({ state: 'detached' });
}

/**
 * Leaves the preview of an import with its Cancel: it takes People's screen until then, and People's
 * entry in the navigation, pressed on People, would leave it there.
 */
async function leaveImport(page: Page) {
  const preview = page.locator('.import-preview');
  if (!(await preview.isVisible())) return;
  await preview
    .locator('.import-actions')
    .getByRole('button', { name: t('form.cancel') })
    .click();
  await preview.waitFor({ state: 'detached' });
}

/**
 * Puts away a note being written under a sent call, and the call's line with it: the line stays on every
 * screen while a note is written (call-status-lifetime.ts), and the next view is not about it.
 */
async function leaveCallStatus(page: Page) {
  const status = page.locator('.call-status');
  const form = status.locator('.placed-note-form');
  if (await form.isVisible()) await form.getByRole('button', { name: t('form.cancel') }).click();
  const dismiss = status.getByRole('button', { name: t('call.dismiss') });
  if (await dismiss.isVisible()) await dismiss.click();
}

async function go(page: Page, entry: MessageKey, ready: () => Promise<void>) {
  await leaveCallStatus(page);
  await closeDetail(page);
  await leaveImport(page);
  await nav(page, entry).click();
  await ready();
}

/** A row whose person has both a name and a number: the widest a row gets. */
const namedRow = (page: Page, list: string) =>
  page
    .locator(list)
    .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"]), [role="option"]')
    .filter({ has: page.locator('.party-number') })
    .first();

export const VIEWS: ViewCase[] = [
  {
    name: 'history',
    show: (page) =>
      go(page, 'nav.history', () =>
        page
          .getByRole('grid', { name: t('history.list.label') })
          .locator('[aria-rowindex="2"]')
          .waitFor(),
      ),
  },
  {
    name: 'history-detail',
    async show(page) {
      await go(page, 'nav.history', () => namedRow(page, '.calls').waitFor());
      await namedRow(page, '.calls').click();
      await details(page).getByLabel(t('detail.fields')).waitFor();
    },
  },
  {
    // A call with the person's note (an outcome, three lines, a long address) on its row and in its detail.
    name: 'history-note',
    async show(page) {
      await seedNotes(page);
      await go(page, 'nav.history', () => namedRow(page, '.calls').waitFor());
      await refreshList(page, 'list.refresh.history', '.calls .call-note');
      await namedRow(page, '.calls').click();
      await details(page).locator('.note-text').waitFor();
    },
  },
  {
    // The editor of that note, near the limit: the count of characters shows.
    name: 'note-editor',
    async show(page) {
      await VIEWS.find((view) => view.name === 'history-note')?.show(page);
      await details(page)
        .getByRole('button', { name: t('noteUi.edit') })
        .click();
      const text = details(page).getByRole('textbox', { name: t('noteUi.editor.text') });
      await text.fill(`${NEAR_LIMIT_NOTE}`);
      await details(page).locator('.note-count').waitFor();
    },
  },
  {
    // A voicemail with a note on its row, and its editor open in the message's detail.
    name: 'voicemail-note',
    async show(page) {
      await seedNotes(page);
      await go(page, 'nav.voicemail', () => namedRow(page, '.messages').waitFor());
      await refreshList(page, 'list.refresh.voicemail', '.messages .row-written');
      await namedRow(page, '.messages').click();
      await details(page)
        .getByRole('button', { name: t('noteUi.edit') })
        .click();
      await details(page)
        .getByRole('textbox', { name: t('noteUi.editor.text') })
        .waitFor();
    },
  },
  {
    // A call sent from the dial pad with Add a note open under it.
    name: 'call-sent-note',
    async show(page) {
      await go(page, 'nav.dialPad', () => page.getByRole('group', { name: t('dialpad.keypad') }).waitFor());
      await appOf(page).emit('callStarted', SENT_CALL());
      const status = page.locator('.call-status');
      await status.getByRole('button', { name: t('noteUi.add') }).click();
      await status.getByRole('textbox', { name: t('noteUi.editor.text') }).fill(SEEDED_NOTES.call.text);
    },
  },
  {
    // The numbers to call back: the demo's own and three more, one with a long name, a voicemail and a try,
    // one put off until tomorrow (the line above the list says so).
    name: 'call-backs',
    async show(page) {
      await seedCallBacks(page);
      await go(page, 'nav.callBacks', () =>
        page
          .getByRole('list', { name: t('callBacks.listLabel') })
          .locator('article.call-back')
          .first()
          .waitFor(),
      );
      await page.locator('.call-backs-snoozed').waitFor();
    },
  },
  {
    name: 'voicemail',
    show: (page) =>
      go(page, 'nav.voicemail', () =>
        page
          .getByRole('listbox', { name: t('voicemail.listLabel') })
          .getByRole('option')
          .first()
          .waitFor(),
      ),
  },
  {
    name: 'voicemail-detail',
    async show(page) {
      await go(page, 'nav.voicemail', () => namedRow(page, '.messages').waitFor());
      await namedRow(page, '.messages').click();
      await details(page)
        .getByRole('group', { name: before('player.label', 'label') })
        .waitFor();
    },
  },
  {
    name: 'recordings',
    show: (page) =>
      go(page, 'nav.recordings', () =>
        page
          .getByRole('listbox', { name: t('recordings.title') })
          .getByRole('option')
          .first()
          .waitFor(),
      ),
  },
  {
    name: 'recording-detail',
    async show(page) {
      await go(page, 'nav.recordings', () => namedRow(page, '.recordings').waitFor());
      await namedRow(page, '.recordings').click();
      await details(page)
        .getByRole('group', { name: before('player.label', 'label') })
        .waitFor();
    },
  },
  {
    name: 'lookup',
    async show(page) {
      const number = page.getByRole('combobox', { name: t('lookup.numberLabel'), exact: true });
      await go(page, 'nav.lookup', () => number.waitFor());
      await number.fill('5555550111');
      await page.getByRole('button', { name: t('lookup.lookUp'), exact: true }).click();
      await page.getByRole('article', { name: before('lookup.resultLabel', 'who') }).waitFor();
    },
  },
  {
    name: 'dialpad',
    show: (page) =>
      go(page, 'nav.dialPad', () => page.getByRole('group', { name: t('dialpad.keypad') }).waitFor()),
  },
  {
    // People from the local history under the dial pad's field, the first one highlighted.
    name: 'dialpad-suggestions',
    async show(page) {
      await go(page, 'nav.dialPad', () => page.getByRole('group', { name: t('dialpad.keypad') }).waitFor());
      await showSuggestions(page, t('dialpad.numberLabel'));
    },
  },
  {
    name: 'lookup-suggestions',
    async show(page) {
      await go(page, 'nav.lookup', () =>
        page.getByRole('combobox', { name: t('lookup.numberLabel'), exact: true }).waitFor(),
      );
      await showSuggestions(page, t('lookup.numberLabel'));
    },
  },
  {
    // The favourites over the contacts, each row a name, a company and its numbers after their labels.
    name: 'people',
    async show(page) {
      await seedPeople(page);
      await go(page, 'nav.people', () => contactRow(page, DANA.name).waitFor());
    },
  },
  {
    name: 'people-detail',
    async show(page) {
      await seedPeople(page);
      await go(page, 'nav.people', () => contactRow(page, DANA.name).waitFor());
      await contactRow(page, DANA.name).click();
      await details(page)
        .getByRole('heading', { name: t('people.numbers') })
        .waitFor();
    },
  },
  {
    // The editor of a contact with three numbers: the widest form.
    name: 'people-editor',
    async show(page) {
      await VIEWS.find((view) => view.name === 'people-detail')?.show(page);
      await details(page)
        .getByRole('button', { name: t('people.edit'), exact: true })
        .click();
      await details(page)
        .getByRole('button', { name: t('people.editor.addNumber') })
        .waitFor();
    },
  },
  {
    // The preview of an import (people-preview.vcf): new contacts with long, right-to-left and
    // markup-looking names, a number that cannot be read, a contact cut to 50 numbers, and the two
    // contacts seeded here, which the file holds otherwise: two conflicts side by side.
    name: 'people-import',
    async show(page) {
      await VIEWS.find((view) => view.name === 'people')?.show(page);
      appOf(page).answerContactFiles([PREVIEW_FILE]);
      await page.getByRole('button', { name: t('people.import.button') }).click();
      await page.getByRole('heading', { name: t('people.import.title'), level: 1 }).waitFor();
      await page.getByRole('group', { name: DANA.name }).waitFor();
    },
  },
  {
    name: 'settings',
    show: (page) =>
      go(page, 'nav.settings', () =>
        page.getByRole('heading', { name: t('settings.preferences.title') }).waitFor(),
      ),
  },
  {
    // Settings → Call outcomes: the account's list, one field a line, and an empty one just added.
    name: 'call-outcomes',
    async show(page) {
      await go(page, 'nav.settings', () =>
        page.getByRole('heading', { name: t('noteUi.outcomes.title') }).waitFor(),
      );
      const section = page.locator('section.outcomes');
      await section.locator('.outcome-input').first().waitFor();
      if ((await section.locator('.outcome-input').count()) === (await seededOutcomes(page)))
        await section.getByRole('button', { name: t('noteUi.outcomes.add') }).click();
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
  },
  {
    // Settings → Open in CRM: a CRM app's scheme allowed (its warning and field shown), and an address main
    // refuses in its words beside the field (a placeholder in the host).
    name: 'crm-settings',
    async show(page) {
      const section = await crmSettingsShown(page);
      const reveal = section.getByRole('button', { name: t('crmUi.scheme.reveal') });
      if (await reveal.isVisible()) await reveal.click();
      await section.getByRole('textbox', { name: t('crmUi.scheme.label') }).fill('salesforce');
      await section.getByRole('textbox', { name: t('crmUi.template.label') }).fill(REFUSED_CRM_TEMPLATE);
      await section.getByRole('button', { name: t('crmUi.settings.save') }).click();
      await section.locator('.field-error').first().waitFor();
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
  },
  {
    // Settings → Calling hours: the box on, its times, the rules they come from and the note that it is a
    // courtesy check, and an end before the start refused in main's words beside the end.
    name: 'calling-hours',
    async show(page) {
      await go(page, 'nav.settings', () =>
        page.getByRole('heading', { name: t('hours.settings.title') }).waitFor(),
      );
      const section = page.locator('section.hours-settings');
      await section.getByRole('button', { name: t('hours.settings.save') }).waitFor();
      await section.getByRole('checkbox', { name: t('hours.enabled.label') }).check();
      await section.getByLabel(t('hours.start.label'), { exact: true }).fill('18:00');
      await section.getByLabel(t('hours.end.label'), { exact: true }).fill('09:00');
      await section.getByRole('button', { name: t('hours.settings.save') }).click();
      await section.locator('.field-error').first().waitFor();
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
  },
  {
    // A call's detail with the first address of the account's CRM template shown before it opens (a long
    // address, broken anywhere), Open in CRM on the rows beside it.
    name: 'crm-address',
    async show(page) {
      await seedCrm(page);
      await go(page, 'nav.history', () => namedRow(page, '.calls').waitFor());
      await namedRow(page, '.calls').click();
      await details(page)
        .getByRole('button', { name: t('crmUi.action') })
        .click();
      await details(page)
        .getByRole('alertdialog', { name: t('crmUi.panel.title') })
        .waitFor();
    },
  },
  {
    // Settings → Directories as it lists them: two directories whose servers do not answer, each with its
    // problem in main's words, the LDAP one with main's notes on plain ldap:// and a Global Catalog port.
    name: 'directories',
    async show(page) {
      const section = await directoriesShown(page);
      const form = section.locator('form');
      if (await form.isVisible()) {
        await form.getByRole('button', { name: t('form.cancel') }).click();
        await form.waitFor({ state: 'detached' });
      }
      // Its list at the top of the screen, as far as the page lets it go.
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
  },
  {
    // The form of a new directory below them, its attribute mapping open: the widest the section gets.
    name: 'directories-form',
    async show(page) {
      const section = await directoriesShown(page);
      if (!(await section.locator('form').isVisible()))
        await section.getByRole('button', { name: t('directories.add') }).click();
      const advanced = section.locator('details.directory-advanced');
      if ((await advanced.getAttribute('open')) === null)
        await advanced.getByText(t('directories.form.advanced')).click();
      await section.getByRole('textbox', { name: t('directories.mapping.extension') }).waitFor();
    },
  },
];

/**
 * The directories the Directories case shows, at addresses where nothing answers (a Global Catalog port
 * on loopback, a closed https one): each read ends with its problem said in words.
 */
const DIRECTORIES: DirectoryDraft[] = [
  {
    id: null,
    settings: {
      kind: 'ldap',
      name: 'Whitfield & Partners Logistics — Active Directory (head office)',
      accounts: [DEMO_ACCOUNT_ID],
      url: 'ldap://127.0.0.1:3268',
      security: 'plain',
      baseDn: 'dc=whitfield-partners-logistics,dc=example',
      bindDn: 'cn=dialdesk-reader,ou=service-accounts,dc=whitfield-partners-logistics,dc=example',
      filter: '',
      preset: 'auto',
      mapping: null,
      caFile: null,
    },
    password: 'reader-password',
  },
  {
    id: null,
    settings: {
      kind: 'carddav',
      name: 'Team',
      accounts: [DEMO_ACCOUNT_ID],
      url: 'https://127.0.0.1:9/dav/',
      username: 'dana',
      books: null,
    },
    password: 'app-password',
  },
];

/** Settings with DIRECTORIES saved and each one's read ended in its problem: the Directories section. */
async function directoriesShown(page: Page) {
  await seedDirectories(page);
  await go(page, 'nav.settings', () => page.getByRole('heading', { name: t('directories.title') }).waitFor());
  const section = page.locator('section.directories');
  await section
    .locator('.directory-status.problem')
    .nth(DIRECTORIES.length - 1)
    .waitFor();
  return section;
}

/** Saves DIRECTORIES through the page's bridge to the real core, once per app. */
async function seedDirectories(page: Page) {
  await page.evaluate(async (drafts) => {
    const api = (window as unknown as { dialdesk: DialdeskApi }).dialdesk;
    const listed = await api.listDirectories();
    if (!listed.ok) throw new Error(listed.error.message);
    for (const draft of drafts) {
      if (listed.value.some((kept) => kept.settings.name === draft.settings.name)) continue;
      const saved = await api.saveDirectory(draft);
      if (!saved.ok) throw new Error(saved.error.message);
    }
  }, DIRECTORIES);
}

/**
 * The callers the call-back case adds to the demo's: a long name, which wraps on a narrow list (History's
 * rows show it whole down to 400 px), one of its two calls left on voicemail and the desk's try at it; a
 * short one; and one put off until tomorrow.
 */
const CALL_BACK_CALLERS = {
  long: { caller_id_name: 'Wetterstein Gebäudetechnik', caller_id_number: '5555550174' },
  short: { caller_id_name: 'Mia Lindqvist', caller_id_number: '5555550173' },
  later: { caller_id_name: 'Tomás Ferreira', caller_id_number: '5555550172' },
} satisfies Record<string, Caller>;

/** Adds CALL_BACK_CALLERS' calls, syncs them, and puts the last one off until tomorrow, once per app. */
async function seedCallBacks(page: Page) {
  const { core, demo } = appOf(page);
  if ((await core.listCallBacks(undefined)).snoozed > 0) return;
  const now = Math.floor((await page.evaluate(() => Date.now())) / 1000);
  const minutesAgo = (minutes: number) => now - minutes * 60;
  callFrom(demo, CALL_BACK_CALLERS.long, minutesAgo(70), 'missed');
  callFrom(demo, CALL_BACK_CALLERS.long, minutesAgo(60), 'voicemail');
  unansweredCallTo(demo, CALL_BACK_CALLERS.long.caller_id_number, minutesAgo(50));
  callFrom(demo, CALL_BACK_CALLERS.short, minutesAgo(40), 'missed');
  callFrom(demo, CALL_BACK_CALLERS.later, minutesAgo(30), 'missed');
  await core.checkHistoryNow('manual');
  const later = (await core.listCallBacks(undefined)).entries.find(
    (entry) => entry.party.number === CALL_BACK_CALLERS.later.caller_id_number,
  );
  if (!later) throw new Error('the call-back list has no entry for the caller to put off');
  await core.markCallBack({ key: later.key, through: later.lastEpoch, mark: 'tomorrow' });
}

/** A CRM address main refuses: a placeholder in its host. */
const REFUSED_CRM_TEMPLATE = 'https://{name}.crm.example.com/search?phone={number}';

/** The CRM address the walk's windows have: long, with every placeholder, never opened by the walk. */
const CRM_TEMPLATE =
  'https://crm.example.com/service/customers/search?phone={number}&name={name}&call={call_id}&direction={direction}&source=dialdesk-desk-companion';

/** Settings, at its Open in CRM section. */
async function crmSettingsShown(page: Page) {
  await go(page, 'nav.settings', () =>
    page.getByRole('heading', { name: t('crmUi.settings.title') }).waitFor(),
  );
  return page.locator('section.crm-settings');
}

/**
 * Saves CRM_TEMPLATE in Settings → Open in CRM as a person does (the window then offers the action), once
 * per app: its first address is shown before it opens, and the walk never opens one.
 */
async function seedCrm(page: Page) {
  const saved = await page.evaluate(async () => {
    const api = (window as unknown as { dialdesk: DialdeskApi }).dialdesk;
    const result = await api.getCrmSettings();
    return result.ok ? result.value.template : null;
  });
  const section = await crmSettingsShown(page);
  const field = section.getByRole('textbox', { name: t('crmUi.template.label') });
  // Saved here earlier, and the form not left with another address typed in it: nothing to do.
  if (saved === CRM_TEMPLATE && (await field.inputValue()) === CRM_TEMPLATE) return;
  await field.fill(CRM_TEMPLATE);
  const scheme = section.getByRole('textbox', { name: t('crmUi.scheme.label') });
  if (await scheme.isVisible()) await scheme.fill('');
  await section.getByRole('button', { name: t('crmUi.settings.save') }).click();
  await section
    .getByRole('status')
    .filter({ hasText: t('form.saved') })
    .waitFor();
}

/** The notes the note cases show: each outcome by its default's id (main/notes), the text as typed. */
const SEEDED_NOTES = {
  call: {
    outcomeId: 'follow-up',
    text: 'Asked for the revised quote on the Whitfield order; send it before the delivery window on Friday closes.\nPrefers email: dana.whitfield@whitfield-partners-logistics.example\nCall back after 10 am.',
  },
  voicemail: { outcomeId: 'reached', text: 'Called back about the delivery window: moved to Thursday.' },
};

/** A note of 3,700 characters: near the limit, where the editor counts them. */
const NEAR_LIMIT_NOTE = `${SEEDED_NOTES.call.text}\n${'Follow-up details. '.repeat(NOTE_LIMITS.text)}`.slice(
  0,
  3700,
);

/** A call as main reports one placed elsewhere (a link, confirmed): the Sent state, in the language in use. */
const SENT_CALL = (): CallOutcome => ({
  destination: '5555550129',
  display: '(555) 555-0129',
  extension: '201',
  dialAfterConnect: null,
  status: t('calls.status', { extension: '201', number: '(555) 555-0129' }),
  placedId: '00000000-0000-4000-8000-000000000049',
});

/**
 * Writes SEEDED_NOTES through the page's bridge to the real core, once per app: on the first call History
 * lists with a name and a number (the row namedRow finds), and on the first such voicemail. (A note on a
 * number needs a call placed, which would join the dial pad's recent calls in every later view: notes.test.ts
 * walks "Notes on this number" instead.)
 */
async function seedNotes(page: Page) {
  await page.evaluate(async (seeded) => {
    const api = (window as unknown as { dialdesk: DialdeskApi }).dialdesk;
    const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    const stored = must(
      await api.searchHistory({
        text: '',
        missedOnly: false,
        direction: null,
        range: null,
        limit: 50,
        offset: 0,
      }),
    );
    const calls =
      stored?.records ??
      must(
        await api.listHistory({
          limit: 50,
          offset: 0,
          orderBy: { field: 'start_epoch', direction: 'desc' },
          range: null,
        }),
      );
    const call = calls.find((each) => each.party.name !== null && each.party.shown !== null);
    if (!call) throw new Error('History lists no call with a name and a number');
    if (!call.note) {
      const target = { kind: 'call' as const, id: call.id, origin: call.legs.b ? call.legs.origin : '' };
      must(await api.saveNote({ target, ...seeded.call }));
    }
    const message = must(await api.listVoicemail()).find(
      (each) => each.party.name !== null && each.party.shown !== null,
    );
    if (!message) throw new Error('Voicemail lists no message with a name and a number');
    if (!message.note)
      must(await api.saveNote({ target: { kind: 'voicemail', id: message.id }, ...seeded.voicemail }));
  }, SEEDED_NOTES);
}

/** How many outcomes the account lists. */
const seededOutcomes = (page: Page) =>
  page.evaluate(async () => {
    const api = (window as unknown as { dialdesk: DialdeskApi }).dialdesk;
    const listed = await api.listNoteOutcomes();
    if (!listed.ok) throw new Error(listed.error.message);
    return listed.value.length;
  });

/** Reads a list again with its Refresh button (notes seeded through the bridge), until `shown` is drawn. */
async function refreshList(page: Page, label: MessageKey, shown: string) {
  if (await page.locator(shown).first().isVisible()) return;
  await page.getByRole('button', { name: t(label as 'list.refresh.history') }).click();
  await page.locator(shown).first().waitFor();
}

/** The address book the import's preview shows, against PEOPLE. */
export const PREVIEW_FILE = join(import.meta.dirname, '../fixtures/contacts/people-preview.vcf');

/**
 * The contacts the People cases show, as a person would keep them: one with a company and three numbers
 * (its mobile starred), one with a single number (starred too, so the favourites can be ordered).
 */
type Seeded = ContactDraft & { starred: number[] };

const DANA: Seeded = {
  name: 'Dana Whitfield',
  company: 'Whitfield & Partners Logistics',
  note: 'Prefers calls after 10 am.',
  numbers: [
    { id: null, label: 'mobile', number: '555-555-0147' },
    { id: null, label: 'work', number: '(555) 555-0100' },
    { id: null, label: 'extension', number: '202' },
  ],
  starred: [0],
};

const PEOPLE: Seeded[] = [
  DANA,
  {
    name: 'Omar Reyes',
    company: '',
    note: '',
    numbers: [{ id: null, label: 'home', number: '555-555-0163' }],
    starred: [0],
  },
];

/** Saves PEOPLE through the page's bridge to the real core, each once per app (a walk shows People often). */
export async function seedPeople(page: Page) {
  await page.evaluate(async (people) => {
    const api = (window as unknown as { dialdesk: DialdeskApi }).dialdesk;
    for (const { starred, ...draft } of people) {
      const listed = await api.listContacts({ text: draft.name });
      if (!listed.ok) throw new Error(listed.error.message);
      if (listed.value.some((kept) => kept.name === draft.name)) continue;
      const saved = await api.saveContact({ id: null, draft });
      if (!saved.ok) throw new Error(saved.error.message);
      for (const index of starred) {
        const number = saved.value.numbers[index];
        if (number) await api.setFavourite({ numberId: number.id, favourite: true });
      }
    }
  }, PEOPLE);
}

/** A contact's row in People's list, by its name. */
export const contactRow = (page: Page, name: string) =>
  page
    .getByRole('listbox', { name: t('people.listLabel') })
    .getByRole('option')
    .filter({ hasText: name })
    .first();

/** Types digits every demo number holds and moves to the first person suggested (the app's history is synced). */
async function showSuggestions(page: Page, field: string) {
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.fill('555');
  await page
    .getByRole('listbox', { name: t('dialpad.suggestionsLabel') })
    .getByRole('option')
    .first()
    .waitFor();
  await input.press('ArrowDown');
  await page.locator('.suggestion.active').waitFor();
}

/** Elements whose box reaches past the left or right edge of the window, and a page that scrolls sideways. */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      // Hidden from sight only (a label kept for screen readers): a 1 px box, clipped away.
      if (style.clipPath === 'inset(50%)') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} [${text}] ${box.left}–${box.right}`,
        );
      }
    }
    return found;
  });
}

/**
 * Each list's first row, and every other row in view: its person's name and number, where shown, must
 * be there in full, not cut off with an ellipsis (the element's own scrollWidth within its clientWidth).
 */
export function cutPeople(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const list of document.querySelectorAll('[role="grid"], [role="listbox"]')) {
      if (list.getClientRects().length === 0) continue;
      const name = list.getAttribute('aria-label');
      const first = list.querySelector('[role="row"][aria-rowindex="2"], [role="option"][aria-posinset="1"]');
      if (!first) {
        found.push(`${name}: no first row`);
        continue;
      }
      if (first.querySelectorAll('.party-name').length === 0)
        found.push(`${name}: the first row shows no person`);
      const view = list.getBoundingClientRect();
      const rows = [
        ...list.querySelectorAll('[role="row"][aria-rowindex]:not([aria-rowindex="1"]), [role="option"]'),
      ];
      for (const row of rows) {
        const box = row.getBoundingClientRect();
        if (row !== first && (box.top < view.top || box.bottom > view.bottom)) continue;
        for (const part of row.querySelectorAll<HTMLElement>('.party-name, .party-number'))
          if (part.scrollWidth > part.clientWidth || part.clientWidth === 0)
            found.push(`${name}: "${part.textContent}" is cut (${part.scrollWidth} > ${part.clientWidth})`);
      }
    }
    return found;
  });
}

/** The window sizes every list is looked at in: the narrowest phone-sized window up to a desk's. */
export const WINDOW_SIZES = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 420, height: 700 },
  { width: 1280, height: 800 },
];

/**
 * History's list as a person finds it: the grid, its rows (not the header), the footer, the search.
 * `page` is asked each time: a test's page may be opened after the helpers are made.
 */
export function historyList(page: () => Page) {
  const grid = () => page().getByRole('grid', { name: 'Calls' });
  return {
    grid,
    rows: () => grid().locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])'),
    firstRow: () => grid().locator('[aria-rowindex="2"]'),
    footer: () => page().locator('.list-footer'),
    search: () => page().getByRole('searchbox', { name: 'Search calls by name or number' }),
  };
}

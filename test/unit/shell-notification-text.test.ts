// Notification text from strangers (caller names, lookup results, error replies) reaches the OS without
// markup it would obey, characters that hide or reorder words, or a length no notification can show.
import { describe, expect, it } from 'vitest';
import { lookupNotice } from '../../main/shell/notices';
import { safeNotificationText } from '../../main/shell/notification-text';
import type { Notice } from '../../main/shell/notifications';
import type { LookupFacts } from '../../preload/contract';
import { fakeNotifier } from './shell-fakes';

const FSI = '\u2068';
const PDI = '\u2069';
/** A line as the notifier hands it over: isolated, so its direction cannot spill onto our words. */
const isolated = (line: string) => `${FSI}${line}${PDI}`;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What the OS was asked to show for `notice` on `platform`. */
function shownOn(platform: NodeJS.Platform, notice: Notice) {
  const { notify, shown } = fakeNotifier({ platform });
  notify(notice);
  const options = shown[0]?.options;
  if (!options) throw new Error('no notification was shown');
  return options;
}

describe('markup in notification bodies', () => {
  it('shows a caller name that is a link as text on Linux, not as a tag', () => {
    const caller = '<a href="https://evil.example">Call your bank</a>';
    const { title, body } = shownOn('linux', { title: `Missed call: ${caller}`, body: [`From ${caller}`] });
    expect(body).toBe(isolated('From &lt;a href="https://evil.example"&gt;Call your bank&lt;/a&gt;'));
    expect(body).not.toMatch(/<a\b/);
    // The summary is plain text in the freedesktop spec: escaped, it would show '&lt;a' to the user.
    expect(title).toBe(isolated(`Missed call: ${caller}`));
  });

  it("escapes AT&T's ampersand on Linux only, where the body is markup", () => {
    const notice = { title: 'Lookup: AT&T', body: ['Wireless · AT&T · Dallas, TX'] };
    expect(shownOn('linux', notice)).toMatchObject({
      title: isolated('Lookup: AT&T'),
      body: isolated('Wireless · AT&amp;T · Dallas, TX'),
    });
    for (const platform of ['darwin', 'win32'] as const) {
      expect(shownOn(platform, notice)).toMatchObject({
        title: isolated('Lookup: AT&T'),
        body: isolated('Wireless · AT&T · Dallas, TX'),
      });
    }
  });

  it('escapes after cutting, so an entity is never cut in half', () => {
    const { body } = safeNotificationText({ title: '', body: [`${'x'.repeat(198)}&&&`] }, 'linux');
    expect(body).toBe(isolated(`${'x'.repeat(198)}&amp;…`));
  });
});

describe('lengths', () => {
  it('cuts a 10,000-character caller name to a title and a body line a notification can show', () => {
    const { title, body } = shownOn('linux', {
      title: `Missed call: ${'A'.repeat(10_000)}`,
      body: [`From ${'B'.repeat(10_000)}`],
    });
    expect(title).toBe(isolated(`Missed call: ${'A'.repeat(79 - 'Missed call: '.length)}…`));
    expect(body).toBe(isolated(`From ${'B'.repeat(199 - 'From '.length)}…`));
  });

  it('cuts the whole body to 400 characters, line breaks counted', () => {
    const line = 'C'.repeat(150);
    const { body } = safeNotificationText({ title: '', body: [line, line, line, line] }, 'darwin');
    expect(body).toBe([line, line, `${'C'.repeat(400 - 2 * 151 - 1)}…`].map(isolated).join('\n'));
  });

  it('keeps four lines at most: the lines after the fourth join it', () => {
    const lines = Array.from({ length: 10 }, (_, index) => `line ${index + 1}`);
    const { body } = safeNotificationText({ title: '', body: lines }, 'linux');
    expect(body.split('\n')).toEqual(
      ['line 1', 'line 2', 'line 3', 'line 4 line 5 line 6 line 7 line 8 line 9 line 10'].map(isolated),
    );
  });

  it('never cuts an emoji in half at the cap: not a surrogate pair, not a joined sequence, not a flag', () => {
    const title = safeNotificationText({ title: `${'a'.repeat(78)}😀😀😀`, body: [] }, 'linux').title;
    expect(title).not.toMatch(LONE_SURROGATE);
    expect(title).toBe(isolated(`${'a'.repeat(78)}😀…`));

    const family = '👨‍👩‍👧';
    expect(safeNotificationText({ title: `${'a'.repeat(78)}${family}bb`, body: [] }, 'linux').title).toBe(
      isolated(`${'a'.repeat(78)}${family}…`),
    );
    const { body } = safeNotificationText({ title: '', body: [`${'x'.repeat(198)}🇺🇸🇺🇸🇺🇸`] }, 'linux');
    expect(body).not.toMatch(LONE_SURROGATE);
    expect(body).toBe(isolated(`${'x'.repeat(198)}🇺🇸…`));
  });

  it('keeps one mark of a character stacked with thousands of combining marks', () => {
    const zalgo = `Z${'\u0301'.repeat(5_000)}algo`;
    expect(safeNotificationText({ title: zalgo, body: [zalgo] }, 'win32')).toEqual({
      title: isolated('Zalgo'),
      body: isolated('Zalgo'),
    });
  });
});

describe('line breaks and hidden characters', () => {
  it('makes the title and each line of the body one line, however many line breaks a caller name holds', () => {
    const { title, body } = shownOn('linux', {
      title: 'Missed call: Dana\nWhitfield\r\n\r\nCall 555-0100 now',
      body: ['From Dana\n\n\r\n\u2028Whitfield', 'Click to open it in Dialdesk.'],
    });
    expect(title).toBe(isolated('Missed call: Dana Whitfield Call 555-0100 now'));
    expect(body).toBe(
      [isolated('From Dana Whitfield'), isolated('Click to open it in Dialdesk.')].join('\n'),
    );
  });

  it.each([
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['CR LF', '\r\n'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
    ['a next line (NEL)', '\u0085'],
    ['a vertical tab', '\v'],
    ['a form feed', '\f'],
  ])('a value holding %s writes no line of its own into the body', (_kind, lineBreak) => {
    const { body } = shownOn('darwin', {
      title: 'Missed call',
      body: [`From Dana${lineBreak}Dialdesk: your keys expired, call +1 555 0100`],
    });
    expect(body).toBe(isolated('From Dana Dialdesk: your keys expired, call +1 555 0100'));
  });

  it('removes NUL, BEL, escape sequences and other control characters; a tab becomes a space', () => {
    const { title, body } = shownOn('linux', {
      title: 'Dana\u0000 Whit\u0007field\u001b[31m',
      body: ['From\tDana\u0000\u0008\u007f\u009b Whitfield'],
    });
    expect(title).toBe(isolated('Dana Whitfield[31m'));
    expect(body).toBe(isolated('From Dana Whitfield'));
  });

  it('drops an unclosed right-to-left override and isolates each line, so it cannot reorder our words', () => {
    const { title, body } = shownOn('linux', {
      title: 'Missed call: \u202Egnab ruoy llac',
      // A stranger's own Pop Directional Isolate would close ours early: it goes too.
      body: ['From \u202Edana\u2069\u202E\u200F\u200B\u2066', 'Click to open it in Dialdesk.'],
    });
    expect(`${title}${body}`).not.toMatch(/[\u202A-\u202E\u200E\u200F\u200B]/);
    expect(title).toBe(isolated('Missed call: gnab ruoy llac'));
    expect(body).toBe([isolated('From dana'), isolated('Click to open it in Dialdesk.')].join('\n'));
  });

  it('keeps the joiner emoji sequences need', () => {
    const family = '👨\u200D👩\u200D👧';
    expect(safeNotificationText({ title: `From ${family}`, body: [] }, 'linux').title).toBe(
      isolated(`From ${family}`),
    );
  });
});

describe('our own notices', () => {
  it('keeps the lines of a lookup notice, each isolated, with the carrier escaped on Linux', () => {
    const facts: LookupFacts = {
      lineType: 'wireless',
      carrier: 'AT&T Mobility',
      city: 'Dallas',
      state: 'TX',
      doNotCall: true,
    };
    const { title, body } = shownOn(
      'linux',
      lookupNotice('(555) 555-0123', facts, () => {}),
    );
    expect(title).toBe(isolated('Lookup: (555) 555-0123'));
    expect(body.split('\n')).toEqual(
      [
        'Wireless · AT&amp;T Mobility · Dallas, TX',
        'Warning: on the do-not-call list.',
        'Click to open it in Dialdesk.',
      ].map(isolated),
    );
  });
});

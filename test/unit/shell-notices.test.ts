// Notifications: how they are shown (sound setting, clickable, held until clicked) and what they say
// about a call or a lookup.
import { describe, expect, it, vi } from 'vitest';
import { CoreError } from '../../main/errors/core-errors';
import { callFailedNotice, callPlacedNotice, lookupNotice, lookupSummary } from '../../main/shell/notices';
import { createNotifier } from '../../main/shell/notifications';
import type { LookupFacts } from '../../preload/contract';
import { phrase, say } from '../../preload/shared/i18n/phrase';
import { fakeNotifier } from './shell-fakes';

describe('createNotifier', () => {
  it('shows a notification, silent when sounds are off, and runs its click action', () => {
    let sound = true;
    const { notify, shown } = fakeNotifier({ icon: '/app/assets/icon-256.png', silent: () => !sound });
    const onClick = vi.fn();
    notify({ title: 'Lookup: (555) 555-0123', body: ['Wireless'], onClick });
    sound = false;
    notify({ title: 'Call not placed', body: ['No phone number found to call.'] });
    expect(shown.map((n) => [n.options, n.shown])).toEqual([
      [
        {
          title: '\u2068Lookup: (555) 555-0123\u2069',
          body: '\u2068Wireless\u2069',
          silent: false,
          icon: '/app/assets/icon-256.png',
        },
        true,
      ],
      [
        {
          title: '\u2068Call not placed\u2069',
          body: '\u2068No phone number found to call.\u2069',
          silent: true,
          icon: '/app/assets/icon-256.png',
        },
        true,
      ],
    ]);
    shown[0]?.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows nothing where the system has no notifications', () => {
    const createNotification = vi.fn();
    createNotifier({ createNotification, isSupported: () => false, platform: 'linux', silent: () => false })({
      title: 't',
      body: ['b'],
    });
    expect(createNotification).not.toHaveBeenCalled();
  });
});

describe('call notices', () => {
  it('tells what happens next when a call was placed', () => {
    expect(
      callPlacedNotice({
        destination: '5551234567',
        display: '(555) 123-4567',
        extension: '201',
        dialAfterConnect: null,
        status: 'Your extension 201 rings first; answer it to connect (555) 123-4567.',
        placedId: 'placed-1',
      }),
    ).toEqual({
      title: 'Calling (555) 123-4567',
      body: ['Your extension 201 rings first; answer it to connect (555) 123-4567.'],
    });
  });

  it('says a refused call was not placed, with the reason', () => {
    expect(callFailedNotice(new CoreError('no-number', phrase('numbers.noneFound')))).toEqual({
      title: 'Call not placed',
      body: ['No phone number found to call.'],
    });
  });

  it('warns that the phone may still ring when the phone system may have acted', () => {
    const notice = callFailedNotice(
      new CoreError('call-rejected', phrase('calls.unreadableAnswer', { number: '(555) 123-4567' }), {
        callMayRing: true,
      }),
    );
    expect(notice.title).toBe('The call may still ring');
    expect(notice.body).toHaveLength(1);
    expect(notice.body[0]).toContain(say(phrase('calls.unreadableAnswer', { number: '(555) 123-4567' })));
    expect(notice.body[0]).toContain('may still ring');
  });
});

const FACTS: LookupFacts = {
  lineType: 'wireless',
  carrier: 'Cascade Mobile',
  city: 'Springfield',
  state: 'IL',
  doNotCall: false,
};

describe('lookup notices', () => {
  it("sums up the line type, carrier and place: 'Wireless · Cascade Mobile · Springfield, IL'", () => {
    expect(lookupSummary(FACTS)).toBe('Wireless · Cascade Mobile · Springfield, IL');
    expect(lookupSummary({ lineType: null, carrier: null, city: null, state: 'WI', doNotCall: false })).toBe(
      'WI',
    );
  });

  it('says when the lookup knows nothing', () => {
    const none = { lineType: null, carrier: null, city: null, state: null, doNotCall: false };
    expect(lookupNotice('201', none, () => {}).body[0]).toBe(
      'The lookup service knows no details about this number.',
    );
  });

  it('warns about a number on the do-not-call list', () => {
    expect(lookupNotice('(555) 555-0142', { ...FACTS, doNotCall: true }, () => {}).body).toContain(
      'Warning: on the do-not-call list.',
    );
    expect(lookupNotice('(555) 555-0123', FACTS, () => {}).body.join('\n')).not.toContain('do-not-call');
  });

  it('names the number, and opens it in the app when clicked', () => {
    const onClick = vi.fn();
    const notice = lookupNotice('(555) 555-0123', FACTS, onClick);
    expect(notice.title).toBe('Lookup: (555) 555-0123');
    expect(notice.body[0]).toBe('Wireless · Cascade Mobile · Springfield, IL');
    notice.onClick?.();
    expect(onClick).toHaveBeenCalledOnce();
  });
});

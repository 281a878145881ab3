// Notifications: how they are shown (sound setting, clickable, held until clicked) and what they say
// about a call or a lookup.
import { describe, expect, it, vi } from 'vitest';
import type { LookupResult } from '../../main/api';
import { CoreError } from '../../main/core-errors';
import {
  callFailedNotice,
  callPlacedNotice,
  isDoNotCall,
  lookupNotice,
  lookupSummary,
} from '../../main/shell/notices';
import { createNotifier } from '../../main/shell/notifications';
import { FakeNotification } from './shell-fakes';

describe('createNotifier', () => {
  it('shows a notification, silent when sounds are off, and runs its click action', () => {
    const shown: FakeNotification[] = [];
    let sound = true;
    const notify = createNotifier({
      createNotification: (options) => {
        const notification = new FakeNotification(options);
        shown.push(notification);
        return notification;
      },
      isSupported: () => true,
      icon: '/app/assets/icon-256.png',
      silent: () => !sound,
    });
    const onClick = vi.fn();
    notify({ title: 'Lookup: (555) 555-0123', body: 'Wireless', onClick });
    sound = false;
    notify({ title: 'Call not placed', body: 'No phone number found to call.' });
    expect(shown.map((n) => [n.options, n.shown])).toEqual([
      [
        {
          title: 'Lookup: (555) 555-0123',
          body: 'Wireless',
          silent: false,
          icon: '/app/assets/icon-256.png',
        },
        true,
      ],
      [
        {
          title: 'Call not placed',
          body: 'No phone number found to call.',
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
    createNotifier({ createNotification, isSupported: () => false, silent: () => false })({
      title: 't',
      body: 'b',
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
      }),
    ).toEqual({
      title: 'Calling (555) 123-4567',
      body: 'Your extension 201 rings first; answer it to connect (555) 123-4567.',
    });
  });

  it('says a refused call was not placed, with the reason', () => {
    expect(callFailedNotice(new CoreError('no-number', 'No phone number found to call.'))).toEqual({
      title: 'Call not placed',
      body: 'No phone number found to call.',
    });
  });

  it('warns that the phone may still ring when the phone system may have acted', () => {
    const notice = callFailedNotice(
      new CoreError('call-rejected', 'The call to (555) 123-4567 failed: no reply.', { callMayRing: true }),
    );
    expect(notice.title).toBe('The call may still ring');
    expect(notice.body).toContain('The call to (555) 123-4567 failed: no reply.');
    expect(notice.body).toContain('may still ring');
  });
});

const RESULT: LookupResult = {
  code: 200,
  msg: 'Success',
  type: '+OK',
  LINETYPE: 'wireless',
  LEC: 'Cascade Mobile',
  CITY: 'Springfield',
  STATE: 'IL',
  DNC: '',
};

describe('lookup notices', () => {
  it("sums up the line type, carrier and place: 'Wireless · Cascade Mobile · Springfield, IL'", () => {
    expect(lookupSummary(RESULT)).toBe('Wireless · Cascade Mobile · Springfield, IL');
    expect(lookupSummary({ code: 200, STATE: 'WI' })).toBe('WI');
  });

  it('warns about a do-not-call flag, and only an explicit one', () => {
    expect(['Y', 'yes', 'TRUE', '1', '', 'N', 'no', undefined].map(isDoNotCall)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(lookupNotice('(555) 555-0142', { ...RESULT, DNC: 'Y' }, () => {}).body).toContain('do-not-call');
    expect(lookupNotice('(555) 555-0123', RESULT, () => {}).body).not.toContain('do-not-call');
  });

  it('names the number, and opens it in the app when clicked', () => {
    const onClick = vi.fn();
    const notice = lookupNotice('(555) 555-0123', RESULT, onClick);
    expect(notice.title).toBe('Lookup: (555) 555-0123');
    expect(notice.body.split('\n')[0]).toBe('Wireless · Cascade Mobile · Springfield, IL');
    notice.onClick?.();
    expect(onClick).toHaveBeenCalledOnce();
  });
});

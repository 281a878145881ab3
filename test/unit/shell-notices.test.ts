// Notifications: how they are shown (sound setting, clickable, held until clicked, buttons where the OS
// shows them, one press each) and what they say about a call or a lookup.
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

  it.each(['darwin', 'win32'] as const)('passes the buttons to %s, in order', (platform) => {
    const { notify, shown } = fakeNotifier({ platform });
    notify({
      title: 'Missed call',
      body: ['From 201'],
      actions: [
        { label: 'Call back', run: () => {} },
        { label: 'Done', run: () => {} },
      ],
    });
    notify({ title: 'Call not placed', body: ['No phone number found to call.'] });
    expect(shown[0]?.options.actions).toEqual([
      { type: 'button', text: 'Call back' },
      { type: 'button', text: 'Done' },
    ]);
    // No buttons asked for: none given (an empty list would be a bar of nothing on some systems).
    expect(shown[1]?.options).not.toHaveProperty('actions');
  });

  it('leaves the buttons off on Linux, where the click must do, and runs none there', () => {
    const { notify, shown } = fakeNotifier({ platform: 'linux' });
    const run = vi.fn();
    const onClick = vi.fn();
    notify({ title: 'Missed call', body: ['From 201'], onClick, actions: [{ label: 'Call back', run }] });
    expect(shown[0]?.options).not.toHaveProperty('actions');
    // A server that showed a button anyway (or a stray report): nothing Dialdesk did not offer runs.
    shown[0]?.emit('action', { actionIndex: 0 }, 0);
    expect(run).not.toHaveBeenCalled();
    shown[0]?.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each([
    ['as Electron 35 on reports it (details.actionIndex)', [{ actionIndex: 1 }]],
    ['as Electron before 35 reported it (the index after the event)', [{}, 1]],
    ['with both, as Electron 35 to 45 report it', [{ actionIndex: 1 }, 1]],
  ])('runs the second of two buttons when the second is pressed, %s', (_how, args) => {
    const { notify, shown } = fakeNotifier({ platform: 'darwin' });
    const first = vi.fn();
    const second = vi.fn();
    notify({
      title: 'Missed call',
      body: ['From 201'],
      actions: [
        { label: 'Call back', run: first },
        { label: 'Done', run: second },
      ],
    });
    shown[0]?.emit('action', ...args);
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });

  it('runs one button per notification: a second press, of the same button or the other, runs nothing', () => {
    const { notify, shown } = fakeNotifier({ platform: 'win32' });
    const first = vi.fn();
    const second = vi.fn();
    const actions = [
      { label: 'Call back', run: first },
      { label: 'Done', run: second },
    ];
    notify({ title: 'Missed call', body: ['From 201'], actions });
    shown[0]?.emit('action', { actionIndex: 0 }, 0);
    shown[0]?.emit('action', { actionIndex: 0 }, 0);
    shown[0]?.emit('action', { actionIndex: 1 }, 1);
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    // Another notification's buttons are its own: pressing there runs its button.
    notify({ title: 'Missed call', body: ['From 202'], actions });
    shown[1]?.emit('action', { actionIndex: 1 }, 1);
    expect(second).toHaveBeenCalledOnce();
    expect(first).toHaveBeenCalledOnce();
  });

  it('runs nothing for a button index it did not offer', () => {
    const { notify, shown } = fakeNotifier({ platform: 'win32' });
    const run = vi.fn();
    notify({ title: 'Missed call', body: ['From 201'], actions: [{ label: 'Call back', run }] });
    shown[0]?.emit('action', { actionIndex: 3 }, 3);
    expect(run).not.toHaveBeenCalled();
    // The one it offered still runs: the stray report did not use up the notification's press.
    shown[0]?.emit('action', { actionIndex: 0 }, 0);
    expect(run).toHaveBeenCalledOnce();
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

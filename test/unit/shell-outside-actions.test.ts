// Calls and lookups asked for from outside the window, carried out through the core and told in
// notifications; and the notification for a call confirmed in the confirmation window.
import { describe, expect, it, vi } from 'vitest';
import type { ChannelHandlers, Core } from '../../main/core';
import { CoreError } from '../../main/errors/core-errors';
import type { Notice } from '../../main/shell/notifications';
import { createOutsideActions, withConfirmedCallNotices } from '../../main/shell/outside-actions';
import { excerptOf } from '../../main/shell/selection';
import type { CallOutcome, LookupView } from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';

const OUTCOME: CallOutcome = {
  destination: '5551234567',
  display: '(555) 123-4567',
  extension: '201',
  dialAfterConnect: null,
  status: 'Your extension 201 rings first; answer it to connect (555) 123-4567.',
  placedId: 'placed-1',
};

const LOOKUP: LookupView = {
  tn: '15555550123',
  result: {
    code: 200,
    LINETYPE: 'wireless',
    LEC: 'Cascade Mobile',
    CITY: 'Springfield',
    STATE: 'IL',
    DNC: '',
  },
  cachedAt: null,
  localTime: null,
  facts: {
    lineType: 'wireless',
    carrier: 'Cascade Mobile',
    city: 'Springfield',
    state: 'IL',
    doNotCall: false,
  },
  name: null,
};

function setUp(core: Partial<Pick<Core, 'startCall' | 'lookupNumber'>> = {}) {
  const notices: Notice[] = [];
  const fullCore = {
    startCall: vi.fn<Core['startCall']>(async () => ({ kind: 'confirm', pending: {} as never })),
    lookupNumber: vi.fn<Core['lookupNumber']>(async () => LOOKUP),
    ...core,
  };
  const showLookup = vi.fn();
  const openQuickDial = vi.fn();
  const run = createOutsideActions({
    core: fullCore,
    defaultRegion: () => 'US',
    notify: (notice) => notices.push(notice),
    showLookup,
    openQuickDial,
  });
  return { run, core: fullCore, notices, showLookup, openQuickDial };
}

describe('createOutsideActions', () => {
  it('asks the core to call the text, with its source, and says nothing while a confirmation shows', async () => {
    const { run, core, notices } = setUp();
    await run({ kind: 'call', text: 'call 555-123-4567 now', source: 'tray' });
    expect(core.startCall).toHaveBeenCalledExactlyOnceWith('call 555-123-4567 now', 'tray', undefined);
    expect(notices).toEqual([]);
  });

  it('hands the core what a hotkey read and from where, a long selection shortened', async () => {
    const { run, core } = setUp();
    const text = `Dana 555-123-4567\n${'notes '.repeat(40)}`;
    await run({ kind: 'call', text, source: 'hotkey', from: 'clipboard' });
    expect(core.startCall).toHaveBeenCalledExactlyOnceWith(text, 'hotkey', {
      text: excerptOf(text),
      from: 'clipboard',
    });
    expect(excerptOf(text).startsWith('Dana 555-123-4567 notes')).toBe(true);
  });

  it('tells the outcome of a call placed without confirmation', async () => {
    const { run, notices } = setUp({ startCall: async () => ({ kind: 'placed', outcome: OUTCOME }) });
    await run({ kind: 'call', text: '555-123-4567', source: 'hotkey' });
    expect(notices).toEqual([{ title: 'Calling (555) 123-4567', body: [OUTCOME.status] }]);
  });

  it('tells why a call was not placed', async () => {
    const { run, notices } = setUp({
      startCall: async () => {
        throw new CoreError('no-number', phrase('numbers.noneFound'));
      },
    });
    await run({ kind: 'call', text: 'hello', source: 'command-line' });
    expect(notices).toEqual([{ title: 'Call not placed', body: ['No phone number found to call.'] }]);
  });

  it.each([
    ['tel:+1-555-123-4567;ext=12', '+15551234567;ext=12'],
    ['tel:%2B1%20555%20123%204567', '+15551234567'],
    ['callto://+15551234567', '+15551234567'],
    ['sip:201@pbx.example.com', '201'],
  ])('calls the number of the link %s as %s', async (url, text) => {
    const { run, core } = setUp();
    await run({ kind: 'link', url });
    expect(core.startCall).toHaveBeenCalledExactlyOnceWith(text, 'link', undefined);
  });

  it('refuses a link without a number, and says so', async () => {
    const { run, core, notices } = setUp();
    await run({ kind: 'link', url: 'tel:call-me-maybe' });
    expect(core.startCall).not.toHaveBeenCalled();
    expect(notices[0]?.title).toBe('Call not placed');
    expect(notices[0]?.body[0]).toContain('tel:call-me-maybe');
  });

  it('shows a lookup in a notification that opens the number in the app', async () => {
    const { run, core, notices, showLookup } = setUp();
    await run({ kind: 'lookup', text: 'Customer: 555-555-0123' });
    expect(core.lookupNumber).toHaveBeenCalledExactlyOnceWith({ number: 'Customer: 555-555-0123' });
    expect(notices[0]?.title).toBe('Lookup: (555) 555-0123');
    expect(notices[0]?.body[0]).toBe('Wireless · Cascade Mobile · Springfield, IL');
    notices[0]?.onClick?.();
    expect(showLookup).toHaveBeenCalledExactlyOnceWith('+15555550123');
  });

  it('tells why a lookup failed', async () => {
    const { run, notices } = setUp({
      lookupNumber: async () => {
        throw new CoreError('no-number', phrase('lookups.noNumber'));
      },
    });
    await run({ kind: 'lookup', text: '' });
    expect(notices).toEqual([{ title: 'Lookup failed', body: ['No phone number found to look up.'] }]);
  });
});

describe('withConfirmedCallNotices', () => {
  const wrap = (confirmPendingCall: ChannelHandlers['confirmPendingCall']) => {
    const notices: Notice[] = [];
    const handlers = withConfirmedCallNotices({ confirmPendingCall } as ChannelHandlers, (notice) =>
      notices.push(notice),
    );
    return { handlers, notices };
  };

  it('tells the outcome of a confirmed call, and still returns it', async () => {
    const { handlers, notices } = wrap(async () => OUTCOME);
    expect(await handlers.confirmPendingCall({ id: 'p-1' })).toBe(OUTCOME);
    expect(notices).toEqual([{ title: 'Calling (555) 123-4567', body: [OUTCOME.status] }]);
  });

  it('tells a failure, and still rejects with it', async () => {
    const error = new CoreError('call-rejected', phrase('calls.mayStillRing', { number: '*97' }), {
      callMayRing: true,
    });
    const { handlers, notices } = wrap(async () => {
      throw error;
    });
    await expect(handlers.confirmPendingCall({ id: 'p-1' })).rejects.toBe(error);
    expect(notices[0]?.title).toBe('The call may still ring');
  });

  it('stays quiet about a second confirmation of a call already placed', async () => {
    const { handlers, notices } = wrap(async () => {
      throw new CoreError('call-not-pending', phrase('calls.notPending'));
    });
    await expect(handlers.confirmPendingCall({ id: 'p-1' })).rejects.toThrow('no longer waiting');
    expect(notices).toEqual([]);
  });
});

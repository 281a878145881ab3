// Missed-call notifications: the words, what a click opens (the number's entry in the call-back list, or
// the call itself when the caller left no number), and the Call back and Done buttons.
import { describe, expect, it, vi } from 'vitest';
import { shownNumber } from '../../main/numbers/shown-numbers';
import { describeMissedCall, missedCallNotice, timeOfDay } from '../../main/shell/missed-call-notices';
import type { MissedCallNotice } from '../../preload/contract';
import { fakeNotifier } from './shell-fakes';

const AT_10_42 = new Date(2026, 10, 20, 10, 42).getTime() / 1000;
/** The time as English writes it (12 hours; ICU puts a space or a narrow no-break space before AM). */
const TEN_42 = timeOfDay(AT_10_42);
/**
 * A missed call as main tells of it: its caller named by the account's resolver, the number shown, and
 * the number's key on the call-back list (none without a number).
 */
const call = (
  name: string,
  number: string,
  key: string | null = number ? `key:${number}` : null,
): Extract<MissedCallNotice, { kind: 'call' }> => ({
  kind: 'call',
  uuid: 'c1',
  party: {
    name: name.trim() || null,
    nameFrom: name.trim() ? 'this-call' : null,
    number: number || null,
    shown: number ? shownNumber(number, 'US') : null,
    contactId: null,
    recordedName: name.trim() || null,
  },
  key,
  startEpoch: AT_10_42,
});
const actions = () => ({
  openEntry: vi.fn(),
  openCall: vi.fn(),
  openList: vi.fn(),
  callBack: vi.fn(),
  done: vi.fn(),
});
/** Nothing was asked of main's side: no view opened, no call, nothing marked. */
const untouched = (act: ReturnType<typeof actions>, ...except: (keyof ReturnType<typeof actions>)[]) => {
  for (const [name, action] of Object.entries(act))
    if (!except.includes(name as keyof ReturnType<typeof actions>))
      expect(action, name).not.toHaveBeenCalled();
};

describe('missed-call notifications', () => {
  it.each([
    [call('Dana Whitfield', '5555550123'), `From Dana Whitfield, (555) 555-0123, ${TEN_42}`],
    [call('5555550123', '5555550123'), `From (555) 555-0123, ${TEN_42}`],
    [call('', '201'), `From 201, ${TEN_42}`],
    [call('  ', ''), `From an unknown caller, ${TEN_42}`],
  ])('describes %o as %j', (notice, text) => {
    expect(describeMissedCall(notice)).toBe(text);
  });

  it("opens the number's entry in the call-back list on a click, not the call", () => {
    const act = actions();
    const notice = missedCallNotice(call('Dana Whitfield', '5555550123', '+15555550123'), { actions: act });
    expect(notice).toMatchObject({
      title: 'Missed call',
      body: [`From Dana Whitfield, (555) 555-0123, ${TEN_42}`],
    });
    notice.onClick?.();
    expect(act.openEntry).toHaveBeenCalledExactlyOnceWith('+15555550123');
    untouched(act, 'openEntry');
  });

  it('offers Call back, which calls the number as recorded, then Done, which marks the entry done through this call', () => {
    const act = actions();
    const notice = missedCallNotice(call('Dana Whitfield', '5555550123', '+15555550123'), { actions: act });
    expect(notice.actions?.map((action) => action.label)).toEqual(['Call back', 'Done']);
    notice.actions?.[0]?.run();
    expect(act.callBack).toHaveBeenCalledExactlyOnceWith('5555550123');
    untouched(act, 'callBack');
    notice.actions?.[1]?.run();
    expect(act.done).toHaveBeenCalledExactlyOnceWith('+15555550123', AT_10_42);
    untouched(act, 'callBack', 'done');
  });

  it('opens the call itself, and offers no button, for a caller without a number: there is no entry to open or mark', () => {
    const act = actions();
    const notice = missedCallNotice(call('Dana', ''), { actions: act });
    expect(notice.actions ?? []).toEqual([]);
    notice.onClick?.();
    expect(act.openCall).toHaveBeenCalledExactlyOnceWith('c1');
    untouched(act, 'openCall');
  });

  it('offers Call back without Done for a number that has no key (not one a list could hold)', () => {
    const act = actions();
    const notice = missedCallNotice(call('', '*67', null), { actions: act });
    expect(notice.actions?.map((action) => action.label)).toEqual(['Call back']);
    notice.actions?.[0]?.run();
    expect(act.callBack).toHaveBeenCalledExactlyOnceWith('*67');
    notice.onClick?.();
    expect(act.openCall).toHaveBeenCalledExactlyOnceWith('c1');
    untouched(act, 'callBack', 'openCall');
  });

  it('sums many missed calls up in one notice, without buttons, that opens the call-back list', () => {
    const act = actions();
    const notice = missedCallNotice({ kind: 'summary', count: 12, newestEpoch: AT_10_42 }, { actions: act });
    expect(notice).toMatchObject({
      title: '12 missed calls',
      body: [`The latest at ${TEN_42}. Click to see them in Dialdesk.`],
    });
    expect(notice.actions ?? []).toEqual([]);
    notice.onClick?.();
    expect(act.openList).toHaveBeenCalledOnce();
    untouched(act, 'openList');
  });

  it('shows both buttons where the OS has them, and the one pressed runs once however often Electron reports it', () => {
    const { notify, shown } = fakeNotifier({ platform: 'win32' });
    const act = actions();
    notify(missedCallNotice(call('', '201', 'ext:201'), { actions: act }));
    expect(shown[0]?.options.actions).toEqual([
      { type: 'button', text: 'Call back' },
      { type: 'button', text: 'Done' },
    ]);
    shown[0]?.emit('action', { actionIndex: 1 }, 1);
    shown[0]?.emit('action', { actionIndex: 1 }, 1);
    shown[0]?.emit('action', { actionIndex: 0 }, 0);
    expect(act.done).toHaveBeenCalledExactlyOnceWith('ext:201', AT_10_42);
    untouched(act, 'done');
    expect(TEN_42).toMatch(/^10:42\sAM$/);
    expect(timeOfDay(AT_10_42 + 60 * 60 * 3)).toMatch(/^1:42\sPM$/);
  });
});

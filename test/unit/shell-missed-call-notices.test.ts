// Missed-call notifications: the words, what a click opens, and a Call back button that acts once.
import { describe, expect, it, vi } from 'vitest';
import { shownNumber } from '../../main/numbers/shown-numbers';
import { describeMissedCall, missedCallNotice, timeOfDay } from '../../main/shell/missed-call-notices';
import type { MissedCallNotice } from '../../preload/contract';
import { fakeNotifier } from './shell-fakes';

const AT_10_42 = new Date(2026, 10, 20, 10, 42).getTime() / 1000;
/** The time as English writes it (12 hours; ICU puts a space or a narrow no-break space before AM). */
const TEN_42 = timeOfDay(AT_10_42);
/** A missed call as main tells of it: its caller named by the account's resolver, the number shown. */
const call = (name: string, number: string): MissedCallNotice => ({
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
  startEpoch: AT_10_42,
});
const actions = () => ({ openCall: vi.fn(), openMissed: vi.fn(), callBack: vi.fn() });

describe('missed-call notifications', () => {
  it.each([
    [call('Dana Whitfield', '5555550123'), `From Dana Whitfield, (555) 555-0123, ${TEN_42}`],
    [call('5555550123', '5555550123'), `From (555) 555-0123, ${TEN_42}`],
    [call('', '201'), `From 201, ${TEN_42}`],
    [call('  ', ''), `From an unknown caller, ${TEN_42}`],
  ])('describes %o as %j', (notice, text) => {
    expect(describeMissedCall(notice as Extract<MissedCallNotice, { kind: 'call' }>)).toBe(text);
  });

  it('opens the call on a click and calls back the number as recorded from its button', () => {
    const act = actions();
    const notice = missedCallNotice(call('Dana Whitfield', '5555550123'), {
      actions: act,
    });
    expect(notice).toMatchObject({
      title: 'Missed call',
      body: [`From Dana Whitfield, (555) 555-0123, ${TEN_42}`],
    });
    notice.onClick?.();
    expect(act.openCall).toHaveBeenCalledWith('c1');
    notice.action?.run();
    expect(act.callBack).toHaveBeenCalledWith('5555550123');
  });

  it('offers no Call back for a caller without a number', () => {
    expect(missedCallNotice(call('Dana', ''), { actions: actions() }).action).toBeUndefined();
  });

  it('sums many missed calls up in one notice that opens the missed filter', () => {
    const act = actions();
    const notice = missedCallNotice({ kind: 'summary', count: 12, newestEpoch: AT_10_42 }, { actions: act });
    expect(notice).toMatchObject({
      title: '12 missed calls',
      body: [`The latest at ${TEN_42}. Click to see them in Dialdesk.`],
    });
    expect(notice.action).toBeUndefined();
    notice.onClick?.();
    expect(act.openMissed).toHaveBeenCalledOnce();
  });

  it('shows the button and runs it once however often Electron reports it', () => {
    const { notify, shown } = fakeNotifier();
    const run = vi.fn();
    notify({ title: 'Missed call', body: [`From 201, ${TEN_42}`], action: { label: 'Call back', run } });
    expect(shown[0]?.options.actions).toEqual([{ type: 'button', text: 'Call back' }]);
    shown[0]?.emit('action', {}, 0);
    shown[0]?.emit('action', {}, 0);
    expect(run).toHaveBeenCalledOnce();
    expect(TEN_42).toMatch(/^10:42\sAM$/);
    expect(timeOfDay(AT_10_42 + 60 * 60 * 3)).toMatch(/^1:42\sPM$/);
  });
});

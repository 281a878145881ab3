// What the desk user stumbled on, below the views: hotkeys recorded from a key press and shown in the
// OS's symbols, countries found by name, open-ended days, the Missed and direction filters on the one
// missed-call rule, recordings narrowed by name, transcription and days, and a call status that goes with its call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Call, CallOutcome, Result } from '../../preload/contract';
import { findCountry } from '../../renderer/format/countries';
import { closedDays, inSpan } from '../../renderer/format/days';
import { hotkeySymbols, recordHotkey } from '../../renderer/format/hotkeys';
import { createCallStore } from '../../renderer/stores/call';
import { bindCallStatusLifetime, PLACED_STATUS_MS } from '../../renderer/stores/call-status-lifetime';
import { filterCalls } from '../../renderer/stores/history';
import { createNavigationStore } from '../../renderer/stores/navigation';
import { filterRecordings } from '../../renderer/stores/recordings';
import { callsOf, recordingsOf } from '../support/record-edge';

const press = (
  code: string,
  keys: { ctrl?: boolean; meta?: boolean; alt?: boolean; shift?: boolean } = {},
) => ({
  code,
  ctrlKey: keys.ctrl ?? false,
  metaKey: keys.meta ?? false,
  altKey: keys.alt ?? false,
  shiftKey: keys.shift ?? false,
});

describe('hotkeys', () => {
  it('records a key press as an accelerator that works on every OS', () => {
    expect(recordHotkey(press('KeyD', { ctrl: true, shift: true }), false)).toEqual({
      accelerator: 'CommandOrControl+Shift+D',
    });
    expect(recordHotkey(press('KeyD', { meta: true, shift: true }), true)).toEqual({
      accelerator: 'CommandOrControl+Shift+D',
    });
    expect(recordHotkey(press('Digit5', { ctrl: true, alt: true }), false)).toEqual({
      accelerator: 'CommandOrControl+Alt+5',
    });
    expect(recordHotkey(press('F8'), false)).toEqual({ accelerator: 'F8' });
  });

  it('waits while only modifiers are down, and refuses a key that every app would lose', () => {
    expect(recordHotkey(press('ShiftLeft', { shift: true }), false)).toBeNull();
    expect(recordHotkey(press('KeyD', { shift: true }), false)).toMatchObject({ problem: /Ctrl or Alt/ });
    expect(recordHotkey(press('KeyD'), true)).toMatchObject({ problem: /⌘/ });
  });

  it('shows an accelerator as the OS writes shortcuts', () => {
    expect(hotkeySymbols('CommandOrControl+Shift+D', true)).toBe('⌘⇧D');
    expect(hotkeySymbols('CommandOrControl+Shift+D', false)).toBe('Ctrl+Shift+D');
    expect(hotkeySymbols('Control+Alt+L', true)).toBe('⌃⌥L');
    expect(hotkeySymbols('', false)).toBe('');
  });
});

describe('countries', () => {
  it('are found by name, by the label shown, or by code, and nothing else', () => {
    expect(findCountry('Canada')?.code).toBe('CA');
    expect(findCountry('united states (us)')?.code).toBe('US');
    expect(findCountry('gb')?.code).toBe('GB');
    expect(findCountry('Atlantis')).toBeNull();
    expect(findCountry('  ')).toBeNull();
  });
});

describe('open-ended days', () => {
  it('asks for "since the 20th" up to today, and "until the 3rd" from the earliest day', () => {
    const today = new Date(2026, 10, 22, 15, 0);
    expect(closedDays({ from: '2026-11-20', to: null }, today)).toEqual({
      from: '2026-11-20',
      to: '2026-11-22',
    });
    expect(closedDays({ from: null, to: '2026-11-03' }, today)).toEqual({
      from: '2000-01-01',
      to: '2026-11-03',
    });
  });

  it('tells whether a moment falls on the days, in local time', () => {
    const span = { from: '2026-11-20', to: null };
    expect(inSpan(new Date(2026, 10, 20, 0, 5), span)).toBe(true);
    expect(inSpan(new Date(2026, 10, 19, 23, 55), span)).toBe(false);
    expect(inSpan(null, span)).toBe(false);
  });
});

describe('history filters', () => {
  const calls = callsOf([
    { uuid: 'flagged', direction: 'inbound', missed_call: true, caller_id_name: 'Priya' },
    { uuid: 'unanswered', direction: 'inbound', answer_epoch: 0, caller_id_name: 'Marcus' },
    { uuid: 'answered', direction: 'inbound', answer_epoch: 1_700_000_000, caller_id_name: 'Priya' },
    { uuid: 'out', direction: 'outbound', answer_epoch: 0, destination_number: '15555550111' },
    { uuid: 'internal', direction: 'local', caller_id_name: 'Front Desk' },
  ]);
  const uuids = (rows: Call[]) => rows.map((row) => row.id);

  it('Missed is decided by the one rule main uses: the flag, else an inbound call never answered', () => {
    expect(uuids(filterCalls(calls, '', 'missed'))).toEqual(['flagged', 'unanswered']);
  });

  it('a direction, and the text on top of it', () => {
    expect(uuids(filterCalls(calls, '', 'outbound'))).toEqual(['out']);
    expect(uuids(filterCalls(calls, '', 'local'))).toEqual(['internal']);
    expect(uuids(filterCalls(calls, 'priya', 'missed'))).toEqual(['flagged']);
    expect(filterCalls(calls, '', 'all')).toBe(calls);
  });
});

describe('recordings filters', () => {
  const recordings = recordingsOf([
    { uuid: 'a', caller_id_name: 'Harbor Dental', call_recording_date: '2026-11-20 10:00:00' },
    { uuid: 'b', caller_id_number: '15555550168', call_recording_date: '2026-11-18 09:00:00' },
    {
      uuid: 'c',
      destination_number: '15555550111',
      call_recording_date: '2026-11-21 16:00:00',
      call_recording_transcription: '{"segments":[{"speaker":"0","start":0,"text":"About the warranty."}]}',
    },
  ]);
  it('by name, number or the words of the transcription, and by days', () => {
    expect(filterRecordings(recordings, 'warranty', null).map((r) => r.id)).toEqual(['c']);
    expect(filterRecordings(recordings, 'segments', null)).toEqual([]);
    expect(filterRecordings(recordings, 'harbor', null).map((r) => r.id)).toEqual(['a']);
    expect(filterRecordings(recordings, '555-0168', null).map((r) => r.id)).toEqual(['b']);
    expect(filterRecordings(recordings, '', { from: '2026-11-19', to: null }).map((r) => r.id)).toEqual([
      'a',
      'c',
    ]);
    expect(filterRecordings(recordings, '', null)).toBe(recordings);
  });
});

describe('the call status goes with its call', () => {
  afterEach(() => vi.useRealTimers());
  const outcome: CallOutcome = {
    destination: '5555550123',
    display: '(555) 555-0123',
    extension: '201',
    dialAfterConnect: null,
    status: 'Your extension 201 rings first.',
    placedId: 'placed-1',
  };
  const api = (reply: Result<CallOutcome>) => ({
    getCallFacts: async () => ({ ok: true as const, value: null }),
    getCalledPartyTime: async () => ({ ok: true as const, value: null }),
    placeCall: async () => reply,
    listRecentCalls: async () => ({ ok: true as const, value: [] }),
  });

  it('a placed call’s line goes after a while; one placed meanwhile keeps its own time', async () => {
    vi.useFakeTimers();
    const call = createCallStore(api({ ok: true, value: outcome }));
    bindCallStatusLifetime(call, createNavigationStore());
    await call.getState().place('555-555-0123', 'dialpad');
    vi.advanceTimersByTime(PLACED_STATUS_MS - 1);
    expect(call.getState().phase).toBe('placed');
    vi.advanceTimersByTime(1);
    expect(call.getState().phase).toBe('idle');
  });

  it('moving to another screen clears a finished call’s line, and a failure’s', async () => {
    const navigation = createNavigationStore();
    const failing = createCallStore(api({ ok: false, error: { code: 'unreachable', message: 'no route' } }));
    bindCallStatusLifetime(failing, navigation);
    await failing.getState().place('555-555-0123', 'dialpad');
    expect(failing.getState().phase).toBe('failed');
    navigation.getState().go('dialpad'); // from History, where the store starts
    expect(failing.getState().phase).toBe('idle');
  });
});

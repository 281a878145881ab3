// The main window's first reads, started by the preload before the page's script has arrived: which
// reads, that the page's first identical call is answered from them once, and that nothing else is.
import { describe, expect, test } from 'vitest';
import type { Channel } from '../../preload/contract';
import { FIRST_HISTORY_SEARCH, isMainWindow, withFirstReads } from '../../preload/shared/first-reads';
import { createHistoryStore } from '../../renderer/stores/history';

/** An invoke that records each call and answers with a fresh object naming it. */
function recordingInvoke() {
  const calls: [Channel, unknown][] = [];
  const invoke = async (channel: Channel, request?: unknown) => {
    calls.push([channel, request]);
    return { answer: calls.length, channel };
  };
  return { calls, invoke };
}

describe('the first reads', () => {
  test('the main window asks for its language, settings and first History page at once', () => {
    const { calls, invoke } = recordingInvoke();
    withFirstReads(invoke, '');
    expect(calls).toEqual([
      ['getLanguage', undefined],
      ['getSettings', undefined],
      ['searchHistory', FIRST_HISTORY_SEARCH],
    ]);
  });

  test("the page's first identical call gets that answer; the next goes to main", async () => {
    const { calls, invoke } = recordingInvoke();
    const first = withFirstReads(invoke, '');
    expect(await first('searchHistory', { ...FIRST_HISTORY_SEARCH })).toEqual({
      answer: 3,
      channel: 'searchHistory',
    });
    expect(calls).toHaveLength(3);
    expect(await first('searchHistory', { ...FIRST_HISTORY_SEARCH })).toEqual({
      answer: 4,
      channel: 'searchHistory',
    });
    expect(await first('getLanguage')).toEqual({ answer: 1, channel: 'getLanguage' });
  });

  test('a different request, or another channel, is asked of main', async () => {
    const { calls, invoke } = recordingInvoke();
    const first = withFirstReads(invoke, '');
    await first('searchHistory', { ...FIRST_HISTORY_SEARCH, text: 'Priya' });
    await first('listVoicemail');
    expect(calls.slice(3)).toEqual([
      ['searchHistory', { ...FIRST_HISTORY_SEARCH, text: 'Priya' }],
      ['listVoicemail', undefined],
    ]);
  });

  test('the call confirmation window reads nothing ahead', async () => {
    const { calls, invoke } = recordingInvoke();
    const confirm = withFirstReads(invoke, '#confirm');
    expect(calls).toEqual([]);
    await confirm('getLanguage');
    expect(calls).toEqual([['getLanguage', undefined]]);
    // Nor does its preload start ICU's data: the confirmation shows no time or count.
    expect(isMainWindow('#confirm')).toBe(false);
    expect(isMainWindow('')).toBe(true);
  });

  test("History's first search is the one read ahead (a change to either breaks the match)", async () => {
    const searches: unknown[] = [];
    const store = createHistoryStore({
      searchHistory: async (search) => {
        searches.push(search);
        return { ok: true, value: { records: [], total: 0 } };
      },
      listHistory: async () => ({ ok: true, value: [] }),
      getCallRecord: async () => ({ ok: false, error: { code: 'internal', message: 'not here' } }),
    });
    await store.getState().reload();
    expect(JSON.stringify(searches[0])).toBe(JSON.stringify(FIRST_HISTORY_SEARCH));
  });
});

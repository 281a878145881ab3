// The preload against a stand-in `electron` module: what it exposes, and what it keeps from the page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS, ipcName } from '../../preload/contract';
import { FIRST_HISTORY_SEARCH } from '../../preload/shared/first-reads';

const exposed: Record<string, unknown> = {};
const invoked: [string, unknown][] = [];
const listeners = new Map<string, Set<(...args: unknown[]) => void>>();

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (name: string, value: unknown) => Object.assign(exposed, { [name]: value }),
  },
  ipcRenderer: {
    invoke: async (channel: string, request: unknown) => {
      invoked.push([channel, request]);
      return { ok: true, value: channel };
    },
    on: (channel: string, listener: (...args: unknown[]) => void) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
    },
    removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
      listeners.get(channel)?.delete(listener),
  },
}));

type Api = Record<string, (...args: unknown[]) => unknown>;
let api: Api;

beforeAll(async () => {
  // The main window's page: the preload reads ahead for it (preload/shared/first-reads.ts), and starts
  // ICU's data once its HTML is parsed (preload/shared/formatting-data.ts).
  vi.stubGlobal('location', { hash: '' });
  vi.stubGlobal('document', Object.assign(new EventTarget(), { readyState: 'loading' }));
  await import('../../preload/index');
  api = exposed.dialdesk as Api;
});

describe('preload', () => {
  it('exposes one object, window.dialdesk, with exactly the contract methods and on()', () => {
    expect(Object.keys(exposed)).toEqual(['dialdesk']);
    expect(Object.keys(api).sort()).toEqual([...CHANNELS, 'on'].sort());
  });

  it("starts the main window's first reads as it loads, and answers the page's first asking from them", async () => {
    const reads = [
      [ipcName('getLanguage'), undefined],
      [ipcName('getSettings'), undefined],
      [ipcName('searchHistory'), FIRST_HISTORY_SEARCH],
    ];
    expect(invoked).toEqual(reads);
    expect(await api.getLanguage?.()).toEqual({ ok: true, value: ipcName('getLanguage') });
    expect(await api.searchHistory?.({ ...FIRST_HISTORY_SEARCH })).toEqual({
      ok: true,
      value: ipcName('searchHistory'),
    });
    expect(invoked).toEqual(reads);
    invoked.length = 0;
  });

  it('sends each method to its own IPC channel with the request as given', async () => {
    for (const channel of CHANNELS) {
      expect(await api[channel]?.({ probe: channel })).toEqual({ ok: true, value: ipcName(channel) });
    }
    expect(invoked).toEqual(CHANNELS.map((channel) => [ipcName(channel), { probe: channel }]));
  });

  it('hands listeners the payload only, never the IPC event, and unsubscribes', () => {
    const received: unknown[][] = [];
    const off = api.on?.('callStarted', (...args: unknown[]) => received.push(args)) as () => void;
    const fakeEvent = { sender: { send: () => undefined }, ports: [] };
    for (const listener of listeners.get(ipcName('callStarted')) ?? [])
      listener(fakeEvent, { destination: '5550123' });
    expect(received).toEqual([[{ destination: '5550123' }]]);
    off();
    expect(listeners.get(ipcName('callStarted'))?.size).toBe(0);
  });

  it('refuses to subscribe to an event the contract does not name', () => {
    expect(() => api.on?.('anything', () => undefined)).toThrow(/Unknown event/);
  });
});

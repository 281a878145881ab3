// The voicemail store against a fake bridge: unheard messages as main counts them (only for the list on
// show), a message marked heard once, the watch's problem, the offline snapshot, and the search.
import { expect, test } from 'vitest';
import type { Result, Sentence, Voicemail, VoicemailStatus, VoicemailView } from '../../preload/contract';
import { standIn } from '../../renderer/stores/snapshot';
import {
  createVoicemailStore,
  filterMessages,
  isUnheard,
  unheardCount,
} from '../../renderer/stores/voicemail';
import { voicemailOf, voicemailsOf } from '../support/record-edge';

const messages = voicemailsOf([{ uuid: 'm1' }, { uuid: 'm2' }, { uuid: 'm3' }]);

/** Main's side: the messages it lists, the ones heard, and the statuses it answers with. */
function fakeMain() {
  const heard = new Set<string>(['m3']);
  let listed: Voicemail[] = [];
  let problem: Sentence | null = null;
  const status = (): VoicemailStatus => {
    const among = listed.filter((m) => heard.has(m.id)).map((m) => m.id);
    return { heard: among, unheard: listed.length - among.length, problem };
  };
  const marked: string[] = [];
  const api = {
    async listVoicemail(): Promise<Result<Voicemail[]>> {
      listed = messages;
      return { ok: true, value: messages };
    },
    getVoicemail: async ({ uuid }: { uuid: string }): Promise<Result<VoicemailView>> => ({
      ok: true,
      value: { record: voicemailOf({ uuid }), audio: null },
    }),
    getVoicemailStatus: async (): Promise<Result<VoicemailStatus>> => ({ ok: true, value: status() }),
    async markHeard({ uuid }: { uuid: string }): Promise<Result<VoicemailStatus>> {
      marked.push(uuid);
      heard.add(uuid);
      return { ok: true, value: status() };
    },
  };
  return {
    api,
    marked,
    setProblem: (text: string | null) => {
      problem = text === null ? null : { message: text };
    },
  };
}

test('after the list, main says which messages are heard: the others are unheard', async () => {
  const main = fakeMain();
  const store = createVoicemailStore(main.api);
  await store.getState().reload();
  expect(messages.map((m) => isUnheard(store.getState(), m.id))).toEqual([true, true, false]);
  expect(unheardCount(store.getState())).toBe(2);
});

test('a status asked for before the list was read marks nothing, but brings the problem', async () => {
  const main = fakeMain();
  main.setProblem('The phone system refused the API key.');
  const store = createVoicemailStore(main.api);
  // At startup main has listed nothing yet: its answer counts no message heard.
  await store.getState().loadStatus();
  expect(store.getState().problem).toEqual({ message: 'The phone system refused the API key.' });
  expect(store.getState().heard).toBeNull();
  await store.getState().reload();
  expect(unheardCount(store.getState())).toBe(2);
});

test('playing a message marks it heard once; the count drops', async () => {
  const main = fakeMain();
  const store = createVoicemailStore(main.api);
  await store.getState().reload();
  await store.getState().markHeard('m1');
  await store.getState().markHeard('m1');
  await store.getState().markHeard('m3');
  expect(main.marked).toEqual(['m1']);
  expect(unheardCount(store.getState())).toBe(1);
});

test('a status pushed by main applies at once, and an older answer arriving later is dropped', async () => {
  const main = fakeMain();
  let answer: (result: Result<VoicemailStatus>) => void = () => {};
  const store = createVoicemailStore({
    ...main.api,
    getVoicemailStatus: () =>
      new Promise<Result<VoicemailStatus>>((resolve) => {
        answer = resolve;
      }),
  });
  await main.api.listVoicemail();
  store.setState({ messages, list: { status: 'ready', error: null } });
  const asking = store.getState().loadStatus();
  store.getState().applyStatus({ heard: ['m1', 'm2', 'm3'], unheard: 0, problem: { message: 'Stopped.' } });
  answer({ ok: true, value: { heard: [], unheard: 3, problem: null } });
  await asking;
  expect(unheardCount(store.getState())).toBe(0);
  expect(store.getState().problem).toEqual({ message: 'Stopped.' });
  store.getState().dismissProblem();
  expect(store.getState().problem).toBeNull();
});

test('the snapshot stands in until the fresh list arrives, and not after', async () => {
  const main = fakeMain();
  const store = createVoicemailStore(main.api);
  const snapshot = { records: voicemailsOf([{ uuid: 'old' }]), at: 1_700_000_000_000 };
  store.getState().showSnapshot(snapshot);
  expect(standIn(store.getState())).toEqual(snapshot);
  await store.getState().reload();
  expect(standIn(store.getState())).toBeNull();
  // A snapshot answer that comes after fresh data is ignored.
  store.getState().showSnapshot(snapshot);
  expect(store.getState().snapshot).toBeNull();
});

test('the search narrows the messages by name, number or the words of the transcription', () => {
  const listed = voicemailsOf([
    { uuid: 'a', caller_id_name: 'Harbor Dental', caller_id_number: '15555550168' },
    { uuid: 'b', caller_id_name: 'Rachel Kim', message_transcription: 'About the invoice from Friday.' },
    { uuid: 'c', caller_id_number: 'anonymous', message_transcription: '  ' },
  ]);
  const found = (text: string) => filterMessages(listed, text).map((m) => m.id);
  expect(found('harbor')).toEqual(['a']);
  expect(found('555-0168')).toEqual(['a']);
  expect(found('INVOICE friday')).toEqual(['b']);
  expect(found('invoice harbor')).toEqual([]);
  expect(filterMessages(listed, '  ')).toBe(listed);
});

test('the search is kept in the store, for the list on show', () => {
  const store = createVoicemailStore(fakeMain().api);
  store.getState().setFilter('invoice');
  expect(store.getState().filter).toBe('invoice');
});

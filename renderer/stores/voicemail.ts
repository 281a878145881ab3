// Voicemail: the message list, which of them are unheard, what narrows it (a search of the listed
// messages), the message opened with its audio, and the problem main reports when its new-voicemail
// watch stops.
import { createStore } from 'zustand/vanilla';
import type {
  DialdeskApi,
  NoteOutcome,
  RecordNote,
  Sentence,
  Voicemail,
  VoicemailStatus,
  VoicemailView,
} from '../../preload/contract';
import { matchesSearch, searchableOf, searchTerms } from '../../preload/shared/call-filter';
import { createDetail, type Detail } from './detail';
import { failed, IDLE, LOADING, type Loadable, READY } from './load-state';
import { noted, relabelled, withNote } from './notes';
import { createSnapshotSlice, type SnapshotSlice } from './snapshot';

export interface VoicemailState extends Detail<VoicemailView>, SnapshotSlice {
  messages: Voicemail[];
  list: Loadable;
  /**
   * The listed messages played in Dialdesk or marked heard by the server, as main counts them; null
   * until main has answered for the list on show.
   */
  heard: ReadonlySet<string> | null;
  /** Why the new-voicemail watch stopped (wrong key, no account); null while it runs or once dismissed. */
  problem: Sentence | null;
  /** Narrows the listed messages by the caller's name or number, or the words of the transcription. */
  filter: string;
  setFilter(text: string): void;
  /**
   * Reads the list, then which of its messages are heard. `keepShown`: the messages on show stay until
   * the new list replaces them (their names resolved again after the person's contacts changed).
   */
  reload(options?: { keepShown?: boolean }): Promise<void>;
  /**
   * Another phone system now: its messages, which of them are heard, the stand-in and the message open
   * all belonged to the one before, and go (the unheard count with them) before the list is read again.
   */
  forget(): void;
  /** Asks main for the heard messages and the watch's problem. */
  loadStatus(): Promise<void>;
  /** A status main pushed (voicemailStatus). */
  applyStatus(status: VoicemailStatus): void;
  /** Playback of a message started: it is heard now. */
  markHeard(uuid: string): Promise<void>;
  dismissProblem(): void;
  /** Space on the list: plays or pauses the message, opening it first if it is not open. */
  togglePlay(uuid: string): void;
  /** The latest such request; the player of that message acts on each new turn. */
  playRequest: { uuid: string; turn: number } | null;
  /** A note saved on a message (null: removed): its row and its detail show it at once. */
  applyNote(id: string, note: RecordNote | null): void;
  /** The account's outcomes saved: the notes shown take their new labels. */
  relabel(outcomes: NoteOutcome[]): void;
}

type VoicemailApi = Pick<DialdeskApi, 'listVoicemail' | 'getVoicemail' | 'getVoicemailStatus' | 'markHeard'>;

export function createVoicemailStore(api: VoicemailApi) {
  return createStore<VoicemailState>()((set, get) => {
    // Main counts heard messages among the list it read last. A status speaks for the list on show only
    // if it was asked for (or pushed) while that list was on show: one from before (the first load, a
    // refresh) may count another list, so it brings only the problem. Of several requests, the newest wins.
    let statusTurn = 0;
    // Of two list reads (a refresh, then a settings change), only the latest one's answer is shown.
    let listTurn = 0;
    const listShown = () => get().list.status === 'ready';
    const apply = (status: VoicemailStatus, forShownList: boolean) =>
      set(
        forShownList
          ? { heard: new Set(status.heard), problem: status.problem }
          : { problem: status.problem },
      );
    const ask = async (request: () => ReturnType<VoicemailApi['getVoicemailStatus']>) => {
      const mine = ++statusTurn;
      const forShownList = listShown();
      const result = await request();
      if (mine === statusTurn && result.ok) apply(result.value, forShownList);
    };

    return {
      ...createDetail(set, get, (uuid) => api.getVoicemail({ uuid })),
      ...createSnapshotSlice(set, get),
      messages: [],
      list: IDLE,
      heard: null,
      problem: null,
      filter: '',
      setFilter: (filter) => set({ filter }),
      async reload(options) {
        const mine = ++listTurn;
        if (!(options?.keepShown && listShown())) set({ list: LOADING });
        const result = await api.listVoicemail();
        if (mine !== listTurn) return;
        if (!result.ok) {
          set({ list: failed(result) });
          return;
        }
        set({ messages: result.value, list: READY, snapshot: null });
        await get().loadStatus();
      },
      forget() {
        listTurn += 1;
        statusTurn += 1;
        set({ messages: [], list: IDLE, heard: null, snapshot: null, opened: null, selected: null });
      },
      loadStatus: () => ask(() => api.getVoicemailStatus()),
      applyStatus(status) {
        statusTurn += 1;
        apply(status, listShown());
      },
      async markHeard(uuid) {
        if (get().heard?.has(uuid)) return;
        await ask(() => api.markHeard({ uuid }));
      },
      dismissProblem: () => set({ problem: null }),
      playRequest: null,
      togglePlay(uuid) {
        if (get().opened?.uuid !== uuid) void get().open(uuid);
        set({ playRequest: { uuid, turn: (get().playRequest?.turn ?? 0) + 1 } });
      },
      // A request belongs to the message it was made for while it stays open.
      close: () => set({ opened: null, playRequest: null }),
      applyNote(id, note) {
        const { messages, opened } = get();
        const view = opened?.value;
        set({
          messages: withNote(messages, id, (message) => message.id, note),
          ...(opened &&
            view &&
            view.record.id === id && {
              opened: { ...opened, value: { ...view, record: noted(view.record, note) } },
            }),
        });
      },
      relabel(outcomes) {
        const { messages, opened } = get();
        const view = opened?.value;
        set({
          messages: relabelled(messages, outcomes),
          ...(opened &&
            view && {
              opened: {
                ...opened,
                value: { ...view, record: relabelled([view.record], outcomes)[0] ?? view.record },
              },
            }),
        });
      },
    };
  });
}

export type VoicemailStore = ReturnType<typeof createVoicemailStore>;

/** Whether a listed message is unheard; false until main has said for the list on show. */
export const isUnheard = (state: VoicemailState, id: string): boolean =>
  state.heard !== null && !state.heard.has(id);

export const unheardCount = (state: VoicemailState): number =>
  state.messages.filter((message) => isUnheard(state, message.id)).length;

/** The messages whose caller's name or number, or transcription, holds every word of the text. */
export const filterMessages = (messages: Voicemail[], text: string): Voicemail[] =>
  searchTerms(text).length === 0
    ? messages
    : messages.filter((message) => matchesSearch(searchableOf(message), text));

// The window's one call flow: every button, key and suggestion that calls goes through place(). It checks
// the number against the Do Not Call list first (cached lookups, or a new one only where the person
// turned on looking up before calling: lookups may be charged) and asks main for the time where it rings
// against the account's calling hours, asks a second, explicit step for a flagged number, for a call
// outside the calling hours or where the press asks for one (a single key), then sends one request. While
// a call is being checked or sent, another press is ignored, and nothing here ever places a call again by
// itself: main refusing an unconfirmed call (flagged, or outside the hours since the check) turns into the
// question, answered by the person.
import { createStore } from 'zustand/vanilla';
import type {
  CalledPartyTime,
  CallOutcome,
  CallSource,
  DialdeskApi,
  IpcError,
  LookupFacts,
  RecentCall,
} from '../../preload/contract';

/**
 * What the person sees of a call, and only what the app can know (the phone system reports nothing after
 * it takes the request): checking the number, the question before calling, sending, sent, refused
 * (nothing was sent: an earlier call is still under way), failed.
 */
export type CallPhase = 'idle' | 'checking' | 'confirming' | 'placing' | 'placed' | 'refused' | 'failed';

/** What the Do Not Call check found; 'unchecked': no lookup of the number is known. */
export type DncCheck = 'flagged' | 'clear' | 'unchecked';

export interface CallState {
  phase: CallPhase;
  /** The number as the person gave it, for "Calling …". */
  number: string;
  /** Who the number is, where the press knew (a history row's name), for the question. */
  name: string | null;
  source: CallSource | null;
  facts: LookupFacts | null;
  dnc: DncCheck;
  /** The time where the number rings and the calling hours' verdict; null: an extension, or not known. */
  localTime: CalledPartyTime | null;
  /**
   * The call falls outside the account's calling hours where it rings: the check's verdict, or main's
   * refusal of an unconfirmed call (the hour may have turned since the check). Confirming says so.
   */
  outside: boolean;
  outcome: CallOutcome | null;
  /** Why the last press failed or was refused. */
  error: IpcError | null;
  /** With phase 'refused': the earlier call, which may still ring. */
  earlier: CallOutcome | null;
  /** What is typed on the dial pad, kept while the person looks elsewhere. */
  draft: string;
  /** The last numbers called, newest first, for one-click redial on the dial pad. */
  recent: RecentCall[];
  /**
   * The person is writing a note on the sent call ("Add a note"): its line stays in sight until the
   * note is saved or put away (call-status-lifetime.ts).
   */
  writingNote: boolean;
  setDraft(text: string): void;
  setWritingNote(writing: boolean): void;
  /** `ask`: the press asks before calling even a number not flagged (a single key is easily pressed). */
  place(number: string, source: CallSource, options?: { ask?: boolean; name?: string | null }): Promise<void>;
  /** The person answered the question: call. */
  confirm(): Promise<void>;
  /** The person answered the question: do not call. */
  cancel(): void;
  /** A call placed elsewhere (hotkey, tray, link) reported by main. */
  started(outcome: CallOutcome): void;
  dismiss(): void;
  loadRecent(): Promise<void>;
}

const BUSY: readonly CallPhase[] = ['checking', 'confirming', 'placing'];

type CallApi = Pick<DialdeskApi, 'placeCall' | 'listRecentCalls' | 'getCallFacts' | 'getCalledPartyTime'>;

/** What the person confirmed by answering the question. */
interface Confirmed {
  dncConfirmed?: boolean;
  hoursConfirmed?: boolean;
}

export function createCallStore(api: CallApi) {
  return createStore<CallState>()((set, get) => {
    /** The time where the number rings, by main's clock; a failed answer is no time (main still judges). */
    const timeThere = async (number: string) => {
      const answer = await api.getCalledPartyTime({ number });
      return answer.ok ? answer.value : null;
    };

    const send = async (confirmed: Confirmed, earlier: CallOutcome | null) => {
      const { number, source } = get();
      if (source === null) return;
      set({ phase: 'placing' });
      const result = await api.placeCall({ number, source, ...confirmed });
      if (result.ok) set({ phase: 'placed', outcome: result.value, error: null });
      else if (result.error.code === 'call-in-progress')
        set({ phase: 'refused', error: result.error, earlier });
      else if (result.error.code === 'dnc-not-confirmed')
        // Flagged since the check (a lookup in the meantime): the question after all, not a call.
        set({ phase: 'confirming', dnc: 'flagged', error: null });
      else if (result.error.code === 'outside-calling-hours') {
        // The hour turned since the check (or the check could not tell): the question, with the time now.
        const localTime = (await timeThere(number)) ?? get().localTime;
        set({ phase: 'confirming', outside: true, localTime, error: null });
      } else set({ phase: 'failed', error: result.error });
    };

    return {
      phase: 'idle',
      number: '',
      name: null,
      source: null,
      facts: null,
      dnc: 'unchecked',
      localTime: null,
      outside: false,
      outcome: null,
      error: null,
      earlier: null,
      draft: '',
      recent: [],
      writingNote: false,
      setDraft: (draft) => set({ draft }),
      setWritingNote: (writingNote) => set({ writingNote }),
      async place(number, source, options = {}) {
        const before = get();
        if (BUSY.includes(before.phase)) return;
        // A call that may still ring, should this press be refused.
        const earlier = before.phase === 'placed' ? before.outcome : null;
        set({
          phase: 'checking',
          number,
          name: options.name ?? null,
          source,
          facts: null,
          dnc: 'unchecked',
          localTime: null,
          outside: false,
          outcome: null,
          error: null,
          earlier: null,
          writingNote: false,
        });
        const checked = await api.getCallFacts({ number });
        // A check that fails leaves the number unchecked: the call is the person's to make.
        const facts = checked.ok ? checked.value : null;
        const dnc: DncCheck = facts === null ? 'unchecked' : facts.doNotCall ? 'flagged' : 'clear';
        // Asked once the facts are in: a lookup made for this call tells main the number's state.
        const localTime = await timeThere(number);
        // 'unknown' (no time there) and 'off' (the check turned off) never ask.
        const outside = localTime?.verdict === 'outside';
        set({ facts, dnc, localTime, outside });
        if (dnc === 'flagged' || outside || options.ask) set({ phase: 'confirming' });
        else await send({}, earlier);
      },
      async confirm() {
        const { phase, dnc, outside } = get();
        if (phase !== 'confirming') return;
        await send(
          { ...(dnc === 'flagged' && { dncConfirmed: true }), ...(outside && { hoursConfirmed: true }) },
          null,
        );
      },
      cancel() {
        if (get().phase === 'confirming') set({ phase: 'idle', source: null });
      },
      started(outcome) {
        // While this window places a call, main reports that same call too: its own reply will follow.
        if (!BUSY.includes(get().phase))
          set({
            phase: 'placed',
            number: outcome.display,
            outcome,
            error: null,
            source: null,
            dnc: 'unchecked',
            localTime: null,
            outside: false,
            writingNote: false,
          });
      },
      dismiss: () => set({ phase: 'idle', outcome: null, error: null, earlier: null, writingNote: false }),
      async loadRecent() {
        const result = await api.listRecentCalls();
        if (result.ok) set({ recent: result.value });
      },
    };
  });
}

export type CallStore = ReturnType<typeof createCallStore>;

// Placing a call and what the person needs to know about it. One press, one request: while a call is
// being placed, another press is ignored, and nothing here ever places a call again by itself.
import { createStore } from 'zustand/vanilla';
import type { CallOutcome, CallSource, DialdeskApi, IpcError, RecentCall } from '../../preload/contract';

export type CallPhase = 'idle' | 'placing' | 'placed' | 'failed';

export interface CallState {
  phase: CallPhase;
  /** The number as the person gave it, for "Calling …". */
  number: string;
  outcome: CallOutcome | null;
  /** Why the last press failed; with phase 'placed', why it was not sent while the earlier call rings. */
  error: IpcError | null;
  /** What is typed on the dial pad, kept while the person looks elsewhere. */
  draft: string;
  /** The last numbers called, newest first, for one-click redial on the dial pad. */
  recent: RecentCall[];
  setDraft(text: string): void;
  place(number: string, source: CallSource): Promise<void>;
  /** A call placed elsewhere (hotkey, tray, link) reported by main. */
  started(outcome: CallOutcome): void;
  dismiss(): void;
  loadRecent(): Promise<void>;
}

export function createCallStore(api: Pick<DialdeskApi, 'placeCall' | 'listRecentCalls'>) {
  return createStore<CallState>()((set, get) => ({
    phase: 'idle',
    number: '',
    outcome: null,
    error: null,
    draft: '',
    recent: [],
    setDraft: (draft) => set({ draft }),
    async place(number, source) {
      const before = get();
      if (before.phase === 'placing') return;
      set({ phase: 'placing', number, outcome: null, error: null });
      const result = await api.placeCall({ number, source });
      if (result.ok) set({ phase: 'placed', outcome: result.value });
      else if (result.error.code === 'call-in-progress' && before.phase === 'placed') {
        // A second press right after a call: main did not send it. The call that rings stays on show,
        // with main's word on why this press did nothing.
        set({ phase: 'placed', number: before.number, outcome: before.outcome, error: result.error });
      } else set({ phase: 'failed', error: result.error });
    },
    started(outcome) {
      // While this window places a call, main reports that same call too: its own reply will follow.
      if (get().phase !== 'placing') set({ phase: 'placed', number: outcome.display, outcome, error: null });
    },
    dismiss: () => set({ phase: 'idle', outcome: null, error: null }),
    async loadRecent() {
      const result = await api.listRecentCalls();
      if (result.ok) set({ recent: result.value });
    },
  }));
}

export type CallStore = ReturnType<typeof createCallStore>;

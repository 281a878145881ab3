// The call confirmation window: the call waiting for the person's Enter or Esc. One Enter, one confirm:
// once the call is confirmed or cancelled, nothing here sends anything again, and a failed call is never
// tried again by itself. A newer request replaces the call on show, and late replies about the replaced
// one are dropped.
import { createStore } from 'zustand/vanilla';
import type { CallOutcome, DialdeskApi, IpcError, PendingCall } from '../../preload/contract';

/**
 * loading: asking main for the waiting call; none: nothing waits; waiting: Enter or Esc; confirming: the
 * call is being placed; placed, failed: its outcome; cancelled: Esc was pressed.
 */
export type ConfirmPhase = 'loading' | 'none' | 'waiting' | 'confirming' | 'placed' | 'failed' | 'cancelled';

export interface ConfirmState {
  phase: ConfirmPhase;
  pending: PendingCall | null;
  outcome: CallOutcome | null;
  /** Why the call failed, or why the waiting call could not be read. */
  error: IpcError | null;
  /** Reads the waiting call when the window opens. */
  load(): Promise<void>;
  /** A call asked for while the window is open (callNeedsConfirmation): it replaces the one on show. */
  show(pending: PendingCall): void;
  confirm(): Promise<void>;
  cancel(): Promise<void>;
}

type ConfirmApi = Pick<DialdeskApi, 'getPendingCall' | 'confirmPendingCall' | 'cancelPendingCall'>;

export function createConfirmStore(api: ConfirmApi) {
  return createStore<ConfirmState>()((set, get) => {
    const waiting = (pending: PendingCall): Partial<ConfirmState> => ({
      phase: 'waiting',
      pending,
      outcome: null,
      error: null,
    });
    /** The call on show if it is still `pending`, so a reply about a replaced call changes nothing. */
    const stillShown = (pending: PendingCall) => get().pending?.id === pending.id;

    return {
      phase: 'loading',
      pending: null,
      outcome: null,
      error: null,
      async load() {
        const result = await api.getPendingCall();
        // A call pushed meanwhile is at least as new as this answer.
        if (get().phase !== 'loading') return;
        if (!result.ok) set({ phase: 'none', error: result.error });
        else set(result.value ? waiting(result.value) : { phase: 'none' });
      },
      show: (pending) => set(waiting(pending)),
      async confirm() {
        const { phase, pending } = get();
        if (phase !== 'waiting' || !pending) return;
        set({ phase: 'confirming' });
        const result = await api.confirmPendingCall({ id: pending.id });
        if (!stillShown(pending)) return;
        set(
          result.ok ? { phase: 'placed', outcome: result.value } : { phase: 'failed', error: result.error },
        );
      },
      async cancel() {
        const { phase, pending } = get();
        if (phase !== 'waiting' || !pending) return;
        // Cancelled at once: an Enter pressed while main hears of it must not place the call.
        set({ phase: 'cancelled' });
        // Main refuses only a call that is no longer waiting: it is gone either way.
        await api.cancelPendingCall({ id: pending.id });
      },
    };
  });
}

export type ConfirmStore = ReturnType<typeof createConfirmStore>;

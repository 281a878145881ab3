// One account's call-back list: made on demand from its local copy of history, the voicemail its last
// check listed and the person's marks (kept with the notes, main/notes), by call-back-list.ts's rule; its
// count said whenever it may have changed (calls stored, voicemail listed, a mark, a call placed, a snooze
// running out), for the tray and the sidebar.
import type { CallBackList, CallBackMark, Party, RecordedParty, Voicemail } from '../../preload/contract';
import type { HistoryService } from '../history';
import type { NotesService } from '../notes/service';
import type { Clock } from '../schedule/clock';
import {
  CALL_BACK_DAYS,
  type CallBackMarks,
  callBacksFrom,
  type FoundCallBack,
  snoozeEndMs,
  type VoicemailItem,
} from './call-back-list';

/**
 * The upgrade's one step: missed calls already seen in History's Missed filter, which the count before
 * the list counted as done, are done on the list too.
 */
const SEEN_MISSED_STEP = 'seen-missed-calls-done';

export interface CallBacksOptions {
  history: Pick<HistoryService, 'partyCallsSince' | 'seenMissedThrough'>;
  /** The messages the last voicemail check listed, named by the account's edge. */
  voicemails(): readonly Voicemail[];
  notes: Pick<NotesService, 'callBackMarks' | 'setCallBackMarks' | 'setCallBackMarksOnce'>;
  /** A number's key under the account's rule (main/numbers/number-key.ts); null when it holds none. */
  keyOf(number: string): string | null;
  /** Names the callers as every view names them (main/records). */
  name(parties: readonly RecordedParty[]): Party[];
  clock: Clock;
  /** How many numbers are to call back now: said when it changed (the windows list again on it). */
  onCount(count: number): void;
}

export interface CallBacks {
  list(): CallBackList;
  /** Marks the number done through `through` (seconds), or snoozes it: see the markCallBack channel. */
  mark(key: string, through: number, mark: CallBackMark): CallBackList;
  /** A call was placed to this number from Dialdesk: a try on its entry, should nobody answer. */
  placed(destination: string, placedMs: number): void;
  /** Counts again, and says the count if it changed (calls stored, voicemail listed, the copy deleted). */
  refresh(): void;
  close(): void;
}

const DAY_SECONDS = 24 * 60 * 60;

export function createCallBacks(options: CallBacksOptions): CallBacks {
  const { clock, notes } = options;
  let snoozeTimer: unknown = null;
  let closed = false;
  let counted: number | null = null;
  const count = (entries: readonly unknown[]) => {
    if (entries.length === counted) return;
    counted = entries.length;
    options.onCount(counted);
  };

  /** Whether the upgrade's step has run on this account's notes file (checked until it has). */
  let seenDone = false;
  /** The upgrade's step, once the local copy holds calls (else at a later count). */
  const doneWhatWasSeen = () => {
    if (seenDone) return;
    try {
      seenDone = notes.setCallBackMarksOnce(SEEN_MISSED_STEP, () => {
        const seen = options.history.seenMissedThrough();
        return seen && new Map([...seen].map(([key, through]) => [key, { doneThrough: through }]));
      });
    } catch (error) {
      // The notes file cannot be written now: the step runs at a later count; the list is still made.
      console.warn('Dialdesk: the missed calls already seen could not be marked done yet', error);
    }
  };

  const found = (): {
    entries: FoundCallBack[];
    snoozed: number;
    available: boolean;
    marks: Map<string, CallBackMarks>;
  } => {
    const nowMs = clock.now();
    const calls = options.history.partyCallsSince(Math.floor(nowMs / 1000) - CALL_BACK_DAYS * DAY_SECONDS);
    if (calls === null) return { entries: [], snoozed: 0, available: false, marks: new Map() };
    doneWhatWasSeen();
    const since = nowMs - CALL_BACK_DAYS * DAY_SECONDS * 1000;
    const voicemails = options.voicemails().flatMap((message): VoicemailItem[] => {
      const key = message.party.number === null ? null : options.keyOf(message.party.number);
      if (key === null || message.receivedMs === null || message.receivedMs < since) return [];
      const party = { name: message.party.recordedName, number: message.party.number };
      return [{ id: message.id, key, epoch: Math.floor(message.receivedMs / 1000), party }];
    });
    const marks = notes.callBackMarks();
    return { ...callBacksFrom({ calls, voicemails, marks, nowMs }), available: true, marks };
  };

  /** Wakes when the next snooze runs out, to count the entry it brings back. */
  const watchSnoozes = (marks: Map<string, CallBackMarks>) => {
    if (snoozeTimer !== null) clock.clearTimeout(snoozeTimer);
    snoozeTimer = null;
    if (closed) return;
    const nowMs = clock.now();
    const ends = [...marks.values()].flatMap(({ snoozedUntilMs }) =>
      snoozedUntilMs !== null && snoozedUntilMs > nowMs ? [snoozedUntilMs] : [],
    );
    if (ends.length === 0) return;
    snoozeTimer = clock.setTimeout(refresh, Math.min(...ends) - nowMs);
  };

  /** Makes the list as found, and keeps the count and the snoozes' timer to it. */
  const recount = () => {
    const made = found();
    watchSnoozes(made.marks);
    count(made.entries);
    return made;
  };

  const list = (): CallBackList => {
    const { entries, snoozed, available } = recount();
    const parties = options.name(entries.map((entry) => entry.caller));
    return {
      entries: entries.map(({ caller: _recorded, ...entry }, index) => ({
        ...entry,
        party: parties[index] as Party,
      })),
      snoozed,
      available,
    };
  };

  function refresh() {
    if (!closed) recount();
  }

  return {
    list,
    mark(key, through, mark) {
      if (mark === 'done') notes.setCallBackMarks(key, { doneThrough: through });
      else
        notes.setCallBackMarks(key, {
          snoozedThrough: through,
          snoozedUntilMs: snoozeEndMs(mark, clock.now()),
        });
      return list();
    },
    placed(destination, placedMs) {
      const key = options.keyOf(destination);
      if (key === null) return;
      notes.setCallBackMarks(key, { placedMs });
      refresh();
    },
    refresh,
    close() {
      closed = true;
      if (snoozeTimer !== null) clock.clearTimeout(snoozeTimer);
      snoozeTimer = null;
    },
  };
}

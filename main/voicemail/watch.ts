// The new-voicemail watch: lists the mailbox every few minutes (and soon after the computer wakes or the
// network returns), announces messages it has never seen that no phone has heard yet, and reports the
// unheard count. When and how often it asks, and what it does on failure (backoff, Retry-After, stop on
// a wrong key, jitter for a fleet of desks), are the periodic check's rules, shared with the history sync.
import type { Sentence } from '../../preload/contract';
import { phoneMessageStatus } from '../../preload/shared/phone-message-status';
import type { ApiRecord } from '../api';
import type { Clock } from '../schedule/clock';
import { createPeriodicCheck, type PeriodicCheck } from '../schedule/periodic-check';
import type { HeardRecord } from './heard-record';
import { takeNewVoicemails } from './known-voicemails';
import type { UuidSetFile } from './uuid-set-file';

export type { CheckReason } from '../schedule/periodic-check';

export interface VoicemailWatchOptions {
  /** The core's voicemail list; throws on failure. */
  list(): Promise<ApiRecord[]>;
  /** The check interval from settings, read at each scheduling so a change applies to the next wait. */
  intervalMs(): number;
  known: UuidSetFile;
  heard: HeardRecord;
  /** Real timers by default. */
  clock?: Clock;
  /** Jitter and the wait after wake: Math.random by default, fixed in tests. */
  random?: () => number;
  /** Messages whose uuid was never seen before and that no phone has heard or deleted, oldest first. */
  onNew(records: ApiRecord[]): void;
  /** After every successful check (tray tooltip and menu). */
  onUnheardCount(count: number): void;
  /** A problem that stopped the watch, reported once; null when a later check succeeds. */
  onProblem(problem: Sentence | null): void;
  /** The longest wait between failing checks, default 30 min. */
  maxBackoffMs?: number;
}

/** start, stop and checkNow(reason) as the periodic check defines them; a stopped watch announces nothing. */
export type VoicemailWatch = PeriodicCheck;

export function createVoicemailWatch(options: VoicemailWatchOptions): VoicemailWatch {
  return createPeriodicCheck({
    async run(signal) {
      const records = await options.list();
      // Stopped meanwhile: leave the known set alone, so these messages are announced after the next start.
      if (signal.aborted) return;
      const fresh = await takeNewVoicemails(options.known, records);
      await options.heard.prune(records.map((record) => record.uuid));
      const unheard = await options.heard.unheardCount(records);
      // One already heard or deleted on a phone (picked up there before this check) has nothing to tell.
      const news = fresh.filter((record) => phoneMessageStatus(record) === 'new');
      if (news.length > 0) options.onNew(news);
      options.onUnheardCount(unheard);
    },
    intervalMs: options.intervalMs,
    onProblem: options.onProblem,
    clock: options.clock,
    random: options.random,
    maxBackoffMs: options.maxBackoffMs,
  });
}

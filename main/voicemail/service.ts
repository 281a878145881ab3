// Voicemail for the core: the list (remembered for the unheard count and the offline start), the heard
// record, and the new-voicemail watch whose findings become events (the shell turns them into
// notifications and the tray count).

import type { Sentence, VoicemailStatus } from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import type { ApiRecord } from '../api';
import { CoreError } from '../errors/core-errors';
import type { OfflineSnapshot } from '../offline/offline-snapshot';
import type { Clock } from '../schedule/clock';
import { createHeardRecord } from './heard-record';
import { createKnownVoicemails } from './known-voicemails';
import { type CheckReason, createVoicemailWatch } from './watch';

/**
 * What voicemail says. New messages go as the phone system sent them: whoever runs the service (main/
 * accounts) reads them through the account's edge (main/records) and adds the account they belong to.
 */
interface VoicemailPayloads {
  voicemailStatus: VoicemailStatus;
  voicemailArrived: { records: ApiRecord[] };
}
export type VoicemailEmit = <E extends keyof VoicemailPayloads>(
  event: E,
  payload: VoicemailPayloads[E],
) => void;

export interface VoicemailService {
  /** Lists the messages from the phone system, and remembers them. */
  list(): Promise<ApiRecord[]>;
  /** The messages the last list held (none before the first). */
  listed(): readonly ApiRecord[];
  status(): Promise<VoicemailStatus>;
  markHeard(uuid: string): Promise<VoicemailStatus>;
  startWatch(): void;
  /** Settles once a check under way has finished with its files. */
  stopWatch(): Promise<void>;
  checkNow(reason: CheckReason): Promise<void>;
  /**
   * Another phone system now (the demo left for an account, another account): the list read from the
   * one before is dropped, so that no count of its messages stays, and the status says so at once. The
   * watch's problem stays: the check that follows the change says whether it still holds.
   */
  forgetList(): Promise<void>;
}

export function createVoicemailService(options: {
  dataDir: string;
  fetchList(): Promise<ApiRecord[]>;
  checkIntervalMinutes(): number;
  snapshot: OfflineSnapshot;
  emit: VoicemailEmit;
  clock?: Clock;
}): VoicemailService {
  const { fetchList, snapshot, emit } = options;
  const heard = createHeardRecord({ dataDir: options.dataDir });
  let listed: ApiRecord[] = [];
  let problem: Sentence | null = null;

  const status = async (): Promise<VoicemailStatus> => {
    const heardUuids = await heard.heardAmong(listed);
    return { heard: heardUuids, unheard: listed.length - heardUuids.length, problem };
  };
  const announceStatus = async () => emit('voicemailStatus', await status());

  // The watch, which calls this every few minutes, prunes the heard record to what is listed.
  const list = async () => {
    listed = await fetchList();
    await snapshot.save('voicemail', listed);
    return listed;
  };

  const watch = createVoicemailWatch({
    list,
    intervalMs: () => options.checkIntervalMinutes() * 60_000,
    known: createKnownVoicemails(options.dataDir),
    heard,
    clock: options.clock,
    onNew: (records) => emit('voicemailArrived', { records }),
    onUnheardCount: () => void announceStatus(),
    onProblem(said) {
      problem = said;
      void announceStatus();
    },
  });

  return {
    list,
    listed: () => listed,
    status,
    async markHeard(uuid) {
      // Only a message the app has listed: any other uuid would only grow the heard file.
      if (!listed.some((record) => record.uuid === uuid)) {
        throw new CoreError('not-found', phrase('voicemailWatch.notListed'));
      }
      await heard.markHeard(uuid);
      await announceStatus();
      return status();
    },
    startWatch: () => watch.start(),
    stopWatch: () => watch.stop(),
    checkNow: (reason) => watch.checkNow(reason),
    async forgetList() {
      listed = [];
      await announceStatus();
    },
  };
}

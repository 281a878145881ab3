// Settings' Call history group ends with the local copy's state and the way to delete it.
import { useState } from 'preact/hooks';
import { ErrorState } from '../components/states';
import { saidInSettings } from '../format/account-check';
import { formatCount } from '../format/count';
import { asSentence } from '../format/errors';
import { historyStatus } from '../stores';
import { useStore } from '../stores/use-store';
import './local-history-status.css';

/**
 * What the local copy holds, "Delete local history" (the file goes at once; while the setting stays on a
 * new copy starts), and whether this phone system's records can say which calls were missed.
 */
export function LocalHistoryStatus() {
  const { status, error } = useStore(historyStatus, (s) => s);
  const [deleting, setDeleting] = useState(false);
  if (!status) return null;
  return (
    <div class="local-history">
      {status.missedAlerts === 'unavailable' && (
        <p class="hint">
          Missed-call alerts are not available for this phone system: its call records do not say which calls
          were missed.
        </p>
      )}
      {status.problem && <p class="hint sync-problem">{asSentence(saidInSettings(status.problem))}</p>}
      {status.unplaced > 0 && (
        <p class="hint">
          {status.unplaced === 1
            ? '1 call from the phone system has no usable start time and is not kept on this computer.'
            : `${formatCount(status.unplaced)} calls from the phone system have no usable start time and are not kept on this computer.`}
        </p>
      )}
      <p class="hint" role="status">
        {status.stored > 0
          ? `${formatCount(status.stored)} calls are stored on this computer.`
          : 'No calls are stored on this computer.'}
      </p>
      <button
        type="button"
        class="button"
        disabled={deleting || status.stored === 0}
        onClick={async () => {
          setDeleting(true);
          await historyStatus.getState().deleteLocalCopy();
          setDeleting(false);
        }}
      >
        {deleting ? 'Deleting…' : 'Delete local history'}
      </button>
      {error && <ErrorState compact what="Couldn't delete the local history" error={error} />}
    </div>
  );
}

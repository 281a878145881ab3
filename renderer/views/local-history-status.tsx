// Settings' Call history group ends with the local copy's state and the way to delete it.
import { useState } from 'preact/hooks';
import { t } from '../../preload/shared/i18n/translate';
import { ErrorState } from '../components/states';
import { shownSentence } from '../format/errors';
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
      {status.missedAlerts === 'unavailable' && <p class="hint">{t('history.local.noMissedAlerts')}</p>}
      {status.problem && (
        <p class="hint sync-problem">{shownSentence(status.problem, { inSettings: true })}</p>
      )}
      {status.unplaced > 0 && <p class="hint">{t('history.local.unplaced', { count: status.unplaced })}</p>}
      <p class="hint" role="status">
        {status.stored > 0
          ? t('history.local.stored', { count: status.stored })
          : t('history.local.noneStored')}
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
        {deleting ? t('history.local.deleting') : t('history.local.delete')}
      </button>
      {error && <ErrorState compact what={t('history.local.deleteFailed')} error={error} />}
    </div>
  );
}

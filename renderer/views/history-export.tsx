// Export CSV…: the button, and the line that follows the export (progress with Cancel, then where the
// file went). Main exports what the history view shows: the same order, days and text filter, over the
// whole history rather than the loaded pages.

import { Icon } from '../components/icons';
import { ErrorState } from '../components/states';
import { formatCount } from '../format/count';
import { asSentence } from '../format/errors';
import { history, historyExport } from '../stores';
import { askedDays } from '../stores/history';
import { useStore } from '../stores/use-store';
import './history-export.css';

export function ExportButton() {
  const running = useStore(historyExport, (s) => s.running);
  const start = () => {
    const { order, range, filter, kind } = history.getState();
    void historyExport.getState().start({ orderBy: order, range: askedDays(range), filter, kind });
  };
  return (
    <button type="button" class="button" disabled={running} onClick={start}>
      <Icon name="download" size={16} /> Export CSV…
    </button>
  );
}

export function ExportStatus() {
  const state = useStore(historyExport, (s) => s);
  const { running, loaded, cancelling, outcome, cancel, dismiss, folderError } = state;

  if (running)
    return (
      <div class="export-status" role="status">
        <span class="spinner small" aria-hidden="true" />
        <p>
          {cancelling
            ? 'Cancelling the export…'
            : loaded === null
              ? 'Exporting call history…'
              : `Loaded ${formatCount(loaded)} calls…`}
        </p>
        <button type="button" class="button" disabled={cancelling} onClick={() => void cancel()}>
          Cancel export
        </button>
      </div>
    );
  if (!outcome) return null;
  if (outcome.kind === 'failed')
    return <ErrorState compact what="Couldn't export call history" error={outcome.error} />;
  return (
    <div class="export-status done" role="status">
      <p>
        {outcome.kind === 'cancelled' ? (
          'Export cancelled.'
        ) : (
          <>
            Exported {formatCount(outcome.count)} calls to <span class="path">{outcome.path}</span>
          </>
        )}
        {folderError && <span class="field-error"> {asSentence(folderError.message)}</span>}
      </p>
      {outcome.kind === 'written' && (
        <button type="button" class="button" onClick={() => void state.showInFolder()}>
          <Icon name="folder" size={16} /> Show in folder
        </button>
      )}
      <button type="button" class="icon-button" aria-label="Dismiss" onClick={dismiss}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

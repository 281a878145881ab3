// Export CSV…: the button, and the line that follows the export (progress with Cancel, then where the
// file went). Main exports what the history view shows: the same order, days and text filter, over the
// whole history rather than the loaded pages.
import type { CsvSeparator } from '../../preload/contract';
import { type MessageKey, t, tParts } from '../../preload/shared/i18n/translate';
import { Icon } from '../components/icons';
import { ErrorState } from '../components/states';
import { shownSentence } from '../format/errors';
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
      <Icon name="download" size={16} /> {t('history.export.button')}
    </button>
  );
}

/** Which character splits the file's columns: the computer's, which a person may not expect. */
const SEPARATOR_SENTENCES = {
  ',': 'history.export.separatorComma',
  ';': 'history.export.separatorSemicolon',
} as const satisfies Record<CsvSeparator, MessageKey>;

export function ExportStatus() {
  const state = useStore(historyExport, (s) => s);
  const { running, loaded, cancelling, outcome, cancel, dismiss, folderError } = state;

  if (running)
    return (
      <div class="export-status" role="status">
        <span class="spinner small" aria-hidden="true" />
        <p>
          {cancelling
            ? t('history.export.cancelling')
            : loaded === null
              ? t('history.export.starting')
              : t('history.export.loaded', { count: loaded })}
        </p>
        <button type="button" class="button" disabled={cancelling} onClick={() => void cancel()}>
          {t('history.export.cancel')}
        </button>
      </div>
    );
  if (!outcome) return null;
  if (outcome.kind === 'failed')
    return <ErrorState compact what={t('history.export.failed')} error={outcome.error} />;
  return (
    <div class="export-status done" role="status">
      <p>
        {outcome.kind === 'cancelled'
          ? t('history.export.cancelled')
          : tParts('history.export.written', {
              count: outcome.count,
              path: (
                <span class="path" translate={false}>
                  {outcome.path}
                </span>
              ),
            })}
        {outcome.kind === 'written' && (
          <span class="separator">{t(SEPARATOR_SENTENCES[outcome.separator])}</span>
        )}
        {folderError && <span class="field-error"> {shownSentence(folderError)}</span>}
      </p>
      {outcome.kind === 'written' && (
        <button type="button" class="button" onClick={() => void state.showInFolder()}>
          <Icon name="folder" size={16} /> {t('history.export.showInFolder')}
        </button>
      )}
      <button type="button" class="icon-button" aria-label={t('history.export.dismiss')} onClick={dismiss}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

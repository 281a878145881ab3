// Call history: a sortable, virtualised grid that reads on as it scrolls, with the toolbar's search,
// days and export, and the call opened in the detail pane. From the local copy the search covers every
// stored call and the pages come in long before the last row is reached; without it, pages come from the
// phone system and the filter narrows the loaded rows. While the copy is being filled, its progress
// shows above the rows with a Cancel.
import { useMemo } from 'preact/hooks';
import type { Call } from '../../preload/contract';
import { foldLegs } from '../../preload/shared/call-legs';
import { t, tParts, type WordKey } from '../../preload/shared/i18n/translate';
import { CrmOutcome, useCrmOffered } from '../components/crm-action';
import { Empty } from '../components/states';
import { ColumnHeader } from '../components/virtual-list';
import { shownSentence } from '../format/errors';
import { dayAndTime } from '../format/time';
import { crm, history, historyStatus } from '../stores';
import { filterCalls, type SortField } from '../stores/history';
import { backfillProgress } from '../stores/history-status';
import { useStore } from '../stores/use-store';
import { callNumber, canCallBack, HISTORY_ROW_CRM, lookUpNumber, lookupUnavailable } from './actions';
import { CallDetail } from './call-detail';
import { paintCallRow } from './call-row';
import { ExportButton, ExportStatus } from './history-export';
import { HistoryFilters } from './history-toolbar';
import { ListScreen } from './list-screen';
import './history-view.css';

const ROW_HEIGHT = 48;

export function HistoryView() {
  const state = useStore(history, (s) => s);
  const { local } = state;
  // The local copy holds calls; the phone system's pages hold legs, folded into calls here (a b-leg may
  // come on a later page than its a-leg). Rows from the local copy were searched there: only the
  // server's pages are narrowed here.
  const calls = useMemo(
    () => (local ? state.records : foldLegs(state.records, (call) => call.legs)),
    [local, state.records],
  );
  const rows = useMemo(
    () => (local ? calls : filterCalls(calls, state.filter, state.kind)),
    [local, calls, state.filter, state.kind],
  );
  // Open in CRM joins a row's actions while the account has a CRM address.
  const crmOffered = useCrmOffered(crm);
  const filtering = state.filter.trim() !== '';
  const narrowed = state.filter.trim() !== '' || state.kind !== 'all';

  const opened = state.opened;
  const detail = opened && (
    <CallDetail
      call={calls.find((call) => call.id === opened.uuid) ?? null}
      full={opened.value}
      loading={opened.load.status === 'loading'}
      error={opened.load.error}
      onRetry={() => state.open(opened.uuid)}
      onClose={state.close}
    />
  );

  return (
    <ListScreen
      title={t('history.title')}
      what="history"
      state={state}
      actions={<ExportButton />}
      filters={<HistoryFilters />}
      notices={
        <>
          <ExportStatus />
          <CrmOutcome store={crm} place={HISTORY_ROW_CRM} />
          <SyncProblem />
          <BackfillStatus />
        </>
      }
      detail={detail}
      isEmpty={calls.length === 0 && !(local && narrowed)}
      empty={
        <Empty title={state.range ? t('history.empty.range.title') : t('history.empty.title')}>
          {state.range ? t('history.empty.range.body') : t('history.empty.body')}
        </Empty>
      }
      rows={rows}
      noMatch={{
        title: local
          ? filtering
            ? t('history.noMatch.search', { filter: state.filter })
            : t('history.noMatch.kind')
          : filtering
            ? t('history.noMatch.loadedSearch', { filter: state.filter })
            : t('history.noMatch.loadedKind'),
        widen: t('history.noMatch.widen'),
        // The server's text filter never pages through the whole history (see onNearEnd below).
        more: local || filtering || state.complete ? null : { what: 'calls', load: state.loadMore },
      }}
      list={{
        // Another question (search, which calls, days) starts at the top of its answer.
        resetKey: `${state.filter}\u0000${state.kind}\u0000${JSON.stringify(state.range)}`,
        role: 'grid',
        id: 'call',
        label: t('history.list.label'),
        class: crmOffered ? 'calls with-crm' : 'calls',
        rowHeight: ROW_HEIGHT,
        // The server's text filter works on the loaded rows only: it must not page through the whole
        // history. The local copy's search, missed or one direction read on as the list scrolls.
        onNearEnd: filtering && !local ? undefined : state.loadMore,
        onKey: rowShortcut,
        header: <Columns />,
        paintRow: (row, call) => paintCallRow(row, call, crmOffered),
      }}
      footer={{
        what: 'calls',
        list: state,
        summary:
          local && state.total !== null
            ? narrowed
              ? t('history.summary.storedMatch', { count: state.total })
              : t('history.summary.stored', { count: state.total })
            : narrowed
              ? t('history.summary.loadedMatch', { shown: rows.length, count: calls.length })
              : t('history.summary.loaded', { count: calls.length }),
      }}
      keys={tParts('history.keys', {
        up: <Key name="↑" />,
        down: <Key name="↓" />,
        enter: <Key name={t('hotkeys.key.enter')} />,
        c: <Key name="C" />,
        l: <Key name="L" />,
      })}
    />
  );
}

/**
 * A key cap in the keys hint: the key's own name, as the keyboard and the shortcuts have it (a named key
 * in the language in use, as Settings writes it in a hotkey).
 */
function Key({ name }: { name: string }) {
  return <kbd translate={false}>{name}</kbd>;
}

/** While the local copy is being filled: how far back it has come, and Cancel (it resumes at the next start). */
/** Why the local copy is not keeping up (a full disk, a read-only folder, a phone system out of reach). */
function SyncProblem() {
  const problem = useStore(historyStatus, (s) => s.status?.problem ?? null);
  if (!problem) return null;
  return (
    <div class="backfill-status sync-problem">
      <p role="status">{shownSentence(problem)}</p>
    </div>
  );
}

function BackfillStatus() {
  const progress = useStore(historyStatus, (s) => backfillProgress(s.status));
  if (!progress) return null;
  return (
    <div class="backfill-status">
      <p role="status">
        {progress.oldest
          ? t('history.backfill.progressBackTo', {
              count: progress.stored,
              day: dayAndTime(progress.oldest).day,
            })
          : t('history.backfill.progress', { count: progress.stored })}
      </p>
      <button type="button" class="button" onClick={() => void historyStatus.getState().cancelBackfill()}>
        {t('history.backfill.cancel')}
      </button>
    </div>
  );
}

/** C calls back and L looks up the highlighted call. */
function rowShortcut(event: KeyboardEvent, call: Call | undefined): boolean {
  const party = call?.party ?? null;
  const number = party?.number ?? null;
  if (!canCallBack(number) || event.ctrlKey || event.metaKey || event.altKey) return false;
  const key = event.key.toLowerCase();
  // One key is easily pressed by mistake: it asks before it rings a phone (Enter calls).
  if (key === 'c') void callNumber(number, 'history', { ask: true, name: party?.name ?? null });
  else if (key === 'l' && lookupUnavailable(number) === null) lookUpNumber(number);
  else return false;
  return true;
}

const SORTABLE: { field: SortField; label: WordKey }[] = [
  { field: 'start_epoch', label: 'history.column.time' },
  { field: 'duration', label: 'history.column.duration' },
];

/** The person first, then which way the call went, when and how long: the columns a person scans. */
function Columns() {
  const order = useStore(history, (s) => s.order);
  const header = (field: SortField, label: string) => {
    const sorted = order.field === field;
    return (
      <ColumnHeader
        key={field}
        class={`col-${field}`}
        aria-sort={sorted ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <button type="button" class="sort" onClick={() => history.getState().sortBy(field)}>
          {label}
          <span class="sort-mark" aria-hidden="true">
            {sorted ? (order.direction === 'asc' ? '▲' : '▼') : ''}
          </span>
        </button>
      </ColumnHeader>
    );
  };
  const [time, duration] = SORTABLE.map(({ field, label }) => header(field, t(label)));
  return (
    <>
      <ColumnHeader class="col-party">{t('history.column.party')}</ColumnHeader>
      <ColumnHeader class="col-direction">
        <span class="direction-text" aria-hidden="true">
          {t('history.column.type')}
        </span>
        <span class="visually-hidden">{t('history.column.type')}</span>
      </ColumnHeader>
      {time}
      {duration}
      <ColumnHeader class="col-actions">
        <span class="visually-hidden">{t('history.column.actions')}</span>
      </ColumnHeader>
    </>
  );
}

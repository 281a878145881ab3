// Call history: a sortable, virtualised grid that loads more as it scrolls, with the toolbar's filter,
// days and export, and the call opened in the detail pane. At startup the offline snapshot stands in.
import { useEffect, useMemo } from 'preact/hooks';
import type { PhoneRecord } from '../../preload/contract';
import { Icon, type IconName } from '../components/icons';
import { ListBody } from '../components/list-body';
import { ListFooter } from '../components/list-footer';
import { Party } from '../components/party';
import { Empty, NoMatch } from '../components/states';
import { Cell, ColumnHeader, recordRowHandlers, VirtualList } from '../components/virtual-list';
import {
  callDirection,
  callSeconds,
  callStart,
  DIRECTION_WORDS,
  type Direction,
  isMissed,
  otherParty,
} from '../format/calls';
import { clock, dayAndTime, longDateTime } from '../format/time';
import { history } from '../stores';
import { filterCalls, type SortField } from '../stores/history';
import { standIn } from '../stores/snapshot';
import { useStore } from '../stores/use-store';
import { callNumber, canCallBack, lookUpNumber, lookupUnavailable } from './actions';
import { CallDetail } from './call-detail';
import { ExportStatus } from './history-export';
import { HistoryActions, HistoryFilters } from './history-toolbar';
import { Screen } from './screen';

const ROW_HEIGHT = 48;
const count = new Intl.NumberFormat();

const DIRECTION_ICONS: Record<Direction, IconName> = {
  inbound: 'incoming',
  outbound: 'outgoing',
  local: 'internal',
  unknown: 'phone',
};

export function HistoryView() {
  const state = useStore(history, (s) => s);
  const snapshot = standIn(state);
  const records = snapshot?.records ?? state.records;
  const rows = useMemo(
    () => filterCalls(records, state.filter, state.kind),
    [records, state.filter, state.kind],
  );
  const narrowed = state.filter.trim() !== '' || state.kind !== 'all';
  const active = useMemo(() => rows.findIndex((r) => r.uuid === state.selected), [rows, state.selected]);

  useEffect(() => {
    if (history.getState().list.status === 'idle') void history.getState().reload();
  }, []);

  const opened = state.opened;
  const detail = opened && (
    <CallDetail
      record={records.find((r) => r.uuid === opened.uuid) ?? null}
      full={opened.value}
      loading={opened.load.status === 'loading'}
      error={opened.load.error}
      onRetry={() => state.open(opened.uuid)}
      onClose={state.close}
    />
  );

  return (
    <Screen title="Call history" toolbar={<HistoryActions />} filters={<HistoryFilters />} detail={detail}>
      <ExportStatus />
      <ListBody
        what="call history"
        list={state.list}
        snapshot={snapshot}
        onRetry={state.reload}
        isEmpty={records.length === 0}
        empty={
          <Empty title={state.range ? 'No calls in these days' : 'No calls yet'}>
            {state.range
              ? 'Choose other days, or clear the dates to see all calls.'
              : 'Calls you make and take appear here.'}
          </Empty>
        }
      >
        {rows.length === 0 ? (
          <NoMatch
            title={state.filter.trim() ? `No loaded call matches “${state.filter}”` : 'No such call loaded'}
            widen="Clear the filter to see every call."
            // The text filter never pages through the whole history (see onNearEnd below).
            more={state.filter.trim() || state.complete ? null : { what: 'calls', load: state.loadMore }}
          />
        ) : (
          <VirtualList
            role="grid"
            id="call"
            label="Calls"
            class="calls"
            count={rows.length}
            rowHeight={ROW_HEIGHT}
            active={active}
            {...recordRowHandlers(rows, state)}
            // The text filter works on the loaded rows only: it must not page through the whole history.
            // Missed or one direction reads on as the list scrolls, as the whole list does.
            onNearEnd={state.filter.trim() ? undefined : state.loadMore}
            onKey={(event, i) => rowShortcut(event, rows[i])}
            header={<Columns />}
            describedBy="call-keys"
            renderRow={(i) => <CallRow record={rows[i] as PhoneRecord} />}
          />
        )}
        {!snapshot && (
          <ListFooter
            what="calls"
            list={state}
            summary={
              narrowed
                ? `${count.format(rows.length)} of ${count.format(records.length)} loaded calls match`
                : `${count.format(records.length)} calls loaded`
            }
          />
        )}
        <p id="call-keys" class="keys-hint">
          <kbd>↑</kbd> <kbd>↓</kbd> move · <kbd>Enter</kbd> details · <kbd>C</kbd> call back · <kbd>L</kbd>{' '}
          look up
        </p>
      </ListBody>
    </Screen>
  );
}

/** C calls back and L looks up the highlighted call. */
function rowShortcut(event: KeyboardEvent, record: PhoneRecord | undefined): boolean {
  const number = record ? otherParty(record).number : null;
  if (!canCallBack(number) || event.ctrlKey || event.metaKey || event.altKey) return false;
  const key = event.key.toLowerCase();
  if (key === 'c') void callNumber(number, 'history');
  else if (key === 'l' && lookupUnavailable(number) === null) lookUpNumber(number);
  else return false;
  return true;
}

const SORTABLE: { field: SortField; label: string }[] = [
  { field: 'start_epoch', label: 'Time' },
  { field: 'duration', label: 'Duration' },
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
  const [time, duration] = SORTABLE.map(({ field, label }) => header(field, label));
  return (
    <>
      <ColumnHeader class="col-party">Name and number</ColumnHeader>
      <ColumnHeader class="col-direction">
        <span class="direction-text" aria-hidden="true">
          Type
        </span>
        <span class="visually-hidden">Type</span>
      </ColumnHeader>
      {time}
      {duration}
      <ColumnHeader class="col-actions">
        <span class="visually-hidden">Actions</span>
      </ColumnHeader>
    </>
  );
}

function When({ date }: { date: Date }) {
  const { day, time } = dayAndTime(date);
  return (
    <span class="stack">
      <span>{day}</span>
      <span class="muted">{time}</span>
    </span>
  );
}

function CallRow({ record }: { record: PhoneRecord }) {
  const direction = callDirection(record);
  const missed = isMissed(record);
  const start = callStart(record);
  const seconds = callSeconds(record);
  const party = otherParty(record);
  const label = party.name ?? party.number ?? 'this call';
  return (
    <>
      <Cell class="col-party">
        <Party name={party.name} number={party.number} />
      </Cell>
      <Cell class={missed ? 'col-direction missed' : 'col-direction'}>
        <Icon name={missed ? 'missed' : DIRECTION_ICONS[direction]} size={16} />
        {/* The word is hidden beside a detail pane (styles.css); screen readers get it either way. */}
        <span class="direction-text" aria-hidden="true">
          {missed ? 'Missed' : DIRECTION_WORDS[direction]}
        </span>
        <span class="visually-hidden">{missed ? 'Missed' : DIRECTION_WORDS[direction]}</span>
      </Cell>
      <Cell class="col-start_epoch" title={start ? longDateTime(start) : undefined}>
        {start ? <When date={start} /> : '—'}
      </Cell>
      <Cell class="col-duration">{seconds === null ? '—' : clock(seconds)}</Cell>
      <Cell class="col-actions">
        {canCallBack(party.number) && <RowActions number={party.number} label={label} />}
      </Cell>
    </>
  );
}

/** Call back and Look up for a row whose number can be called; Look up says why when it cannot answer. */
function RowActions({ number, label }: { number: string; label: string }) {
  const noLookup = lookupUnavailable(number);
  return (
    <>
      <button
        type="button"
        class="icon-button"
        tabIndex={-1}
        aria-label={`Call back ${label}`}
        title="Call back (C)"
        onClick={(event) => {
          event.stopPropagation();
          void callNumber(number, 'history');
        }}
      >
        <Icon name="phone" size={16} />
      </button>
      <button
        type="button"
        class="icon-button"
        tabIndex={-1}
        aria-label={`Look up ${number}`}
        title={noLookup ?? 'Look up (L)'}
        disabled={noLookup !== null}
        onClick={(event) => {
          event.stopPropagation();
          lookUpNumber(number);
        }}
      >
        <Icon name="lookup" size={16} />
      </button>
    </>
  );
}

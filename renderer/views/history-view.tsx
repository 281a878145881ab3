// Call history: a sortable, virtualised grid that loads more as it scrolls, a date range, a filter over
// the loaded rows, and the call's every field in the detail pane.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { IpcError, PhoneRecord } from '../../preload/contract';
import { FieldList } from '../components/field-list';
import { Icon, type IconName } from '../components/icons';
import { ListFooter } from '../components/list-footer';
import { Party } from '../components/party';
import { Empty, ErrorState, Loading } from '../components/states';
import { Cell, ColumnHeader, VirtualList } from '../components/virtual-list';
import {
  CALL_FIELDS,
  callDirection,
  callSeconds,
  callStart,
  DIRECTION_WORDS,
  type Direction,
  isMissed,
  otherParty,
} from '../format/calls';
import { fieldRows } from '../format/fields';
import { clock, dayAndTime, longDateTime, shortDateTime } from '../format/time';
import { textField } from '../format/values';
import { history } from '../stores';
import { filterCalls, type SortField } from '../stores/history';
import { useStore } from '../stores/use-store';
import { callNumber, lookUpNumber } from './actions';
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
  const rows = useMemo(() => filterCalls(state.records, state.filter), [state.records, state.filter]);
  const active = useMemo(() => rows.findIndex((r) => r.uuid === state.selected), [rows, state.selected]);

  useEffect(() => {
    if (history.getState().list.status === 'idle') void history.getState().reload();
  }, []);

  const opened = state.opened;
  const detail = opened && (
    <CallDetail
      record={state.records.find((r) => r.uuid === opened.uuid) ?? null}
      full={opened.value}
      loading={opened.load.status === 'loading'}
      error={opened.load.error}
      onRetry={() => state.open(opened.uuid)}
      onClose={state.close}
    />
  );

  return (
    <Screen title="Call history" toolbar={<HistoryToolbar />} detail={detail}>
      {state.list.status === 'error' && state.list.error ? (
        <ErrorState what="Couldn't load call history" error={state.list.error} onRetry={state.reload} />
      ) : state.list.status !== 'ready' ? (
        <Loading label="Loading call history…" />
      ) : state.records.length === 0 ? (
        <Empty title={state.range ? 'No calls in these days' : 'No calls yet'}>
          {state.range
            ? 'Choose other days, or clear the dates to see all calls.'
            : 'Calls you make and take appear here.'}
        </Empty>
      ) : (
        <>
          {rows.length === 0 ? (
            <Empty title={`No loaded call matches “${state.filter}”`}>
              Clear the filter to see every call.
            </Empty>
          ) : (
            <VirtualList
              role="grid"
              id="call"
              label="Calls"
              class="calls"
              count={rows.length}
              rowHeight={ROW_HEIGHT}
              active={active}
              onActive={(i) => state.select(rows[i]?.uuid ?? null)}
              onOpen={(i) => {
                const uuid = rows[i]?.uuid;
                if (uuid) void state.open(uuid);
              }}
              // The filter works on the loaded rows only: it must not page through the whole history.
              onNearEnd={state.filter.trim() ? undefined : state.loadMore}
              onKey={(event, i) => rowShortcut(event, rows[i])}
              header={<Columns />}
              describedBy="call-keys"
              renderRow={(i) => <CallRow record={rows[i] as PhoneRecord} />}
            />
          )}
          <ListFooter
            what="calls"
            list={state}
            summary={
              state.filter.trim()
                ? `${count.format(rows.length)} of ${count.format(state.records.length)} loaded calls match`
                : `${count.format(state.records.length)} calls loaded`
            }
          />
          <p id="call-keys" class="keys-hint">
            <kbd>↑</kbd> <kbd>↓</kbd> move · <kbd>Enter</kbd> details · <kbd>C</kbd> call back · <kbd>L</kbd>{' '}
            look up
          </p>
        </>
      )}
    </Screen>
  );
}

/** C calls back and L looks up the highlighted call. */
function rowShortcut(event: KeyboardEvent, record: PhoneRecord | undefined): boolean {
  const number = record && otherParty(record).number;
  if (!number || event.ctrlKey || event.metaKey || event.altKey) return false;
  const key = event.key.toLowerCase();
  if (key === 'c') void callNumber(number, 'history');
  else if (key === 'l') lookUpNumber(number);
  else return false;
  return true;
}

const SORTABLE: { field: SortField; label: string }[] = [
  { field: 'start_epoch', label: 'Time' },
  { field: 'caller_id_name', label: 'From' },
  { field: 'destination_number', label: 'To' },
  { field: 'duration', label: 'Duration' },
];

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
  const [time, from, to, duration] = SORTABLE.map(({ field, label }) => header(field, label));
  return (
    <>
      {time}
      <ColumnHeader class="col-direction">
        <span class="direction-text">Type</span>
      </ColumnHeader>
      {from}
      {to}
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
      <Cell class="col-start_epoch" title={start ? longDateTime(start) : undefined}>
        {start ? <When date={start} /> : '—'}
      </Cell>
      <Cell class={missed ? 'col-direction missed' : 'col-direction'}>
        <Icon name={missed ? 'missed' : DIRECTION_ICONS[direction]} size={16} />
        <span class="direction-text">{missed ? 'Missed' : DIRECTION_WORDS[direction]}</span>
      </Cell>
      <Cell class="col-caller_id_name">
        <Party name={textField(record, 'caller_id_name')} number={textField(record, 'caller_id_number')} />
      </Cell>
      <Cell class="col-destination_number">{textField(record, 'destination_number') ?? '—'}</Cell>
      <Cell class="col-duration">{seconds === null ? '—' : clock(seconds)}</Cell>
      <Cell class="col-actions">
        {party.number && (
          <>
            <button
              type="button"
              class="icon-button"
              tabIndex={-1}
              aria-label={`Call back ${label}`}
              title="Call back (C)"
              onClick={(event) => {
                event.stopPropagation();
                void callNumber(party.number as string, 'history');
              }}
            >
              <Icon name="phone" size={16} />
            </button>
            <button
              type="button"
              class="icon-button"
              tabIndex={-1}
              aria-label={`Look up ${party.number}`}
              title="Look up (L)"
              onClick={(event) => {
                event.stopPropagation();
                lookUpNumber(party.number as string);
              }}
            >
              <Icon name="lookup" size={16} />
            </button>
          </>
        )}
      </Cell>
    </>
  );
}

function HistoryToolbar() {
  const filter = useStore(history, (s) => s.filter);
  const range = useStore(history, (s) => s.range);
  const [from, setFrom] = useState(range?.from ?? '');
  const [to, setTo] = useState(range?.to ?? '');
  const problem = from && to && from > to ? 'The first day is after the last day.' : null;

  return (
    <>
      <input
        type="search"
        class="input filter"
        placeholder="Filter by name or number"
        aria-label="Filter loaded calls by name or number"
        value={filter}
        onInput={(event) => history.getState().setFilter(event.currentTarget.value)}
      />
      <form
        class="range"
        aria-label="Days to show"
        onSubmit={(event) => {
          event.preventDefault();
          if (from && to && !problem) void history.getState().setRange({ from, to });
        }}
      >
        <label>
          From{' '}
          <input
            type="date"
            class="input"
            aria-label="First day"
            value={from}
            max={to || undefined}
            onInput={(e) => setFrom(e.currentTarget.value)}
          />
        </label>
        <label>
          To{' '}
          <input
            type="date"
            class="input"
            aria-label="Last day"
            value={to}
            min={from || undefined}
            onInput={(e) => setTo(e.currentTarget.value)}
          />
        </label>
        <button type="submit" class="button" disabled={!from || !to || !!problem}>
          Show days
        </button>
        {range && (
          <button
            type="button"
            class="button ghost"
            onClick={() => {
              setFrom('');
              setTo('');
              void history.getState().setRange(null);
            }}
          >
            All days
          </button>
        )}
        {problem && (
          <span class="field-error" role="alert">
            {problem}
          </span>
        )}
      </form>
      <button
        type="button"
        class="icon-button"
        aria-label="Refresh call history"
        title="Refresh"
        onClick={() => history.getState().reload()}
      >
        <Icon name="refresh" />
      </button>
    </>
  );
}

interface CallDetailProps {
  /** The row as listed, shown at once. */
  record: PhoneRecord | null;
  /** The full record, once fetched: it may carry more fields than the list. */
  full: PhoneRecord | null;
  loading: boolean;
  error: IpcError | null;
  onRetry(): void;
  onClose(): void;
}

function CallDetail({ record, full, loading, error, onRetry, onClose }: CallDetailProps) {
  const merged = full || record ? ({ ...record, ...full } as PhoneRecord) : null;
  if (!merged) return <Loading label="Opening the call…" />;
  const party = otherParty(merged);
  const start = callStart(merged);
  const direction = callDirection(merged);
  return (
    <div class="detail-body">
      <header class="detail-header">
        <div>
          <p class="eyebrow">
            {isMissed(merged) ? 'Missed call' : `${DIRECTION_WORDS[direction]} call`}
            {start && ` · ${shortDateTime(start)}`}
          </p>
          <h2>
            <Party name={party.name} number={party.number} />
          </h2>
        </div>
        <button type="button" class="icon-button" aria-label="Close details" onClick={onClose}>
          <Icon name="close" />
        </button>
      </header>
      {party.number && (
        <p class="actions">
          <button
            type="button"
            class="button primary"
            onClick={() => callNumber(party.number as string, 'history')}
          >
            <Icon name="phone" size={16} /> Call back
          </button>
          <button type="button" class="button" onClick={() => lookUpNumber(party.number as string)}>
            <Icon name="lookup" size={16} /> Look up
          </button>
        </p>
      )}
      {loading && (
        <p class="muted small" role="status">
          Loading every field of the call…
        </p>
      )}
      {error && (
        <ErrorState compact what="Couldn't load the full call record" error={error} onRetry={onRetry} />
      )}
      <FieldList label="Call details" rows={fieldRows(merged, CALL_FIELDS)} />
    </div>
  );
}

// The history header's controls: Refresh and Export CSV… beside the title, and the filters under it (the
// text filter over the loaded rows, and the days to show).
import { useState } from 'preact/hooks';
import { RefreshButton } from '../components/refresh-button';
import { history } from '../stores';
import { useStore } from '../stores/use-store';
import { ExportButton } from './history-export';

/** Main accepts an export's filter up to this length; the filter box holds no more. */
const FILTER_MAX_LENGTH = 200;

export function HistoryFilters() {
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
        maxLength={FILTER_MAX_LENGTH}
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
        <DayField label="From" name="First day" value={from} max={to} onInput={setFrom} />
        <DayField label="To" name="Last day" value={to} min={from} onInput={setTo} />
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
    </>
  );
}

export function HistoryActions() {
  return (
    <>
      <RefreshButton what="call history" onRefresh={() => history.getState().reload()} />
      <ExportButton />
    </>
  );
}

interface DayFieldProps {
  label: string;
  /** The accessible name, more specific than the visible label. */
  name: string;
  value: string;
  /** The other end of the range, which this day may not pass ('' when not chosen). */
  min?: string;
  max?: string;
  onInput(day: string): void;
}

function DayField({ label, name, value, min, max, onInput }: DayFieldProps) {
  return (
    <label>
      {label}{' '}
      <input
        type="date"
        class="input"
        aria-label={name}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
    </label>
  );
}

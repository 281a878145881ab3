// The days a list shows: a first day, a last day, or both ("since the 20th" leaves the last day empty),
// applied with Show days and cleared with All days. History and recordings share it.
import { useState } from 'preact/hooks';
import { t } from '../../preload/shared/i18n/translate';
import type { DaySpan } from '../format/days';
import './date-range.css';

interface DateRangeProps {
  value: DaySpan | null;
  onChange(span: DaySpan | null): void;
}

export function DateRange({ value, onChange }: DateRangeProps) {
  const [from, setFrom] = useState(value?.from ?? '');
  const [to, setTo] = useState(value?.to ?? '');
  const problem = from && to && from > to ? t('list.days.reversed') : null;

  return (
    <form
      class="range"
      aria-label={t('list.days.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if ((from || to) && !problem) onChange({ from: from || null, to: to || null });
      }}
    >
      <DayField
        label={t('list.days.from')}
        name={t('list.days.firstDay')}
        value={from}
        max={to}
        onInput={setFrom}
      />
      <DayField
        label={t('list.days.to')}
        name={t('list.days.lastDay')}
        value={to}
        min={from}
        onInput={setTo}
      />
      <button type="submit" class="button" disabled={(!from && !to) || !!problem}>
        {t('list.days.show')}
      </button>
      {value && (
        <button
          type="button"
          class="button ghost"
          onClick={() => {
            setFrom('');
            setTo('');
            onChange(null);
          }}
        >
          {t('list.days.all')}
        </button>
      )}
      {problem && (
        <span class="field-error" role="alert">
          {problem}
        </span>
      )}
    </form>
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

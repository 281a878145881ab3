// The end of a voicemail or recording row: when (the full date on hover) over how long.
import { clock, longDateTime, shortDateTime } from '../format/time';
import './row-time.css';

export function RowTime({ date, seconds }: { date: Date | null; seconds: number | null }) {
  return (
    <span class="row-time" title={date ? longDateTime(date) : undefined} translate={false}>
      {date ? shortDateTime(date) : ''}
      <span class="muted">{seconds === null ? '' : clock(seconds)}</span>
    </span>
  );
}

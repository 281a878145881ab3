// A name over its number; either may be missing on a real phone system.
import { displayPhoneNumber } from '../format/phone';
import './party.css';

export function Party({ name, number }: { name: string | null; number: string | null }) {
  const shown = number === null ? null : displayPhoneNumber(number);
  return (
    <span class="party">
      <span class="party-name">{name ?? shown ?? 'Unknown'}</span>
      {name && shown && <span class="party-number">{shown}</span>}
    </span>
  );
}

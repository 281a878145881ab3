// A name over its number; either may be missing on a real phone system.
import { t } from '../../preload/shared/i18n/translate';
import { displayPhoneNumber } from '../format/phone';
import './party.css';

export function Party({ name, number }: { name: string | null; number: string | null }) {
  const shown = number === null ? null : displayPhoneNumber(number);
  const known = name ?? shown;
  return (
    <span class="party">
      {/* The phone system's name or number is not to translate; the app's word for neither is. */}
      <span class="party-name" translate={known === null}>
        {known ?? t('call.unknownParty')}
      </span>
      {name && shown && (
        <span class="party-number" translate={false}>
          {shown}
        </span>
      )}
    </span>
  );
}

// Call back and Look up for a number the phone system recorded, as the detail panes offer them: Call back
// only for a number that can be dialled, and Look up disabled, with the reason beside it, for a number
// the lookup service cannot answer for (an extension, a number abroad).
import { useId } from 'preact/hooks';
import type { CallSource } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { Icon } from '../components/icons';
import { callNumber, canCallBack, lookUpNumber, lookupUnavailable } from './actions';
import './number-actions.css';

export function NumberActions({ number, source }: { number: string | null; source: CallSource }) {
  const reasonId = useId();
  if (!canCallBack(number)) return null;
  const noLookup = lookupUnavailable(number);
  return (
    <>
      <button type="button" class="button primary" onClick={() => callNumber(number, source)}>
        <Icon name="phone" size={16} /> {t('call.callBack')}
      </button>
      <button
        type="button"
        class="button"
        disabled={noLookup !== null}
        aria-describedby={noLookup ? reasonId : undefined}
        onClick={() => lookUpNumber(number)}
      >
        <Icon name="lookup" size={16} /> {t('lookup.lookUp')}
      </button>
      {noLookup && (
        <p id={reasonId} class="hint action-reason">
          {noLookup}
        </p>
      )}
    </>
  );
}

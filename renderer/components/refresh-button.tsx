// The toolbar button that reads a list again from the phone system.
import { t } from '../../preload/shared/i18n/translate';
import { Icon } from './icons';

/** `label`: what screen readers hear, naming the list ("Refresh call history"). */
export function RefreshButton({ label, onRefresh }: { label: string; onRefresh: () => void }) {
  return (
    <button
      type="button"
      class="icon-button"
      aria-label={label}
      title={t('list.refresh')}
      onClick={onRefresh}
    >
      <Icon name="refresh" />
    </button>
  );
}

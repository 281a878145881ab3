// The toolbar button that reads a list again from the phone system.
import { Icon } from './icons';

export function RefreshButton({ what, onRefresh }: { what: string; onRefresh: () => void }) {
  return (
    <button
      type="button"
      class="icon-button"
      aria-label={`Refresh ${what}`}
      title="Refresh"
      onClick={onRefresh}
    >
      <Icon name="refresh" />
    </button>
  );
}

// The × at the end of a line that says what just happened (an import, an export, a delete): it takes the
// line away. Its words are for screen readers, and say which line.
import { Icon } from './icons';

export function DismissButton({ label, onDismiss }: { label: string; onDismiss(): void }) {
  return (
    <button type="button" class="icon-button" aria-label={label} onClick={onDismiss}>
      <Icon name="close" size={16} />
    </button>
  );
}

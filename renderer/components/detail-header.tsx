// The top of a detail pane: what the item is and when, who, and Close.
import type { ComponentChildren } from 'preact';
import { Icon } from './icons';

interface DetailHeaderProps {
  /** "Voicemail · Today 2:03 PM" */
  eyebrow: ComponentChildren;
  title: ComponentChildren;
  onClose(): void;
}

export function DetailHeader({ eyebrow, title, onClose }: DetailHeaderProps) {
  return (
    <header class="detail-header">
      <div>
        <p class="eyebrow">{eyebrow}</p>
        <h2>{title}</h2>
      </div>
      <button type="button" class="icon-button" aria-label="Close details" onClick={onClose}>
        <Icon name="close" />
      </button>
    </header>
  );
}

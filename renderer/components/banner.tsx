// A message across the top of the window about something outside the current screen (a repaired
// settings file, a voicemail watch that stopped), with what can be done about it and a way to dismiss it.
import type { ComponentChildren } from 'preact';
import { Icon } from './icons';
import './banner.css';

interface BannerProps {
  children: ComponentChildren;
  /** What the dismiss button says to screen readers: "Dismiss this warning". */
  dismissLabel: string;
  onDismiss(): void;
  /** A button or two after the message. */
  actions?: ComponentChildren;
}

export function Banner({ children, dismissLabel, onDismiss, actions }: BannerProps) {
  return (
    <div class="banner" role="alert">
      <p>{children}</p>
      {actions}
      <button type="button" class="icon-button" aria-label={dismissLabel} onClick={onDismiss}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

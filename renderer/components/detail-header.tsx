// The top of a detail pane: what the item is and when, who, and the way back to the list. Beside the
// list that is Close; on a narrow window, where the detail is a sheet over the list, it is Back. Esc
// does the same from anywhere in the window while the detail is open.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '../../preload/shared/i18n/translate';
import { Icon } from './icons';
import { SHEET_QUERY, useMedia } from './use-media';
import './detail-header.css';

interface DetailHeaderProps {
  /** "Voicemail · Today 2:03 PM" */
  eyebrow: ComponentChildren;
  title: ComponentChildren;
  onClose(): void;
}

export function DetailHeader({ eyebrow, title, onClose }: DetailHeaderProps) {
  const sheet = useMedia(SHEET_QUERY);
  const heading = useRef<HTMLHeadingElement>(null);
  // A sheet is the page while it shows (the list's heading is out of sight with the list): its title
  // is the page's first heading then.
  const Title = sheet ? 'h1' : 'h2';
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  // Listening from the commit, not after the next frame: Esc pressed right after Enter opened the
  // detail closes it too.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A sheet hides the list that had focus: focus moves into the sheet, so keys and readers follow.
  useEffect(() => {
    if (sheet) heading.current?.focus({ preventScroll: true });
  }, [sheet]);

  return (
    <header class="detail-header">
      {sheet && (
        <button type="button" class="button ghost back" onClick={onClose}>
          <Icon name="back" size={16} /> {t('detail.back')}
        </button>
      )}
      <div class="detail-title">
        <p class="eyebrow">{eyebrow}</p>
        <Title ref={heading} tabIndex={-1}>
          {title}
        </Title>
      </div>
      {!sheet && (
        <button type="button" class="icon-button" aria-label={t('detail.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      )}
    </header>
  );
}

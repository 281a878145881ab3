// The frame of every screen: a heading that takes focus when the screen opens (so keyboard and screen
// reader users land in it), a toolbar beside it, filters under it, the main panel and an optional detail
// pane. On a wide window the detail sits beside the list; on a narrow one it is a full-width sheet over
// it (CSS), and closing it gives focus back to the list it covered.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../preload/shared/i18n/translate';
import './screen.css';

interface ScreenProps {
  title: string;
  /** Actions beside the title. */
  toolbar?: ComponentChildren;
  /** What narrows the list, on a row of its own under the title. */
  filters?: ComponentChildren;
  detail?: ComponentChildren;
  children: ComponentChildren;
}

export function Screen({ title, toolbar, filters, detail, children }: ScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const open = Boolean(detail);
  const wasOpen = useRef(open);
  const screen = useRef<HTMLDivElement>(null);
  // Unless what the screen opened with took the focus already (a form in its detail: Save to contacts).
  useEffect(() => {
    if (!screen.current?.contains(document.activeElement)) heading.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (closed && lost)
      (panel.current?.querySelector<HTMLElement>('.vlist-scroll') ?? heading.current)?.focus({
        preventScroll: true,
      });
  }, [open]);
  return (
    <div ref={screen} class={open ? 'screen with-detail' : 'screen'}>
      <section class="panel" ref={panel} aria-labelledby="screen-title">
        <header class="panel-header">
          <h1 id="screen-title" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {toolbar && <div class="toolbar">{toolbar}</div>}
          {filters && <div class="toolbar filters">{filters}</div>}
        </header>
        <div class="panel-body">{children}</div>
      </section>
      {detail && (
        <aside class="detail" aria-label={t('detail.pane')}>
          {detail}
        </aside>
      )}
    </div>
  );
}

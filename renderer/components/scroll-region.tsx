// A part of a page that scrolls on its own when the window is too short for it, between parts that stay
// in view (the call confirmation's plan and lookup facts, between its number and its buttons). Only
// while it scrolls is it a stop for the keyboard and a region named for screen readers: then a person
// who does not point reaches what it hides with the arrow keys; while it shows everything it holds, a
// tab stop and a landmark would add nothing. It is marked for reportContentSize (content-size.ts), which
// counts what it hides as height the window lacks.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { SCROLLS_IN_WINDOW } from '../content-size';
import './scroll-region.css';

export function ScrollRegion({
  label,
  class: className,
  children,
}: {
  /** The region's name for screen readers, while it scrolls. */
  label: string;
  class: string;
  children: ComponentChildren;
}) {
  const region = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = region.current;
    const content = element?.firstElementChild;
    if (!element || !content) return;
    // The region changes size with the window, its content with what it says.
    const observer = new ResizeObserver(() => setScrolls(element.scrollHeight > element.clientHeight));
    observer.observe(element);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={region}
      class={`scroll-region ${className}`}
      {...{ [SCROLLS_IN_WINDOW]: '' }}
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': label })}
    >
      <div class="scroll-region-content">{children}</div>
    </div>
  );
}

// A keyboard-driven list that renders only the rows in view, so 100,000 rows cost what 50 do. Rows have
// one fixed height, which makes the row at any scroll position a division away. A list's stylesheet may
// change that height with its width (--row-height: a panel narrowed by zoom stacks a row's parts on
// more lines), and the list reads it whenever its size changes. Focus stays on the list
// itself and aria-activedescendant names the highlighted row (the row is always rendered: it is scrolled
// into view whenever it changes). A grid's header row (its sort buttons) is the grid's first row, kept in
// view above the rows; Tab reaches its sort buttons before the list itself, as they are seen
// (header-tab-order.ts).
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useHeaderTabOrder } from './header-tab-order';
import './virtual-list.css';

/** Rows rendered beyond each edge of the viewport, so a fast scroll does not show blank space. */
const OVERSCAN = 3;

/** A virtual list's props but its rows' contents. */
export interface VirtualListFrame {
  /** 'grid' for rows of columns under a header row, 'listbox' for simple rows. */
  role: 'grid' | 'listbox';
  label: string;
  /** Prefix of the rows' element ids. */
  id: string;
  count: number;
  /** Each row's height in px, unless the list's stylesheet sets --row-height for its current width. */
  rowHeight: number;
  /** The highlighted row, or -1. */
  active: number;
  onActive(index: number): void;
  onOpen(index: number): void;
  /** Called when the last rows come into view: time to load the next page. */
  onNearEnd?: () => void;
  /** Column headers, kept in view above the rows. */
  header?: ComponentChildren;
  /** Keys for actions on the highlighted row (return true when handled). */
  onKey?: (event: KeyboardEvent, index: number) => boolean;
  /** Id of the text that tells which keys do what. */
  describedBy?: string;
  class?: string;
}

/**
 * A row's contents, given its index. renderRow: what Preact renders in the row (People's list); it may
 * be reused for another row as the list scrolls, so it must keep no state. paintRow, instead: writes the
 * contents into the row's element, which is handed on to the row scrolling in after it. That is for a
 * list scrolled fast, where Preact's render of every row on every frame was most of the frame's script
 * and allocation (renderer/views/call-row.ts has the figures): the record lists' rows
 * (renderer/views/list-screen.tsx).
 */
type RowContents<Row> =
  | { renderRow(row: Row): ComponentChildren; paintRow?: undefined }
  | { paintRow(element: HTMLElement, row: Row): void; renderRow?: undefined };

export type VirtualListProps = VirtualListFrame & RowContents<number>;

/** A list of records whose rows are selected by moving to them and opened by Enter or a click. */
export function recordRowHandlers(
  records: readonly { id: string }[],
  state: { select(uuid: string | null): void; open(uuid: string): unknown },
): Pick<VirtualListProps, 'onActive' | 'onOpen'> {
  return {
    onActive: (index) => state.select(records[index]?.id ?? null),
    onOpen: (index) => {
      const id = records[index]?.id;
      if (id) void state.open(id);
    },
  };
}

export function VirtualList(props: VirtualListProps) {
  const { count, active, onActive, onNearEnd } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const headerBox = useRef<HTMLDivElement>(null);
  const tabOrder = useHeaderTabOrder(scroller, headerBox);
  const [first, setFirst] = useState(0);
  // Until the list has been laid out it is taken to be as tall as the window, so the first render
  // already fills it: measuring before that would force the page's layout in the middle of rendering.
  const [size, setSize] = useState(() => ({ viewport: window.innerHeight, header: 0, row: 0 }));
  const rowHeight = size.row || props.rowHeight;

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // A ResizeObserver reports after layout, before paint: the sizes read here cost no extra layout.
    const observer = new ResizeObserver(() => {
      const measured = {
        viewport: element.clientHeight,
        header: headerBox.current?.offsetHeight ?? 0,
        row: Number.parseFloat(getComputedStyle(element).getPropertyValue('--row-height')) || 0,
      };
      setSize((known) =>
        known.viewport === measured.viewport && known.row === measured.row && known.header === measured.header
          ? known
          : measured,
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const visibleRows = Math.ceil(Math.max(0, size.viewport - size.header) / rowHeight) + 1;
  // Rows are keyed by slot, not by record: a row that scrolls out hands its DOM to the row scrolling
  // in, which then only has its text patched. There are never fewer slots than rows rendered, and the
  // count only grows (a taller window), so a list that turns out shorter than first thought keeps its rows.
  const slots = useRef(0);
  slots.current = Math.max(slots.current, visibleRows + 2 * OVERSCAN + 1);
  const start = Math.max(0, Math.min(first, count - 1) - OVERSCAN);
  const end = Math.min(count, first + visibleRows + OVERSCAN);

  // Painted rows: each slot's element, kept through a ref callback made once per slot. After every
  // render (a scroll, new records, another language) each row in view is written again.
  const slotElements = useRef<(HTMLDivElement | null)[]>([]);
  const slotRefs = useRef<((element: HTMLDivElement | null) => void)[]>([]);
  const slotRef = (slot: number) =>
    (slotRefs.current[slot] ??= (element) => {
      slotElements.current[slot] = element;
    });
  useLayoutEffect(() => {
    if (!props.paintRow) return;
    for (let index = start; index < end; index++) {
      const element = slotElements.current[index % slots.current];
      if (element) props.paintRow(element, index);
    }
  });

  useEffect(() => {
    if (onNearEnd && count > 0 && end >= count - OVERSCAN) onNearEnd();
  }, [end, count, onNearEnd]);

  // Keeps the highlighted row in view whenever it changes (keyboard, or coming back to the screen).
  useEffect(() => {
    const element = scroller.current;
    if (!element || active < 0) return;
    const top = active * rowHeight;
    const viewport = element.clientHeight - size.header;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + rowHeight > element.scrollTop + viewport) element.scrollTop = top + rowHeight - viewport;
  }, [active]);

  const move = (index: number) => {
    if (count > 0) onActive(Math.max(0, Math.min(count - 1, index)));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys pressed on the header's sort buttons or a row's own buttons (Call back) are theirs.
    if (event.target !== event.currentTarget) return;
    if (tabOrder.onListKeyDown(event)) return;
    const page = Math.max(1, visibleRows - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active < 0 ? 0 : active - 1),
      PageDown: () => move(active + page),
      PageUp: () => move(active - page),
      Home: () => move(0),
      End: () => move(count - 1),
      Enter: () => active >= 0 && props.onOpen(active),
    };
    const action = keys[event.key];
    if (action) action();
    else if (!(active >= 0 && props.onKey?.(event, active))) return;
    event.preventDefault();
  };

  const rowId = (index: number) => `${props.id}-${index}`;
  const grid = props.role === 'grid';
  const rows = [];
  for (let index = start; index < end; index++) {
    const selected = index === active;
    rows.push(
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the role (row or option) is set at run time and both take aria-selected; keys are handled by the list, whose focus names this row through aria-activedescendant.
      <div
        key={index % slots.current}
        ref={props.paintRow && slotRef(index % slots.current)}
        id={rowId(index)}
        class={selected ? 'vrow active' : 'vrow'}
        role={grid ? 'row' : 'option'}
        aria-selected={selected}
        aria-rowindex={grid ? index + 2 : undefined}
        aria-posinset={grid ? undefined : index + 1}
        aria-setsize={grid ? undefined : count}
        style={{ top: `${index * rowHeight}px`, height: `${rowHeight}px` }}
        onClick={() => {
          scroller.current?.focus({ preventScroll: true });
          onActive(index);
          props.onOpen(index);
        }}
      >
        {props.renderRow?.(index)}
      </div>,
    );
  }

  return (
    <div class={`vlist ${props.class ?? ''}`}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole lint/a11y/noStaticElementInteractions: the role (grid or listbox) is set at run time; both are focusable composite widgets that take a label and handle keys. */}
      <div
        ref={scroller}
        class="vlist-scroll"
        role={props.role}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        aria-rowcount={grid ? count + 1 : undefined}
        aria-activedescendant={active >= 0 && active < count ? rowId(active) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={tabOrder.onListFocus}
        onScroll={(event) => setFirst(Math.floor(event.currentTarget.scrollTop / rowHeight))}
      >
        {props.header && (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtual list positions its rows itself, which table rows do not allow; focus stays on the list.
          <div
            ref={headerBox}
            class="vlist-header"
            role="row"
            aria-rowindex={1}
            onKeyDown={tabOrder.onHeaderKeyDown}
            onFocusCapture={tabOrder.onHeaderFocus}
          >
            {props.header}
          </div>
        )}
        <div
          class="vlist-body"
          role={grid ? 'rowgroup' : 'presentation'}
          style={{ height: `${count * rowHeight}px` }}
        >
          {rows}
        </div>
      </div>
    </div>
  );
}

// A grid-role list's column headers (and its cells, written by renderer/views/call-row.ts): divs for
// the same reason as the rows, and the focus stays on the grid.

export function ColumnHeader(props: {
  class?: string;
  'aria-sort'?: 'ascending' | 'descending' | 'none';
  children?: ComponentChildren;
}) {
  // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see above.
  return <div role="columnheader" {...props} />;
}

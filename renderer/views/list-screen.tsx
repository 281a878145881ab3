// The frame the record lists share (history, voicemail, recordings): the title with a count, Refresh and
// the screen's own actions; its filters; the list's states (loading, failed, empty, offline snapshot);
// the virtual list of rows, or a no-match with Load more; the paged footer and the keys hint; and the
// opened record in the detail pane (a sheet with Back on a narrow window; Esc closes it). A screen gives
// its rows, how a row is written (its paintRow), and what its detail shows.
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import type { SnapshotView } from '../../preload/contract';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';
import { DetailHeader } from '../components/detail-header';
import { ListBody, type ListName } from '../components/list-body';
import { ListFooter, type ListFooterProps } from '../components/list-footer';
import { RefreshButton } from '../components/refresh-button';
import { NoMatch, type NoMatchProps } from '../components/states';
import { recordRowHandlers, VirtualList, type VirtualListFrame } from '../components/virtual-list';
import type { Loadable } from '../stores/load-state';
import { Screen } from './screen';
import './list-screen.css';

const REFRESH = {
  history: 'list.refresh.history',
  voicemail: 'list.refresh.voicemail',
  recordings: 'list.refresh.recordings',
} as const satisfies Record<ListName, MessageKey>;

/** What the frame needs of a list screen's store. */
interface ListState {
  list: Loadable;
  reload(): unknown;
  selected: string | null;
  select(uuid: string | null): void;
  open(uuid: string): unknown;
}

type RowListProps<Row> = Omit<
  VirtualListFrame,
  'count' | 'active' | 'onActive' | 'onOpen' | 'onKey' | 'describedBy'
> & {
  /**
   * Writes the record into the row's element (renderer/views/call-row.ts says why the lists' rows are
   * not rendered by Preact; renderer/views/row-cells.ts has the cells they share).
   */
  paintRow(element: HTMLElement, row: Row): void;
  onKey?: (event: KeyboardEvent, row: Row | undefined) => boolean;
  /** A new value starts the list again at the top (another search, another set of days). */
  resetKey?: string;
};

interface ListScreenProps<Row extends { id: string }> {
  title: string;
  /** Which list it is, for Refresh, "Loading …" and "Couldn't load …". */
  what: ListName;
  state: ListState;
  /** How many there are, beside the title. */
  count?: ComponentChildren;
  /** More actions after Refresh. */
  actions?: ComponentChildren;
  filters?: ComponentChildren;
  /** Lines above the list: an export or a copy in progress. */
  notices?: ComponentChildren;
  detail?: ComponentChildren;
  snapshot?: SnapshotView | null;
  /** Nothing to list at all: `empty` shows instead of the list. */
  isEmpty: boolean;
  empty: ComponentChildren;
  /** The rows shown (after any filter). */
  rows: readonly Row[];
  /** What shows when a filter leaves no row. */
  noMatch?: NoMatchProps;
  list: RowListProps<Row>;
  footer?: ListFooterProps;
  /** Which keys do what, under the list (it describes the list). */
  keys?: ComponentChildren;
}

export function ListScreen<Row extends { id: string }>(props: ListScreenProps<Row>) {
  const { state, rows, list, what } = props;
  const active = useMemo(() => rows.findIndex((r) => r.id === state.selected), [rows, state.selected]);
  const keysId = `${list.id}-keys`;

  useEffect(() => {
    if (state.list.status === 'idle') void state.reload();
  }, []);

  const toolbar = (
    <>
      {props.count && <span class="muted">{props.count}</span>}
      <RefreshButton label={t(REFRESH[what])} onRefresh={() => void state.reload()} />
      {props.actions}
    </>
  );

  const { paintRow, onKey, resetKey, ...listProps } = list;
  return (
    <Screen title={props.title} toolbar={toolbar} filters={props.filters} detail={props.detail}>
      {props.notices}
      <ListBody
        what={what}
        list={state.list}
        snapshot={props.snapshot}
        onRetry={() => void state.reload()}
        isEmpty={props.isEmpty}
        empty={props.empty}
      >
        {rows.length === 0 && props.noMatch ? (
          <NoMatch {...props.noMatch} />
        ) : (
          <VirtualList
            key={resetKey}
            {...listProps}
            count={rows.length}
            active={active}
            {...recordRowHandlers(rows, state)}
            onKey={onKey && ((event, i) => onKey(event, rows[i]))}
            describedBy={props.keys ? keysId : undefined}
            paintRow={(element, i) => paintRow(element, rows[i] as Row)}
          />
        )}
        {props.footer && <ListFooter {...props.footer} />}
        {props.keys && (
          <p id={keysId} class="keys-hint">
            {props.keys}
          </p>
        )}
      </ListBody>
    </Screen>
  );
}

interface DetailPaneProps {
  /** "Voicemail · Today 2:03 PM" */
  eyebrow: ComponentChildren;
  title: ComponentChildren;
  onClose(): void;
  children: ComponentChildren;
}

/** The opened record: its header (Close, or Back on a sheet; Esc) over what the screen shows of it. */
export function DetailPane({ eyebrow, title, onClose, children }: DetailPaneProps) {
  return (
    <div class="detail-body">
      <DetailHeader eyebrow={eyebrow} title={title} onClose={onClose} />
      {children}
    </div>
  );
}

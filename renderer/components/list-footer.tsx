// The line under a paged list: how much is loaded, whether more is coming, and a failed page's error.
import type { ComponentChildren } from 'preact';
import { type MessageKey, t, tParts } from '../../preload/shared/i18n/translate';
import type { PagedList } from '../stores/paged-list';
import { ErrorState, type PagedListName } from './states';
import './list-footer.css';

const FAILED_MORE = {
  calls: 'list.failedMore.calls',
  recordings: 'list.failedMore.recordings',
} as const satisfies Record<PagedListName, MessageKey>;

export interface ListFooterProps {
  list: Pick<PagedList<unknown>, 'more' | 'complete' | 'loadMore'>;
  /** "1,200 calls loaded", "3 of 1,200 shown". */
  summary: ComponentChildren;
  /** What the rows are, for "Couldn't load more calls". */
  what: PagedListName;
}

export function ListFooter({ list, summary, what }: ListFooterProps) {
  return (
    <div class="list-footer">
      <span role="status">
        {list.more.status === 'loading'
          ? tParts('list.footer.loadingMore', { summary })
          : list.complete
            ? tParts('list.footer.allLoaded', { summary })
            : summary}
      </span>
      {list.more.error && (
        <ErrorState compact what={t(FAILED_MORE[what])} error={list.more.error} onRetry={list.loadMore} />
      )}
    </div>
  );
}

// The line under a paged list: how much is loaded, whether more is coming, and a failed page's error.
import type { ComponentChildren } from 'preact';
import type { PagedList } from '../stores/paged-list';
import { ErrorState } from './states';
import './list-footer.css';

export interface ListFooterProps {
  list: Pick<PagedList, 'more' | 'complete' | 'loadMore'>;
  /** "1,200 calls loaded", "3 of 1,200 shown". */
  summary: ComponentChildren;
  what: string;
}

export function ListFooter({ list, summary, what }: ListFooterProps) {
  return (
    <div class="list-footer">
      <span role="status">
        {summary}
        {list.more.status === 'loading' ? ' · loading more…' : list.complete ? ' · all loaded' : ''}
      </span>
      {list.more.error && (
        <ErrorState
          compact
          what={`Couldn't load more ${what}`}
          error={list.more.error}
          onRetry={list.loadMore}
        />
      )}
    </div>
  );
}

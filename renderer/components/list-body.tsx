// The body of a list screen in each of its states: loading, failed (with Retry), empty, or the list.
// While the offline snapshot stands in, its records are the list, under a label that says how old they
// are; a failed fresh load then shows its error above them instead of taking their place.
import type { ComponentChildren } from 'preact';
import type { SnapshotView } from '../../preload/contract';
import { shortDateTime } from '../format/time';
import type { Loadable } from '../stores/load-state';
import { Icon } from './icons';
import { ErrorState, Loading } from './states';
import './list-body.css';

interface ListBodyProps {
  /** "call history", "voicemail": for "Loading call history…" and "Couldn't load call history". */
  what: string;
  list: Loadable;
  /** The offline snapshot standing in for the list, if any. */
  snapshot?: SnapshotView | null;
  onRetry(): void;
  /** Whether there is nothing to list: `empty` is shown instead of the list. */
  isEmpty: boolean;
  empty: ComponentChildren;
  children: ComponentChildren;
}

export function ListBody({ what, list, snapshot, onRetry, isEmpty, empty, children }: ListBodyProps) {
  if (!snapshot) {
    if (list.error) return <ErrorState what={`Couldn't load ${what}`} error={list.error} onRetry={onRetry} />;
    if (list.status !== 'ready') return <Loading label={`Loading ${what}…`} />;
  }
  return (
    <>
      {snapshot && (
        <div class="snapshot-notice">
          <p class="snapshot-label" role="status">
            <Icon name="history" size={16} />
            <span>
              Saved {what} as of <strong>{shortDateTime(new Date(snapshot.at))}</strong>
              {list.status === 'loading' && ' · loading the latest…'}
            </span>
          </p>
          {list.error && (
            <ErrorState compact what={`Couldn't load ${what}`} error={list.error} onRetry={onRetry} />
          )}
        </div>
      )}
      {isEmpty ? empty : children}
    </>
  );
}

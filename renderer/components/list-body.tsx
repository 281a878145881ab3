// The body of a list screen in each of its states: loading, failed (with Retry), empty, or the list.
// While the offline snapshot stands in, its records are the list, under a label that says how old they
// are; a failed fresh load then shows its error above them instead of taking their place.
import type { ComponentChildren } from 'preact';
import type { SnapshotView } from '../../preload/contract';
import { type MessageKey, t, tParts } from '../../preload/shared/i18n/translate';
import { shortDateTime } from '../format/time';
import type { Loadable } from '../stores/load-state';
import { Icon } from './icons';
import { ErrorState, Loading } from './states';
import './list-body.css';

/** Which list a screen shows: each says its loading, failure and saved copy in its own sentence. */
export type ListName = 'history' | 'voicemail' | 'recordings';

const LOADING = {
  history: 'list.loading.history',
  voicemail: 'list.loading.voicemail',
  recordings: 'list.loading.recordings',
} as const satisfies Record<ListName, MessageKey>;
const FAILED = {
  history: 'list.failed.history',
  voicemail: 'list.failed.voicemail',
  recordings: 'list.failed.recordings',
} as const satisfies Record<ListName, MessageKey>;
const SAVED = {
  history: 'list.saved.history',
  voicemail: 'list.saved.voicemail',
  recordings: 'list.saved.recordings',
} as const satisfies Record<ListName, MessageKey>;

interface ListBodyProps {
  /** For "Loading call history…", "Couldn't load voicemail" and "Saved voicemail as of …". */
  what: ListName;
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
    if (list.error) return <ErrorState what={t(FAILED[what])} error={list.error} onRetry={onRetry} />;
    if (list.status !== 'ready') return <Loading label={t(LOADING[what])} />;
  }
  return (
    <>
      {snapshot && (
        <div class="snapshot-notice">
          <p class="snapshot-label" role="status">
            <Icon name="history" size={16} />
            <span>
              <SavedAt what={what} at={snapshot.at} loading={list.status === 'loading'} />
            </span>
          </p>
          {list.error && <ErrorState compact what={t(FAILED[what])} error={list.error} onRetry={onRetry} />}
        </div>
      )}
      {isEmpty ? empty : children}
    </>
  );
}

/** "Saved voicemail as of Today 14:03", and " · loading the latest…" while a fresh read is on its way. */
function SavedAt({ what, at, loading }: { what: ListName; at: number; loading: boolean }) {
  const saved = tParts(SAVED[what], {
    time: <strong translate={false}>{shortDateTime(new Date(at))}</strong>,
  });
  return <>{loading ? tParts('list.savedLoading', { saved }) : saved}</>;
}

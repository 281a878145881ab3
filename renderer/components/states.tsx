// The loading, empty and error states every view shows in the same way.
import type { ComponentChildren } from 'preact';
import type { IpcError } from '../../preload/contract';
import { type MessageKey, t, tParts } from '../../preload/shared/i18n/translate';
import { errorReason, fixedInSettings, shownSentence } from '../format/errors';
import { navigation } from '../stores';
import { useStore } from '../stores/use-store';
import './states.css';

export function Loading({ label }: { label: string }) {
  return (
    <div class="state" role="status">
      <span class="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ComponentChildren }) {
  return (
    <div class="state">
      <p class="state-title">{title}</p>
      {children && <p class="muted">{children}</p>}
    </div>
  );
}

/** What the rows of a paged list are: "calls" for "Load more calls". */
export type PagedListName = 'calls' | 'recordings';

const LOAD_MORE = {
  calls: 'list.loadMore.calls',
  recordings: 'list.loadMore.recordings',
} as const satisfies Record<PagedListName, MessageKey>;

/**
 * A narrowed list with no loaded row to show. The way on is to load more (the filters work on what is
 * loaded), or, once everything is loaded or more would not help, to widen the filters.
 */
export interface NoMatchProps {
  title: string;
  /** "Clear the filter to see every call." */
  widen: string;
  /** Loading more, when it may find some: "calls" for "Load more calls". */
  more: { what: PagedListName; load(): void } | null;
}

export function NoMatch({ title, widen, more }: NoMatchProps) {
  return (
    <Empty title={title}>
      {more ? (
        <button type="button" class="button" onClick={more.load}>
          {t(LOAD_MORE[more.what])}
        </button>
      ) : (
        widen
      )}
    </Empty>
  );
}

interface ErrorStateProps {
  /** What failed, as a headline: "Couldn't load call history". */
  what: string;
  error: IpcError;
  /** Offered for reads: trying again is always safe for them. */
  onRetry?: () => void;
  compact?: boolean;
  /** More about the failure, under the message. */
  children?: ComponentChildren;
}

/**
 * What only helps someone digging, folded away: the error code and what the service itself answered
 * (main's `details`, which may name addresses and ports; the sentence above it never does).
 */
export function ErrorDetails({ error, children }: { error: IpcError; children?: ComponentChildren }) {
  return (
    <details class="error-details">
      <summary>{t('list.error.details')}</summary>
      <p class="small muted">
        {tParts('list.error.code', { code: <code translate={false}>{error.code}</code> })}
      </p>
      {error.details && (
        <p class="small muted error-raw" translate={false}>
          {error.details}
        </p>
      )}
      {children}
    </details>
  );
}

/**
 * A failure as one headline and one sentence; what only helps someone digging (the error code, a
 * service's own reply) is behind Details. Open Settings is offered where Settings fixes it, except on
 * Settings itself.
 */
export function ErrorState({ what, error, onRetry, compact, children }: ErrorStateProps) {
  const inSettings = useStore(navigation, (s) => s.screen === 'settings');
  const toSettings = fixedInSettings(error.code) && !inSettings;
  return (
    <div class={compact ? 'error-box compact' : 'error-box'} role="alert" data-code={error.code}>
      <p class="error-title">
        {tParts('list.error.title', { what, reason: <strong>{errorReason(error.code)}</strong> })}
      </p>
      <p class="error-message">{shownSentence(error, { inSettings })}</p>
      <ErrorDetails error={error}>{children}</ErrorDetails>
      {(onRetry || toSettings) && (
        <p class="actions">
          {onRetry && (
            <button type="button" class="button" onClick={onRetry}>
              {t('list.error.retry')}
            </button>
          )}
          {toSettings && (
            <button type="button" class="button ghost" onClick={() => navigation.getState().go('settings')}>
              {t('list.error.openSettings')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

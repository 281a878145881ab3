// The line that says what a call is doing, shown on every screen, one state at a time: checking the
// number, the question before calling (a number flagged Do Not Call, or a single key's press), sending,
// sent, refused, failed. A failed call explains why and, when the phone system may have placed it anyway,
// says to check the phone first. It never offers to try again by itself: a call is placed only by a
// person pressing Call. A sent call offers Add a note: the note waits for the call's record, which
// the phone system writes only after the call, and joins it in History.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CallOutcome } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { callFailureHeadline, shownSentence } from '../format/errors';
import { displayPhoneNumber } from '../format/phone';
import { call, notes } from '../stores';
import type { CallState } from '../stores/call';
import { useStore } from '../stores/use-store';
import { CallQuestion } from './call-question';
import { Icon } from './icons';
import { NoteEditor } from './note-editor';
import { ErrorDetails } from './states';
import './call-status.css';

export function CallStatus() {
  const state = useStore(call, (s) => s);
  const { phase, number, outcome, error, dismiss } = state;
  if (phase === 'idle') return null;
  if (phase === 'confirming') return <CallQuestion state={state} />;

  const close = (
    <button type="button" class="icon-button" aria-label={t('call.dismiss')} onClick={dismiss}>
      <Icon name="close" size={16} />
    </button>
  );

  if ((phase === 'failed' || phase === 'refused') && error) {
    return (
      <div class="call-status failed" role="alert" data-code={error.code}>
        <Icon name="phone" />
        <div>
          <p class="call-headline">{callFailureHeadline(error)}</p>
          <p class="call-detail">{shownSentence(error)}</p>
          {phase === 'refused' && state.earlier && (
            <p class="call-detail">{t('call.earlier', { status: state.earlier.status })}</p>
          )}
          <ErrorDetails error={error} />
        </div>
        {close}
      </div>
    );
  }

  return (
    <div class={`call-status ${phase}`} role="status">
      <Icon name="phone" />
      <div>
        {phase === 'checking' && <p>{t('call.checking', { number: displayPhoneNumber(number) })}</p>}
        {phase === 'placing' && <p>{t('call.placing', { number: displayPhoneNumber(number) })}</p>}
        {phase === 'placed' && outcome && (
          <>
            <p class="call-headline">{t('call.placed', { extension: outcome.extension })}</p>
            {/* Says which extension to dial once connected, where there is one. */}
            <p class="call-detail">{outcome.status}</p>
            {state.source !== null && <DncLine state={state} />}
            {state.source !== null && state.outside && (
              <p class="call-detail">{t('localTime.calledAnyway')}</p>
            )}
          </>
        )}
      </div>
      {(phase === 'placed' || phase === 'failed') && close}
      {/* A line of its own, as wide as the status line: the editor needs the room. */}
      {phase === 'placed' && outcome?.placedId && <PlacedNote key={outcome.placedId} outcome={outcome} />}
    </div>
  );
}

/** What the Do Not Call check found, in words, under a sent call. */
function DncLine({ state }: { state: CallState }) {
  if (state.dnc === 'clear') return null;
  return (
    <p class="call-detail">{state.dnc === 'flagged' ? t('call.dncCalledAnyway') : t('call.dncUnchecked')}</p>
  );
}

/**
 * Add a note, under a sent call: the editor in the line, which stays while it is open (the status line's
 * lifetime waits for it), then that the note was kept and where it will be.
 */
function PlacedNote({ outcome }: { outcome: CallOutcome }) {
  const [mode, setMode] = useState<'closed' | 'writing' | 'kept'>('closed');
  const opener = useRef<HTMLButtonElement>(null);
  const writing = mode === 'writing';
  // The account's outcomes, read while Add a note is only offered: the editor opens with them.
  useEffect(() => void notes.getState().loadOutcomes(), []);
  useEffect(() => {
    if (!writing) return;
    call.getState().setWritingNote(true);
    return () => {
      if (call.getState().writingNote) call.getState().setWritingNote(false);
    };
  }, [writing]);

  if (mode === 'kept')
    return (
      <p class="placed-note">
        <strong>{t('noteUi.placed.kept')}</strong> {t('noteUi.placed.waits')}
      </p>
    );
  if (mode === 'closed')
    return (
      <p class="placed-note">
        <button ref={opener} type="button" class="button" onClick={() => setMode('writing')}>
          {t('noteUi.add')}
        </button>
      </p>
    );
  return (
    // What is typed is not news to read out: the status line's announcements stay with the call.
    <div class="placed-note placed-note-form" aria-live="off">
      <NoteEditor
        id="placed-note"
        label={t('noteUi.placed.label', { number: outcome.display })}
        start={null}
        rows={3}
        saveLabel={t('noteUi.editor.save')}
        failedLabel={t('noteUi.placed.failed')}
        save={async (text, outcomeId) => {
          const done = await notes.getState().notePlaced(outcome.placedId, text, outcomeId);
          if (!done.ok) return done.error;
          setMode('kept');
          return null;
        }}
        onCancel={() => {
          setMode('closed');
          setTimeout(() => opener.current?.focus(), 0);
        }}
      />
    </div>
  );
}

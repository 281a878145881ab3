// The line that says what a call is doing, shown on every screen, one state at a time: checking the
// number, the question before calling (a number flagged Do Not Call, or a single key's press), sending,
// sent, refused, failed. A failed call explains why and, when the phone system may have placed it anyway,
// says to check the phone first. It never offers to try again by itself: a call is placed only by a
// person pressing Call.
import { useRef } from 'preact/hooks';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { callFailureHeadline, shownSentence } from '../format/errors';
import { factsInWords } from '../format/lookup';
import { displayPhoneNumber } from '../format/phone';
import { call } from '../stores';
import type { CallState } from '../stores/call';
import { useStore } from '../stores/use-store';
import { Icon } from './icons';
import { cancelOnEscape, useQuestionFocus } from './question-focus';
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
          </>
        )}
      </div>
      {(phase === 'placed' || phase === 'failed') && close}
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
 * The second step before calling. For a number flagged Do Not Call the focus lands on Cancel, so Enter
 * does not call: calling takes Call anyway. Asked for a single key's press, the focus lands on Call and
 * Enter calls. Esc cancels either way, and the focus goes back where it was.
 */
function CallQuestion({ state }: { state: CallState }) {
  const { number, name, facts, dnc, confirm, cancel } = state;
  const flagged = dnc === 'flagged';
  const cancelButton = useRef<HTMLButtonElement>(null);
  const callButton = useRef<HTMLButtonElement>(null);
  useQuestionFocus(flagged ? cancelButton : callButton, flagged);

  const shown = displayPhoneNumber(number);
  const who =
    name && name !== number && name !== shown ? t('call.nameAndNumber', { name, number: shown }) : shown;
  const factsLine = facts ? factsInWords(facts).join(' · ') : '';
  return (
    // A non-modal question in the window's status line: a <dialog> would be modal or float apart from it.
    <div
      class={flagged ? 'call-status call-question dnc' : 'call-status call-question'}
      role="alertdialog"
      aria-labelledby="call-question-title"
      aria-describedby="call-question-detail"
      onKeyDown={cancelOnEscape(cancel)}
    >
      <Icon name={flagged ? 'warning' : 'phone'} />
      <div>
        <p id="call-question-title" class="call-headline">
          {flagged ? t('call.questionFlagged', { who }) : t('call.question', { who })}
        </p>
        <p id="call-question-detail" class="call-detail">
          {flagged
            ? t('call.questionFlaggedDetail')
            : dnc === 'clear'
              ? t('call.questionClearDetail')
              : t('call.questionUncheckedDetail')}
          {factsLine && ` ${t('call.questionFacts', { facts: factsLine })}`}
        </p>
        <div class="actions">
          <button ref={cancelButton} type="button" class="button" onClick={cancel}>
            {tParts('call.cancel', { key: <kbd>{t('call.escKey')}</kbd> })}
          </button>
          <button
            ref={callButton}
            type="button"
            class={flagged ? 'button danger' : 'button primary'}
            onClick={() => void confirm()}
          >
            <Icon name="phone" size={16} /> {flagged ? t('call.callAnyway') : t('call.call')}
          </button>
        </div>
      </div>
    </div>
  );
}

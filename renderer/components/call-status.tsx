// The line that says what a call is doing, shown on every screen, one state at a time: checking the
// number, the question before calling (a number flagged Do Not Call, or a single key's press), sending,
// sent, refused, failed. A failed call explains why and, when the phone system may have placed it anyway,
// says to check the phone first. It never offers to try again by itself: a call is placed only by a
// person pressing Call.
import { t } from '../../preload/shared/i18n/translate';
import { callFailureHeadline, shownSentence } from '../format/errors';
import { displayPhoneNumber } from '../format/phone';
import { call } from '../stores';
import type { CallState } from '../stores/call';
import { useStore } from '../stores/use-store';
import { CallQuestion } from './call-question';
import { Icon } from './icons';
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

// The line that says what a call is doing, shown on every screen. A failed call explains why and, when
// the phone system may have placed it anyway, says to check the phone first. It never offers to try
// again by itself: a call is placed only by a person pressing Call.
import { asSentence, callFailureHeadline } from '../format/errors';
import { call } from '../stores';
import { useStore } from '../stores/use-store';
import { Icon } from './icons';
import { ErrorDetails } from './states';
import './call-status.css';

export function CallStatus() {
  const { phase, number, outcome, error, dismiss } = useStore(call, (state) => state);
  if (phase === 'idle') return null;

  const close = (
    <button type="button" class="icon-button" aria-label="Dismiss call status" onClick={dismiss}>
      <Icon name="close" size={16} />
    </button>
  );

  if (phase === 'failed' && error) {
    return (
      <div class="call-status failed" role="alert" data-code={error.code}>
        <Icon name="phone" />
        <div>
          <p class="call-headline">{callFailureHeadline(error)}</p>
          <p class="call-detail">{asSentence(error.message)}</p>
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
        {phase === 'placing' && <p>Calling {number}…</p>}
        {phase === 'placed' && outcome && (
          <>
            {/* The status already says which extension to dial once connected. */}
            <p>{outcome.status}</p>
            {error && <p class="hint">{asSentence(error.message)}</p>}
          </>
        )}
      </div>
      {phase !== 'placing' && close}
    </div>
  );
}

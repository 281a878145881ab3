// The second step before calling, asked where the call was asked for: in the window's status line, or
// inside the quick-dial box. It reads the call's state and answers through it, so each window brings its
// own call store. It says the time where the number rings (an estimate from its area), and why a call
// outside the calling hours asks; a number may be both flagged Do Not Call and outside the hours.
import { useRef } from 'preact/hooks';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { localTimeInWords, outsideHoursInWords } from '../format/local-time';
import { factsInWords } from '../format/lookup';
import { displayPhoneNumber } from '../format/phone';
import type { CallState } from '../stores/call';
import { Icon } from './icons';
import { cancelOnEscape, useQuestionFocus } from './question-focus';
import './call-status.css';

/**
 * The second step before calling. For a number flagged Do Not Call, or a call outside the calling hours
 * where it rings, the focus lands on Cancel, so Enter does not call: calling takes Call anyway. Asked for
 * a single key's press, the focus lands on Call and Enter calls. Esc cancels either way, and the focus
 * goes back where it was.
 */
export function CallQuestion({ state }: { state: CallState }) {
  const { number, name, facts, dnc, localTime, outside, confirm, cancel } = state;
  const flagged = dnc === 'flagged';
  const careful = flagged || outside;
  const cancelButton = useRef<HTMLButtonElement>(null);
  const callButton = useRef<HTMLButtonElement>(null);
  useQuestionFocus(careful ? cancelButton : callButton, careful);

  const shown = displayPhoneNumber(number);
  const who =
    name && name !== number && name !== shown ? t('call.nameAndNumber', { name, number: shown }) : shown;
  // What the lookup found, then the time there where the reason does not say it (the place is a fact).
  const factsLine = [
    ...(facts ? factsInWords(facts) : []),
    ...(localTime && !outside ? [localTimeInWords(localTime, false)] : []),
  ].join(' · ');
  const title = flagged
    ? t('call.questionFlagged', { who })
    : outside
      ? t('localTime.question', { who })
      : t('call.question', { who });
  return (
    // A non-modal question in the window's status line: a <dialog> would be modal or float apart from it.
    <div
      class={careful ? 'call-status call-question dnc' : 'call-status call-question'}
      role="alertdialog"
      aria-labelledby="call-question-title"
      aria-describedby="call-question-detail"
      onKeyDown={cancelOnEscape(cancel)}
    >
      <Icon name={careful ? 'warning' : 'phone'} />
      <div>
        <p id="call-question-title" class="call-headline">
          {title}
        </p>
        <p id="call-question-detail" class="call-detail">
          {flagged && t('call.questionFlaggedDetail')}
          {flagged && outside && ' '}
          {outside && outsideHoursInWords(localTime)}
          {!careful && (dnc === 'clear' ? t('call.questionClearDetail') : t('call.questionUncheckedDetail'))}
          {factsLine && ` ${t('call.questionFacts', { facts: factsLine })}`}
        </p>
        <div class="actions">
          <button ref={cancelButton} type="button" class="button" onClick={cancel}>
            {tParts('call.cancel', { key: <kbd>{t('call.escKey')}</kbd> })}
          </button>
          <button
            ref={callButton}
            type="button"
            class={careful ? 'button danger' : 'button primary'}
            onClick={() => void confirm()}
          >
            <Icon name="phone" size={16} /> {careful ? t('call.callAnyway') : t('call.call')}
          </button>
        </div>
      </div>
    </div>
  );
}

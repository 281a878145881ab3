// "Which number?" in the status line, when the person calls a contact with several numbers usable here:
// each number with its label, the first focused; choosing one places one call through the call flow, Esc
// or Cancel places none, and the focus goes back where it was.
import { useRef } from 'preact/hooks';
import type { Contact } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { labelWord } from '../../preload/shared/number-labels';
import { usableNumbers } from '../format/contacts';
import { numberChoice } from '../stores';
import { useStore } from '../stores/use-store';
import { callContactNumber } from '../views/contact-actions';
import { Icon } from './icons';
import { cancelOnEscape, useQuestionFocus } from './question-focus';
import './number-choice.css';

export function NumberChoice() {
  const contact = useStore(numberChoice, (s) => s.contact);
  return contact ? <NumberQuestion key={contact.id} contact={contact} /> : null;
}

function NumberQuestion({ contact }: { contact: Contact }) {
  const first = useRef<HTMLButtonElement>(null);
  const close = numberChoice.getState().close;
  useQuestionFocus(first);
  return (
    // Non-modal, in the status line, as the question before a call is (call-status.tsx).
    <div
      class="call-status call-question number-choice"
      role="alertdialog"
      aria-labelledby="number-choice-title"
      onKeyDown={cancelOnEscape(close)}
    >
      <Icon name="phone" />
      <div>
        <p id="number-choice-title" class="call-headline">
          {tParts('people.choose.title', { name: <span translate={false}>{contact.name}</span> })}
        </p>
        <ul class="number-choices">
          {usableNumbers(contact).map((number, index) => (
            <li key={number.id}>
              <button
                ref={index === 0 ? first : undefined}
                type="button"
                class="button number-choice-button"
                onClick={() => void callContactNumber(contact, number)}
              >
                <Icon name="phone" size={16} />
                <span class="number-choice-label">{labelWord(number.label)}</span>
                <span class="number-choice-number" translate={false}>
                  {number.shown}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div class="actions">
          <button type="button" class="button" onClick={close}>
            {tParts('call.cancel', { key: <kbd>{t('call.escKey')}</kbd> })}
          </button>
        </div>
      </div>
    </div>
  );
}

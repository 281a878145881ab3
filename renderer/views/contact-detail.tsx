// A contact in People's detail pane: who, Call (which asks the number when there are several), Edit and
// Delete, then each number with its label: starred or not, called, looked up and copied. An extension of
// another account is shown with its account's name, and is neither called nor starred here.
import { useEffect, useId, useRef } from 'preact/hooks';
import type { Contact, ContactNumber } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { labelWord } from '../../preload/shared/number-labels';
import { CopyButton } from '../components/copy-button';
import { Icon } from '../components/icons';
import { usableNumbers } from '../format/contacts';
import { favourites } from '../stores';
import { useStore } from '../stores/use-store';
import { lookUpNumber, lookupUnavailable } from './actions';
import { callContact, callContactNumber } from './contact-actions';
import { DetailPane } from './list-screen';
import './contact-detail.css';

interface ContactDetailProps {
  contact: Contact;
  /** Edit has the focus as the pane shows (back from the editor). */
  focusEdit: boolean;
  onEdit(): void;
  onDelete(): void;
  onClose(): void;
}

export function ContactDetail({ contact, focusEdit, onEdit, onDelete, onClose }: ContactDetailProps) {
  const edit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) edit.current?.focus();
  }, [focusEdit]);
  const callable = usableNumbers(contact).length > 0;
  return (
    <DetailPane
      eyebrow={t('people.eyebrow')}
      title={<span translate={false}>{contact.name}</span>}
      onClose={onClose}
    >
      {contact.company && (
        <p class="contact-company" translate={false}>
          {contact.company}
        </p>
      )}
      <p class="actions">
        {callable && (
          <button type="button" class="button primary" onClick={() => callContact(contact)}>
            <Icon name="phone" size={16} /> {t('people.call')}
          </button>
        )}
        <button ref={edit} type="button" class="button" onClick={onEdit}>
          <Icon name="edit" size={16} /> {t('people.edit')}
        </button>
        <button type="button" class="button" onClick={onDelete}>
          <Icon name="delete" size={16} /> {t('people.delete')}
        </button>
      </p>
      <section class="contact-numbers-detail" aria-labelledby="contact-numbers-title">
        <h3 id="contact-numbers-title" class="eyebrow">
          {t('people.numbers')}
        </h3>
        {contact.numbers.length === 0 ? (
          <p class="muted">{t('people.noNumbers')}</p>
        ) : (
          <ul class="contact-number-list">
            {contact.numbers.map((number) => (
              <NumberItem key={number.id} contact={contact} number={number} />
            ))}
          </ul>
        )}
      </section>
      {contact.note && (
        <section class="contact-note" aria-labelledby="contact-note-title">
          <h3 id="contact-note-title" class="eyebrow">
            {t('people.note')}
          </h3>
          <p translate={false}>{contact.note}</p>
        </section>
      )}
    </DetailPane>
  );
}

function NumberItem({ contact, number }: { contact: Contact; number: ContactNumber }) {
  // Starred as main last listed the favourites: a star shows at once, before the contact is read again.
  const starred = useStore(favourites, (s) => s.favourites.some((f) => f.numberId === number.id));
  const reasonId = useId();
  const label = labelWord(number.label);
  const words = { label, number: number.shown };
  const noLookup = lookupUnavailable(number.number);
  return (
    <li class="contact-number">
      <div class="contact-number-head">
        <p>
          <span class="contact-number-label">{label}</span>{' '}
          <span class="contact-number-shown" translate={false}>
            {number.shown}
          </span>
        </p>
        {number.usable && (
          <button
            type="button"
            class="icon-button star"
            aria-pressed={starred}
            aria-label={t('people.star', words)}
            onClick={() => void favourites.getState().star(number.id, !starred)}
          >
            <Icon name="star" size={18} />
          </button>
        )}
      </div>
      {!number.usable && number.account && (
        <p class="hint">{t('people.otherAccount', { account: number.account.name })}</p>
      )}
      <div class="actions">
        {number.usable && (
          <button
            type="button"
            class="button primary"
            aria-label={t('people.callNumber', words)}
            onClick={() => void callContactNumber(contact, number)}
          >
            <Icon name="phone" size={16} /> {t('people.call')}
          </button>
        )}
        <button
          type="button"
          class="button"
          aria-label={t('people.lookUpNumber', words)}
          disabled={noLookup !== null}
          aria-describedby={noLookup ? reasonId : undefined}
          onClick={() => lookUpNumber(number.number)}
        >
          <Icon name="lookup" size={16} /> {t('lookup.lookUp')}
        </button>
        <CopyButton text={number.number} label={t('people.copyNumber', words)} />
      </div>
      {noLookup && (
        <p id={reasonId} class="hint">
          {noLookup}
        </p>
      )}
    </li>
  );
}

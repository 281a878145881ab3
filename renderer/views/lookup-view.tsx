// Number lookup: type or paste a number, see what the lookup service knows about it. A lookup may be
// charged, so it runs only when the person asks: main answers from its cache when it can, and says so,
// and Refresh asks the service again. As a name or digits are typed, people from the local history are
// suggested; moving to one (ArrowDown) and pressing Enter looks up their number. A result leads with the
// person (the name History knows) and the facts a desk acts on, in the words the confirmation window
// uses, with Save to contacts (the place as the contact's note) or Edit contact, and Open in CRM, and the
// time where it rings (an estimate, this lookup's state narrowing the area) with whether a call now falls
// outside the calling hours there; every field the service sent, known or not, is under All fields.
import { useEffect, useRef } from 'preact/hooks';
import type { LookupView as Answer, CalledPartyTime, PersonSuggestion } from '../../preload/contract';
import { MAX_SEARCH_TEXT } from '../../preload/shared/call-filter';
import { t } from '../../preload/shared/i18n/translate';
import { CopyButton } from '../components/copy-button';
import { CrmAction, CrmOutcome } from '../components/crm-action';
import { FieldList } from '../components/field-list';
import { Icon } from '../components/icons';
import { DoNotCallAlert } from '../components/lookup-facts';
import { PersonSuggestions, useSuggestionField } from '../components/person-suggestions';
import { Empty, ErrorState, Loading } from '../components/states';
import { type FieldRow, fieldRows, notProvided } from '../format/fields';
import { localTimeInWords, outsideHoursInWords } from '../format/local-time';
import {
  type LeadingFact,
  LOOKUP_FIELDS,
  leadingFacts,
  lookupFailure,
  lookupMayPassLater,
  numberAsWritten,
  placeInWords,
  unbroken,
} from '../format/lookup';
import { displayPhoneNumber } from '../format/phone';
import { timeAgo } from '../format/time';
import { crm, lookup, lookupSuggestions } from '../stores';
import { useStore } from '../stores/use-store';
import { callNumber } from './actions';
import { ContactButton } from './contact-button';
import { Screen } from './screen';
import './lookup-view.css';

/** Failures that may pass if tried again; a lookup that found nothing will find nothing again. */
const TRANSIENT = new Set(['unreachable', 'timeout', 'server-error', 'rate-limited']);

export function LookupView() {
  const { number, asked, load, view, setNumber } = useStore(lookup, (s) => s);
  const input = useRef<HTMLInputElement>(null);
  // Opening Lookup is for typing a number: the field has focus (after the screen's heading took it).
  useEffect(() => {
    input.current?.focus();
    return () => lookupSuggestions.getState().clear();
  }, []);
  const run = () => {
    // The lookup answers what was typed: the people suggested for it would cover the answer.
    lookupSuggestions.getState().clear();
    if (number.trim() !== '') void lookup.getState().lookup(number.trim());
  };
  const lookUpPerson = (person: PersonSuggestion) => {
    setNumber(person.number);
    void lookup.getState().lookup(person.number);
  };
  const combobox = useSuggestionField(lookupSuggestions, 'lookup-suggestion', lookUpPerson);
  const error = load.error && lookupFailure(load.error, asked);

  return (
    <Screen title={t('lookup.title')}>
      <form
        class="lookup-form"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <label class="field-label" for="lookup-number">
          {t('lookup.numberLabel')}
        </label>
        <div class="input-row">
          <input
            ref={input}
            id="lookup-number"
            class="input large"
            type="text"
            inputMode="tel"
            autoComplete="off"
            maxLength={MAX_SEARCH_TEXT}
            placeholder={t('lookup.numberPlaceholder')}
            aria-describedby="lookup-hint"
            value={number}
            onInput={(event) => {
              setNumber(event.currentTarget.value);
              void lookupSuggestions.getState().suggest(event.currentTarget.value);
            }}
            {...combobox}
          />
          <button
            type="submit"
            class="button primary"
            disabled={number.trim() === '' || load.status === 'loading'}
          >
            <Icon name="lookup" size={16} /> {t('lookup.lookUp')}
          </button>
        </div>
        <PersonSuggestions
          store={lookupSuggestions}
          id="lookup-suggestion"
          label={t('lookup.suggestionsLabel')}
          pick={lookUpPerson}
        />
        <p class="muted small" id="lookup-hint">
          {t('lookup.hint')}
        </p>
      </form>
      {load.status === 'loading' ? (
        <Loading label={t('lookup.loading', { number: numberAsWritten(asked) })} />
      ) : error ? (
        <ErrorState
          what={t('lookup.failed', { number: unbroken(numberAsWritten(asked)) })}
          error={error}
          onRetry={TRANSIENT.has(error.code) || lookupMayPassLater(error) ? run : undefined}
        >
          {error.lookup && (
            <dl class="lookup-reply" aria-label={t('lookup.replyLabel')}>
              <div>
                <dt>{t('lookup.replyCode')}</dt>
                <ReplyValue value={error.lookup.code} />
              </div>
              <div>
                <dt>{t('lookup.replyMessage')}</dt>
                <ReplyValue value={error.lookup.msg || null} />
              </div>
            </dl>
          )}
        </ErrorState>
      ) : view ? (
        <LookupResult key={`${view.tn}@${view.cachedAt}`} answer={view} />
      ) : (
        <Empty title={t('lookup.emptyTitle')}>{t('lookup.emptyText')}</Empty>
      )}
    </Screen>
  );
}

/** A value of the lookup service's reply, as it sent it, or "none". */
function ReplyValue({ value }: { value: string | number | null | undefined }) {
  const sent = value ?? null;
  return <dd translate={sent === null}>{sent ?? t('lookup.replyNone')}</dd>;
}

/**
 * The time where the number rings, and why it is an estimate; outside the calling hours, that a call now
 * would ask first.
 */
function LocalTime({ time }: { time: CalledPartyTime }) {
  const outside = time.verdict === 'outside';
  return (
    <div class={outside ? 'lookup-local-time outside' : 'lookup-local-time'}>
      <p>
        {outside && <Icon name="warning" size={16} />}
        <span>{outside ? outsideHoursInWords(time) : localTimeInWords(time)}</span>
      </p>
      {time.local && <p class="muted small">{t('localTime.estimate')}</p>}
    </div>
  );
}

/** A leading fact as a row of the field list: what the lookup did not say is "not provided", never "no". */
const factRow = ({ name, label, text, sent }: LeadingFact): FieldRow => ({
  name,
  label,
  text: text ?? notProvided(),
  raw: text ?? '',
  known: true,
  empty: text === null,
  data: text !== null && sent,
});

function LookupResult({ answer }: { answer: Answer }) {
  const { result, tn, cachedAt, facts, name, localTime } = answer;
  const holder = useStore(lookup, (s) => s.holder);
  const number = result.NUMBER ?? tn;
  const shown = displayPhoneNumber(number);
  return (
    <article class="card lookup-result" aria-label={t('lookup.resultLabel', { who: name ?? shown })}>
      <header class="card-header">
        <div class="lookup-who">
          <h2 translate={false}>{name ?? shown}</h2>
          {name && (
            <p class="muted">
              <span class="lookup-number" translate={false}>
                {shown}
              </span>{' '}
              · <span class="lookup-name-source">{t('lookup.nameSource')}</span>
            </p>
          )}
        </div>
        <div class="actions">
          <button type="button" class="button primary" onClick={() => callNumber(tn, 'lookup')}>
            <Icon name="phone" size={16} /> {t('lookup.call')}
          </button>
          <CopyButton text={number} />
          <ContactButton
            number={shown}
            contactId={holder?.id ?? null}
            name={name}
            note={placeInWords(facts)}
          />
          <CrmAction
            store={crm}
            place={`lookup:${tn}`}
            party={{ number: tn, name, callId: null, direction: null }}
            withOutcome={false}
          />
        </div>
      </header>
      <CrmOutcome store={crm} place={`lookup:${tn}`} />
      {facts.doNotCall && <DoNotCallAlert />}
      {localTime && <LocalTime time={localTime} />}
      <FieldList label={t('lookup.foundLabel')} rows={leadingFacts(result, facts).map(factRow)} />
      <div class="lookup-source">
        <p class="muted small" id="lookup-source">
          {cachedAt === null ? t('lookup.sourceFresh') : t('lookup.sourceCached', { ago: timeAgo(cachedAt) })}
        </p>
        <button
          type="button"
          class="button ghost"
          aria-describedby="lookup-source"
          onClick={() => lookup.getState().refresh()}
        >
          <Icon name="refresh" size={16} /> {t('lookup.refresh')}
        </button>
      </div>
      <details class="all-fields">
        <summary>{t('lookup.allFields')}</summary>
        <FieldList label={t('lookup.allFields')} rows={fieldRows(result, LOOKUP_FIELDS)} />
      </details>
    </article>
  );
}

// Number lookup: type or paste a number, see what the lookup service knows about it. A lookup may be
// charged, so it runs only when the person asks: main answers from its cache when it can, and says so,
// and Refresh asks the service again. As a name or digits are typed, people from the local history are
// suggested; moving to one (ArrowDown) and pressing Enter looks up their number.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LookupView as Answer, PersonSuggestion } from '../../preload/contract';
import { MAX_SEARCH_TEXT } from '../../preload/shared/call-filter';
import { FieldList } from '../components/field-list';
import { Icon } from '../components/icons';
import { PersonSuggestions, useSuggestionField } from '../components/person-suggestions';
import { Empty, ErrorState, Loading } from '../components/states';
import { fieldRows } from '../format/fields';
import { LOOKUP_FIELDS } from '../format/lookup';
import { displayPhoneNumber } from '../format/phone';
import { timeAgo } from '../format/time';
import { lookup, lookupSuggestions } from '../stores';
import { useStore } from '../stores/use-store';
import { callNumber } from './actions';
import { Screen } from './screen';
import './lookup-view.css';

/** Failures that may pass if tried again; a lookup that found nothing will find nothing again. */
const TRANSIENT = new Set(['unreachable', 'timeout', 'server-error', 'rate-limited']);

export function LookupView() {
  const { number, load, view, setNumber } = useStore(lookup, (s) => s);
  const input = useRef<HTMLInputElement>(null);
  // Opening Lookup is for typing a number: the field has focus (after the screen's heading took it).
  useEffect(() => {
    input.current?.focus();
    return () => lookupSuggestions.getState().clear();
  }, []);
  const run = () => {
    if (number.trim() !== '') void lookup.getState().lookup(number.trim());
  };
  const lookUpPerson = (person: PersonSuggestion) => {
    setNumber(person.number);
    void lookup.getState().lookup(person.number);
  };
  const combobox = useSuggestionField(lookupSuggestions, 'lookup-suggestion', lookUpPerson);

  return (
    <Screen title="Number lookup">
      <form
        class="lookup-form"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <label class="field-label" for="lookup-number">
          Number
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
            placeholder="Type or paste a number, e.g. (555) 555-0123"
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
            <Icon name="lookup" size={16} /> Look up
          </button>
        </div>
        <PersonSuggestions
          store={lookupSuggestions}
          id="lookup-suggestion"
          label="People from call history"
          pick={lookUpPerson}
        />
        <p class="muted small">
          Lookups may be charged by your provider. A number looked up lately is answered from the cache, free.
        </p>
      </form>
      {load.status === 'loading' ? (
        <Loading label={`Looking up ${number}…`} />
      ) : load.error ? (
        <ErrorState
          what={`Couldn't look up ${number}`}
          error={load.error}
          onRetry={TRANSIENT.has(load.error.code) ? run : undefined}
        >
          {load.error.lookup && (
            <dl class="lookup-reply" aria-label="Lookup service reply">
              <div>
                <dt>Code</dt>
                <dd>{load.error.lookup.code ?? 'none'}</dd>
              </div>
              <div>
                <dt>Message</dt>
                <dd>{load.error.lookup.msg || 'none'}</dd>
              </div>
            </dl>
          )}
        </ErrorState>
      ) : view ? (
        <LookupResult key={`${view.tn}@${view.cachedAt}`} answer={view} />
      ) : (
        <Empty title="Look up a number">See its carrier, line type, location and routing number.</Empty>
      )}
    </Screen>
  );
}

function LookupResult({ answer }: { answer: Answer }) {
  const { result, tn, cachedAt } = answer;
  const number = result.NUMBER ?? tn;
  const place = [result.CITY, result.STATE].filter(Boolean).join(', ');
  const summary = [place, result.LINETYPE, result.LEC].filter(Boolean).join(' · ');
  return (
    <article class="card lookup-result" aria-label={`Lookup result for ${tn}`}>
      <header class="card-header">
        <div>
          <h2>{displayPhoneNumber(number)}</h2>
          {summary && <p class="muted">{summary}</p>}
        </div>
        <div class="actions">
          <button type="button" class="button primary" onClick={() => callNumber(tn, 'lookup')}>
            <Icon name="phone" size={16} /> Call
          </button>
          <CopyButton text={number} />
        </div>
      </header>
      <div class="lookup-source">
        <p class="muted small" id="lookup-source">
          {cachedAt === null ? 'Looked up just now.' : `From cache, looked up ${timeAgo(cachedAt)}.`} Refresh
          is a new lookup and may be charged.
        </p>
        <button
          type="button"
          class="button ghost"
          aria-describedby="lookup-source"
          onClick={() => lookup.getState().refresh()}
        >
          <Icon name="refresh" size={16} /> Refresh
        </button>
      </div>
      <FieldList label="Lookup result" rows={fieldRows(result, LOOKUP_FIELDS)} />
    </article>
  );
}

/** Copies the number to the clipboard (the shell grants the app's own page that one permission). */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <>
      <button type="button" class="button" onClick={copy}>
        <Icon name="copy" size={16} /> Copy
      </button>
      {copied && (
        <span class={copied === 'copied' ? 'saved small' : 'field-error'} role="status">
          {copied === 'copied' ? 'Copied' : "Couldn't copy"}
        </span>
      )}
    </>
  );
}

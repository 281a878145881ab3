// The quick-dial box: one field that finds people (favourites, contacts, the directory, the call history)
// and reads the text as a number, a list under it, and the question before calling where one is needed.
// The field is a combobox that keeps the focus: ↑/↓ choose, Enter calls, Shift+Enter looks up, Ctrl+C
// (⌘C) copies the highlighted number when nothing is selected in the field, Esc closes. A call goes
// through the box's own call store as an in-window call (source 'quick-dial'); main hides the box once
// the phone system has answered and tells the outcome in a notification.
import type { DialdeskApi, PersonSuggestion } from '../../preload/contract';
import { MAX_SEARCH_TEXT } from '../../preload/shared/call-filter';
import { t } from '../../preload/shared/i18n/translate';
import { labelWord } from '../../preload/shared/number-labels';
import { CallQuestion } from '../components/call-question';
import { Icon } from '../components/icons';
import { Party } from '../components/party';
import { localTimeShort } from '../format/local-time';
import { displayPhoneNumber } from '../format/phone';
import { timeAgo } from '../format/time';
import type { CallStore } from '../stores/call';
import {
  enterWithoutHighlight,
  entriesOf,
  type QuickDialEntry,
  type QuickDialStore,
  type TypedNumber,
} from '../stores/quick-dial';
import { useStore } from '../stores/use-store';
// A row as the dial pad's suggestions draw theirs.
import '../components/person-suggestions.css';
import './quick-dial-view.css';

const LIST_ID = 'quick-dial-list';
const optionId = (index: number) => `quick-dial-${index}`;

/** The number an entry calls, as it is sent: the typed text, or the person's number as its source holds it. */
const numberOf = (entry: QuickDialEntry) =>
  entry.kind === 'typed' ? entry.typed.number : entry.person.number;

function dncWords(typed: TypedNumber): string {
  if (typed.facts === null) return t('quickDial.dncUnchecked');
  return typed.facts.doNotCall ? t('quickDial.dncFlagged') : t('quickDial.dncClear');
}

/** What main knows of the typed number before it is called: its Do Not Call verdict and the time there. */
const typedWords = (typed: TypedNumber): string =>
  [dncWords(typed), typed.localTime && localTimeShort(typed.localTime)].filter(Boolean).join(' · ');

/** Whether the typed number's line warns: flagged Do Not Call, or outside the calling hours now. */
const typedWarns = (typed: TypedNumber | undefined): boolean =>
  typed?.facts?.doNotCall === true || typed?.localTime?.verdict === 'outside';

/** What the person's number is, and when it was last called: "Favourite · Mobile · last call yesterday". */
function personNotes(person: PersonSuggestion, now: number): string {
  return [
    person.favourite && t('quickDial.favourite'),
    person.contact && labelWord(person.contact.label),
    person.source === 'directory' && t('quickDial.directory'),
    person.lastCallEpoch > 0 && t('dialpad.lastCall', { ago: timeAgo(person.lastCallEpoch * 1000, now) }),
  ]
    .filter(Boolean)
    .join(' · ');
}

function EntryLines({ entry, now }: { entry: QuickDialEntry; now: number }) {
  if (entry.kind === 'typed') {
    const { typed } = entry;
    // As main will dial it: its display form, and the digits the phone system is sent.
    const dials = typed.plan
      ? t('quickDial.dials', { number: typed.plan.destination })
      : t('quickDial.typedNumber');
    return (
      <>
        <span class="quick-dial-name">{typed.plan?.display ?? typed.number}</span>
        <span class={typedWarns(typed) ? 'quick-dial-note flagged' : 'quick-dial-note'}>
          {dials} · {typedWords(typed)}
        </span>
      </>
    );
  }
  const { person, typed } = entry;
  const notes = [personNotes(person, now), typed && typedWords(typed)].filter(Boolean).join(' · ');
  return (
    <>
      <Party name={person.name || null} shown={displayPhoneNumber(person.number)} />
      {notes && (
        <span class={typedWarns(typed) ? 'quick-dial-note flagged' : 'quick-dial-note'}>{notes}</span>
      )}
    </>
  );
}

export interface QuickDialViewProps {
  store: QuickDialStore;
  call: CallStore;
  api: Pick<DialdeskApi, 'closeQuickDial'>;
}

export function QuickDialView({ store, call, api }: QuickDialViewProps) {
  const state = useStore(store, (s) => s);
  const callState = useStore(call, (s) => s);
  const entries = entriesOf(state);
  const { text, active, account, results, said, say } = state;
  const searched = results !== null && results.text === text.trim();
  const now = Date.now();

  const place = (entry: QuickDialEntry) => {
    const name = entry.kind === 'person' ? entry.person.name || null : null;
    void call.getState().place(numberOf(entry), 'quick-dial', { name });
  };
  const chosen = () => (active >= 0 ? (entries[active] ?? null) : null);

  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.currentTarget as HTMLInputElement;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      store.getState().move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // One call per showing of the box: a repeat while the first Enter's call is under way, or after it
      // (main hides the box then), does nothing. The box shown again starts afresh.
      if (call.getState().phase !== 'idle') return;
      const entry = chosen() ?? (event.shiftKey ? (entries[0] ?? null) : enterWithoutHighlight(state));
      if (!entry) return;
      if (event.shiftKey) void api.closeQuickDial({ lookUp: numberOf(entry) });
      else place(entry);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      void api.closeQuickDial({});
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c') {
      const entry = chosen();
      // Text selected in the field is the field's to copy.
      if (!entry || field.selectionStart !== field.selectionEnd) return;
      event.preventDefault();
      const number = numberOf(entry);
      navigator.clipboard.writeText(number).then(
        () => say(t('quickDial.copied', { number: displayPhoneNumber(number) })),
        () => say(t('lookup.copyFailed')),
      );
    }
  };

  const count = entries.length;
  return (
    <div class="quick-dial">
      <div class="quick-dial-field">
        <Icon name="phone" />
        <input
          // The box opens to type in: the field has the focus at once, as a launcher's does.
          // biome-ignore lint/a11y/noAutofocus: the window is this field; it is opened to type in it.
          autoFocus
          type="text"
          role="combobox"
          aria-label={t('quickDial.field')}
          placeholder={t('quickDial.field')}
          aria-autocomplete="list"
          aria-expanded={count > 0}
          aria-controls={LIST_ID}
          aria-activedescendant={active >= 0 && active < count ? optionId(active) : undefined}
          autoComplete="off"
          spellcheck={false}
          maxLength={MAX_SEARCH_TEXT}
          value={text}
          disabled={callState.phase === 'confirming'}
          onInput={(event) => void store.getState().type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      {account && <p class="quick-dial-account">{t('quickDial.account', { account: account.name })}</p>}
      {callState.phase === 'confirming' && <CallQuestion state={callState} />}
      <p class="visually-hidden" role="status">
        {said ??
          (text.trim() === ''
            ? ''
            : count > 0
              ? t('quickDial.results', { count })
              : searched
                ? t('quickDial.noResults')
                : '')}
      </p>
      {count > 0 ? (
        <div id={LIST_ID} class="quick-dial-list" role="listbox" aria-label={t('quickDial.field')}>
          {entries.map((entry, index) => (
            // The field keeps the focus (aria-activedescendant) and its keys choose; a click calls.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys
            <div
              key={entry.kind === 'typed' ? 'typed' : `${entry.person.number}-${entry.person.name}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              class={index === active ? 'suggestion active' : 'suggestion'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => place(entry)}
            >
              <EntryLines entry={entry} now={now} />
            </div>
          ))}
        </div>
      ) : (
        searched && <p class="quick-dial-empty">{t('quickDial.noResults')}</p>
      )}
      {/* Shown for the eye; the status above says it to a screen reader. */}
      {said && (
        <p class="quick-dial-said" aria-hidden="true">
          {said}
        </p>
      )}
      <p class="quick-dial-keys">{t('quickDial.keys')}</p>
    </div>
  );
}

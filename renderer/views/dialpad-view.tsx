// The in-app dial pad: type, paste or click a number, then Call; or call a favourite, or a recent number
// again, with one click. Main finds the number in whatever was entered and formats it for the phone system; the status
// line then says what happens next. As a name or digits are typed, people from the local history are
// suggested: Enter calls what was typed unless the person moved to a suggestion (ArrowDown), which Enter
// then calls, once, as the phone system recorded its number. A name with no digits is not a number:
// Enter calls the one person it matches, and with several asks the person to choose.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PersonSuggestion } from '../../preload/contract';
import { MAX_SEARCH_TEXT } from '../../preload/shared/call-filter';
import { t } from '../../preload/shared/i18n/translate';
import { Icon } from '../components/icons';
import { PersonSuggestions, useSuggestionField } from '../components/person-suggestions';
import { timeAgo } from '../format/time';
import { call, dialSuggestions } from '../stores';
import { useStore } from '../stores/use-store';
import { FavouriteList } from './favourite-list';
import { Screen } from './screen';
import './dialpad-view.css';

const KEYS: [string, string][] = [
  ['1', ''],
  ['2', 'ABC'],
  ['3', 'DEF'],
  ['4', 'GHI'],
  ['5', 'JKL'],
  ['6', 'MNO'],
  ['7', 'PQRS'],
  ['8', 'TUV'],
  ['9', 'WXYZ'],
  ['*', ''],
  ['0', '+'],
  ['#', ''],
];

export function DialpadView() {
  const draft = useStore(call, (s) => s.draft);
  // Checking, asking or sending: the Call button waits for that call.
  const placing = useStore(call, (s) => ['checking', 'confirming', 'placing'].includes(s.phase));
  const [choose, setChoose] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { setDraft, place } = call.getState();
  const type = (text: string) => {
    setDraft(text);
    setChoose(null);
    void dialSuggestions.getState().suggest(text);
  };
  const callPerson = (person: PersonSuggestion) => {
    // The typed text is done with: a second Enter finds nothing to dial.
    setDraft('');
    // A contact's number is dialled as the person typed it; History's as the phone system recorded it.
    void place(person.number, person.contact ? 'people' : 'history');
  };
  const combobox = useSuggestionField(dialSuggestions, 'dial-suggestion', callPerson);

  useEffect(() => {
    input.current?.focus();
    void call.getState().loadRecent();
    return () => dialSuggestions.getState().clear();
  }, []);

  const submit = async (text: string) => {
    if (text === '') return;
    if (/\d/.test(text)) return place(text, 'dialpad');
    // A name: the people it matches now (an answer for older text may still be on show).
    const suggestions = dialSuggestions.getState();
    await suggestions.suggest(text);
    const { people } = dialSuggestions.getState();
    const only = people.length === 1 ? people[0] : undefined;
    if (only) return callPerson(only);
    setChoose(
      people.length === 0
        ? t('dialpad.noOneNamed', { name: text })
        : t('dialpad.manyNamed', { count: people.length, name: text }),
    );
  };

  const press = (key: string) => {
    type(draft + key);
    input.current?.focus();
  };

  return (
    <Screen title={t('dialpad.title')}>
      <FavouriteList arrange={false} />
      <div class="dialpad-screen">
        <form
          class="dialpad"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(draft.trim());
          }}
        >
          <div class="dial-display">
            <input
              ref={input}
              class="dial-input"
              type="tel"
              aria-label={t('dialpad.numberLabel')}
              placeholder={t('dialpad.numberPlaceholder')}
              autoComplete="off"
              maxLength={MAX_SEARCH_TEXT}
              value={draft}
              onInput={(event) => type(event.currentTarget.value)}
              {...combobox}
            />
            <button
              type="button"
              class="icon-button"
              aria-label={t('dialpad.backspace')}
              disabled={draft === ''}
              onClick={() => {
                type(draft.slice(0, -1));
                input.current?.focus();
              }}
            >
              <Icon name="backspace" />
            </button>
          </div>
          <PersonSuggestions
            store={dialSuggestions}
            id="dial-suggestion"
            label={t('dialpad.suggestionsLabel')}
            pick={callPerson}
          />
          {choose && (
            <p class="hint dial-choose" role="status">
              {choose}
            </p>
          )}
          <fieldset class="keypad">
            <legend class="visually-hidden">{t('dialpad.keypad')}</legend>
            {KEYS.map(([key, letters]) => (
              // The digit is the key's name; its letters are decoration (aria-hidden), as on a phone, and
              // the same in every language (ITU E.161).
              <button key={key} type="button" class="key" translate={false} onClick={() => press(key)}>
                <span class="key-digit">{key}</span>
                <span class="key-letters" aria-hidden="true">
                  {letters}
                </span>
              </button>
            ))}
          </fieldset>
          <button type="submit" class="button call" disabled={draft.trim() === '' || placing}>
            <Icon name="phone" /> {placing ? t('dialpad.calling') : t('dialpad.call')}
          </button>
          <p class="muted small center">{t('dialpad.hint')}</p>
        </form>
        <RecentCalls />
      </div>
    </Screen>
  );
}

/** The last numbers called (from anywhere: dial pad, history, a link), newest first. */
function RecentCalls() {
  const recent = useStore(call, (s) => s.recent);
  const placing = useStore(call, (s) => s.phase === 'placing');
  if (recent.length === 0) return null;
  return (
    <section class="recent-calls" aria-labelledby="recent-title">
      <h2 id="recent-title" class="eyebrow">
        {t('dialpad.recent')}
      </h2>
      <ul>
        {recent.map((entry) => (
          <li key={entry.number}>
            <button
              type="button"
              class="call-row recent-call"
              aria-label={t('dialpad.callAgain', { number: entry.display })}
              disabled={placing}
              onClick={() => call.getState().place(entry.number, 'dialpad')}
            >
              <Icon name="phone" size={16} />
              <span class="recent-number" translate={false}>
                {entry.display}
              </span>
              <span class="muted small" translate={false}>
                {timeAgo(entry.at)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The suggestions under a number field (dial pad, lookup): a listbox the field controls as a combobox.
// ArrowDown moves into it, ArrowUp back towards the field, Escape closes it; Enter on a highlighted person
// picks them (once: the list closes), Enter without a highlight is left to the field's form.
import type { PersonSuggestion } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { labelWord } from '../../preload/shared/number-labels';
import { displayPhoneNumber } from '../format/phone';
import { timeAgo } from '../format/time';
import type { SuggestionsStore } from '../stores/suggestions';
import { useStore } from '../stores/use-store';
import { Party } from './party';
import './person-suggestions.css';

/** The combobox attributes and key handling for the field the suggestions belong to. */
export function useSuggestionField(
  store: SuggestionsStore,
  id: string,
  pick: (person: PersonSuggestion) => void,
) {
  const open = useStore(store, (s) => s.people.length > 0);
  const active = useStore(store, (s) => s.active);
  return {
    role: 'combobox',
    // Preact's types ask an input with this role for a datalist; the list is this listbox (aria-controls).
    list: undefined,
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': `${id}-list`,
    'aria-activedescendant': open && active >= 0 ? `${id}-${active}` : undefined,
    onKeyDown(event: KeyboardEvent) {
      const state = store.getState();
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (state.people.length === 0) return;
        event.preventDefault();
        state.move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Escape' && state.people.length > 0) {
        event.preventDefault();
        state.clear();
      } else if (event.key === 'Enter' && state.active >= 0) {
        const person = state.people[state.active];
        event.preventDefault();
        state.clear();
        if (person) pick(person);
      }
    },
  } as const;
}

/**
 * "Dana Whitfield" over "(555) 555-0123", then the number's label for a contact's ("Mobile") and
 * "last call yesterday" for a number the local history holds.
 */
function PersonOption({ person, now }: { person: PersonSuggestion; now: number }) {
  const notes = [
    person.contact && labelWord(person.contact.label),
    person.lastCallEpoch > 0 && t('dialpad.lastCall', { ago: timeAgo(person.lastCallEpoch * 1000, now) }),
  ].filter(Boolean);
  return (
    <>
      <Party name={person.name || null} shown={displayPhoneNumber(person.number)} />
      {notes.length > 0 && <span class="muted small">{notes.join(' · ')}</span>}
    </>
  );
}

export function PersonSuggestions({
  store,
  id,
  label,
  pick,
}: {
  store: SuggestionsStore;
  id: string;
  label: string;
  pick(person: PersonSuggestion): void;
}) {
  const { people, active } = useStore(store, (s) => s);
  if (people.length === 0) return null;
  const now = Date.now();
  return (
    <div id={`${id}-list`} class="suggestions" role="listbox" aria-label={label}>
      {people.map((person, i) => (
        // The field keeps focus (aria-activedescendant) and its keys choose; a click picks without taking it.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (useSuggestionField)
        <div
          key={`${person.number}-${person.name}`}
          id={`${id}-${i}`}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          aria-posinset={i + 1}
          aria-setsize={people.length}
          class={i === active ? 'suggestion active' : 'suggestion'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            store.getState().clear();
            pick(person);
          }}
        >
          <PersonOption person={person} now={now} />
        </div>
      ))}
    </div>
  );
}

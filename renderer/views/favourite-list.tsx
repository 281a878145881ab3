// The favourites in the person's order, at the top of People and of the dial pad: a click calls the
// number through the call flow. On People (`arrange`) each can be moved up or down, with its buttons or
// Alt+↑ and Alt+↓ on any of its buttons; the focus stays on what was pressed and a screen reader hears
// where the favourite is now. The dial pad shows them compactly, a name and a label each.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Favourite } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { labelWord } from '../../preload/shared/number-labels';
import { Icon } from '../components/icons';
import { ErrorState } from '../components/states';
import { favourites } from '../stores';
import { useStore } from '../stores/use-store';
import { callNumber } from './actions';
import './favourite-list.css';

/** Which of a favourite's buttons had the focus when it moved: it is focused again where it landed. */
type Control = 'call' | 'up' | 'down';

/** Alt+↑ one place up, Alt+↓ one place down; any other key is not a move. */
const stepOf = (event: KeyboardEvent): -1 | 1 | null =>
  !event.altKey || event.ctrlKey || event.metaKey
    ? null
    : event.key === 'ArrowUp'
      ? -1
      : event.key === 'ArrowDown'
        ? 1
        : null;

export function FavouriteList({ arrange }: { arrange: boolean }) {
  const list = useStore(favourites, (s) => s.favourites);
  const problem = useStore(favourites, (s) => s.problem);
  const [moved, setMoved] = useState<{ numberId: string; control: Control } | null>(null);
  const [said, setSaid] = useState('');
  const listElement = useRef<HTMLUListElement>(null);

  // A moved item's buttons are moved in the DOM, which takes the focus from them: it is given back.
  useLayoutEffect(() => {
    if (!moved) return;
    const item = listElement.current?.querySelector(`[data-favourite="${moved.numberId}"]`);
    const pressed = item?.querySelector<HTMLButtonElement>(`[data-control="${moved.control}"]`);
    const target =
      pressed && !pressed.disabled ? pressed : item?.querySelector<HTMLElement>('[data-control="call"]');
    target?.focus();
    // Once: an answer from main later (the same order) must not take the focus back from elsewhere.
    setMoved(null);
  }, [moved]);

  if (list.length === 0 && !problem) return null;
  // The keys move a favourite on People, where there are two or more to order.
  const hinted = arrange && list.length > 1;

  const move = (favourite: Favourite, step: -1 | 1, control: Control) => {
    const to = list.indexOf(favourite) + step;
    if (to < 0 || to >= list.length) return;
    setMoved({ numberId: favourite.numberId, control });
    setSaid(
      t('people.favourites.moved', {
        name: favourite.name,
        label: labelWord(favourite.label),
        position: to + 1,
        total: list.length,
      }),
    );
    void favourites.getState().move(favourite.numberId, step);
  };
  const keys = (favourite: Favourite, control: Control) => (event: KeyboardEvent) => {
    const step = stepOf(event);
    if (!arrange || step === null) return;
    event.preventDefault();
    move(favourite, step, control);
  };

  return (
    <section class={arrange ? 'favourites' : 'favourites compact'} aria-labelledby="favourites-title">
      <h2 id="favourites-title" class="eyebrow">
        {t('people.favourites.title')}
      </h2>
      {problem && (
        <ErrorState
          compact
          what={
            problem.step === 'star' ? t('people.favourites.starFailed') : t('people.favourites.orderFailed')
          }
          error={problem.error}
        />
      )}
      <ul ref={listElement}>
        {list.map((favourite, index) => (
          <li key={favourite.numberId} class="favourite" data-favourite={favourite.numberId}>
            <button
              type="button"
              class="call-row favourite-call"
              data-control="call"
              aria-describedby={hinted ? 'favourites-keys' : undefined}
              onClick={() => void callNumber(favourite.number, 'people', { name: favourite.name })}
              onKeyDown={keys(favourite, 'call')}
            >
              {/* Its name is what it shows, after the word for what it does. */}
              <span class="visually-hidden">{t('people.call')} </span>
              <Icon name="star" size={16} />
              <span class="favourite-who">
                <span class="favourite-name" translate={false}>
                  {favourite.name}
                </span>
                <span class="favourite-number">
                  {labelWord(favourite.label)}{' '}
                  {/* On the dial pad the number is only read out: the name and label say whom it calls. */}
                  <span translate={false} class={arrange ? undefined : 'visually-hidden'}>
                    {favourite.shown}
                  </span>
                </span>
              </span>
            </button>
            {arrange && (
              <>
                <MoveButton
                  control="up"
                  favourite={favourite}
                  disabled={index === 0}
                  onClick={() => move(favourite, -1, 'up')}
                  onKeyDown={keys(favourite, 'up')}
                />
                <MoveButton
                  control="down"
                  favourite={favourite}
                  disabled={index === list.length - 1}
                  onClick={() => move(favourite, 1, 'down')}
                  onKeyDown={keys(favourite, 'down')}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      {hinted && (
        <p id="favourites-keys" class="keys-hint">
          {tParts('people.favourites.keys', {
            up: <kbd translate={false}>Alt+↑</kbd>,
            down: <kbd translate={false}>Alt+↓</kbd>,
          })}
        </p>
      )}
      <p class="visually-hidden" role="status">
        {said}
      </p>
    </section>
  );
}

function MoveButton({
  control,
  favourite,
  disabled,
  onClick,
  onKeyDown,
}: {
  control: 'up' | 'down';
  favourite: Favourite;
  disabled: boolean;
  onClick(): void;
  onKeyDown(event: KeyboardEvent): void;
}) {
  const words = { name: favourite.name, label: labelWord(favourite.label) };
  return (
    <button
      type="button"
      class="icon-button"
      data-control={control}
      aria-label={
        control === 'up' ? t('people.favourites.moveUp', words) : t('people.favourites.moveDown', words)
      }
      disabled={disabled}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <Icon name={control === 'up' ? 'arrow-up' : 'arrow-down'} size={16} />
    </button>
  );
}

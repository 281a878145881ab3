// A list's filters on a narrow list panel (under 600 px: a companion window, or a list beside a detail):
// the search stays, and the other filters fold under a Filters button that says how many of them are in
// use, so the rows start high in the window. On a wider panel every filter shows in one row and the
// button is not there (filter-fold.css). History and Recordings share it.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { formatNumber, t } from '../../preload/shared/i18n/translate';
import './filter-fold.css';

interface FilterFoldProps {
  /** The id of the folded filters, for the button's aria-controls. */
  id: string;
  /** The search, which never folds. */
  search: ComponentChildren;
  /** How many of the folded filters narrow the list (a kind of call, some days). */
  active: number;
  children: ComponentChildren;
}

export function FilterFold({ id, search, active, children }: FilterFoldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {search}
      <button
        type="button"
        class="button filter-toggle"
        // Read out as it is seen, the count in words: "Filters, 2 in use".
        aria-label={active > 0 ? t('list.filtersInUse', { count: active }) : undefined}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('list.filters')}
        {active > 0 && (
          <span class="filter-count" aria-hidden="true" translate={false}>
            {formatNumber(active)}
          </span>
        )}
        <span class="filter-chevron" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={id} class={open ? 'filter-more open' : 'filter-more'}>
        {children}
      </div>
    </>
  );
}

// The history header's filters, under its title (Refresh and Export CSV… sit beside it): the search,
// which calls to show, and the days. With the local copy the search covers every stored call;
// without it, it narrows the loaded rows, and its label says so. On a narrow list panel the kind of
// call and the days fold under a Filters button that counts those in use (filter-fold.tsx).
import type { CallKind } from '../../preload/shared/call-filter';
import { t, type WordKey } from '../../preload/shared/i18n/translate';
import { DateRange } from '../components/date-range';
import { FilterFold } from '../components/filter-fold';
import { SearchBox } from '../components/search-box';
import { history } from '../stores';
import { useStore } from '../stores/use-store';

const KINDS: [CallKind, WordKey][] = [
  ['all', 'history.kind.all'],
  ['missed', 'history.kind.missed'],
  ['inbound', 'history.kind.inbound'],
  ['outbound', 'history.kind.outbound'],
  ['local', 'history.kind.local'],
];

export function HistoryFilters() {
  const filter = useStore(history, (s) => s.filter);
  const kind = useStore(history, (s) => s.kind);
  const range = useStore(history, (s) => s.range);
  const local = useStore(history, (s) => s.local);

  return (
    <FilterFold
      id="history-more-filters"
      active={(kind === 'all' ? 0 : 1) + (range ? 1 : 0)}
      search={
        <SearchBox
          placeholder={t('history.search.placeholder')}
          label={local ? t('history.search.local') : t('history.search.loaded')}
          value={filter}
          onInput={(text) => void history.getState().setFilter(text)}
        />
      }
    >
      <select
        class="input"
        aria-label={t('history.kind.label')}
        value={kind}
        onChange={(event) => void history.getState().setKind(event.currentTarget.value as CallKind)}
      >
        {KINDS.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
      <DateRange value={range} onChange={(span) => void history.getState().setRange(span)} />
    </FilterFold>
  );
}

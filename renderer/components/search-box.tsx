// The search over a list's rows: its words narrow them by the one search rule (call-filter), every word
// to be found, and it takes no more text than that rule reads.
import { MAX_SEARCH_TEXT } from '../../preload/shared/call-filter';
import './search-box.css';

interface SearchBoxProps {
  /** What it searches, as read out: "Search loaded recordings by name, number or transcription". */
  label: string;
  /**
   * What to type, short enough to show whole beside the Filters button at 360 px ("Name or number"):
   * the label says the rest.
   */
  placeholder: string;
  value: string;
  onInput(text: string): void;
}

export function SearchBox({ label, placeholder, value, onInput }: SearchBoxProps) {
  return (
    <input
      type="search"
      class="input filter"
      placeholder={placeholder}
      aria-label={label}
      maxLength={MAX_SEARCH_TEXT}
      value={value}
      onInput={(event) => onInput(event.currentTarget.value)}
    />
  );
}

// What a lookup says about a number before it is called: line type, carrier and place, and a warning
// that cannot be missed when the lookup flagged it do-not-call. The confirmation window, History's
// detail and Lookup say these in the same words (format/lookup.ts).
import type { LookupFacts as Facts } from '../../preload/contract';
import { factsInWords } from '../format/lookup';
import { Icon } from './icons';
import './lookup-facts.css';

export function LookupFacts({ facts }: { facts: Facts }) {
  const words = factsInWords(facts);
  return (
    <>
      <p class="facts-line">{words.length > 0 ? words.join(' · ') : 'The lookup found no line details.'}</p>
      {facts.doNotCall && <DoNotCallAlert />}
    </>
  );
}

/** The lookup flagged the number do-not-call: said before anything else about calling it. */
export function DoNotCallAlert() {
  return (
    <p class="dnc" role="alert">
      <Icon name="warning" size={16} />
      <span>
        <strong>Do Not Call:</strong> the lookup flags this number.
      </span>
    </p>
  );
}

// What a lookup says about a number before it is called: line type, carrier and place, and a warning
// that cannot be missed when the lookup flagged it do-not-call; and the time where it rings, with a
// warning as hard to miss when a call now falls outside the account's calling hours there. The
// confirmation window, History's detail and Lookup say these in the same words (format/lookup.ts,
// format/local-time.ts).
import { Fragment } from 'preact';
import type { CalledPartyTime, LookupFacts as Facts } from '../../preload/contract';
import { t, tParts } from '../../preload/shared/i18n/translate';
import { localTimeInWords, outsideHoursInWords } from '../format/local-time';
import { factTexts } from '../format/lookup';
import { Icon } from './icons';
import './lookup-facts.css';

export function LookupFacts({ facts }: { facts: Facts }) {
  return (
    <>
      <FactsLine facts={facts} />
      {facts.doNotCall && <DoNotCallAlert />}
    </>
  );
}

/** Line type, carrier and place, in one line that wraps; the DNC warning is DoNotCallAlert's. */
export function FactsLine({ facts }: { facts: Facts }) {
  const texts = factTexts(facts);
  return (
    <p class="facts-line">
      {texts.length > 0
        ? texts.map((fact, i) => (
            // The place in the line is what each fact is (line type, carrier, place).
            <Fragment key={i}>
              {i > 0 && ' · '}
              <span translate={!fact.sent}>{fact.text}</span>
            </Fragment>
          ))
        : t('lookup.noFacts')}
    </p>
  );
}

/** The lookup flagged the number do-not-call: said before anything else about calling it. */
export function DoNotCallAlert() {
  return (
    <p class="dnc" role="alert">
      <Icon name="warning" size={16} />
      <span>{tParts('lookup.dncAlert', { flag: <strong>{t('lookup.dncFlag')}</strong> })}</span>
    </p>
  );
}

/** The time where the number rings, an estimate ("About 7:42 PM there (Riverside, CA)"), in one line. */
export function LocalTimeLine({ time }: { time: CalledPartyTime }) {
  return <p class="local-time">{localTimeInWords(time)}</p>;
}

/** A call now falls outside the calling hours there: said with the buttons, as DoNotCallAlert is. */
export function OutsideHoursAlert({ time }: { time: CalledPartyTime }) {
  return (
    <p class="hours-alert" role="alert">
      <Icon name="warning" size={16} />
      <span>{outsideHoursInWords(time)}</span>
    </p>
  );
}

// A name over its number; either may be missing on a real phone system.
import { t } from '../../preload/shared/i18n/translate';
import './party.css';

/** A party's two lines: the name (else the number, else the app's word for neither), and the number under a name. */
export interface PartyLines {
  first: string;
  /** Whether the first line is the app's own word (to translate), not the phone system's name or number. */
  ownWord: boolean;
  /** The number, shown under a name; null when the first line is the number or there is none. */
  second: string | null;
}

/**
 * `name`: the name to show (a Party's, as main's resolver gave it); `shown`: the number as people read it
 * (a Party's `shown`, main's display form).
 */
export function partyLines(name: string | null, shown: string | null): PartyLines {
  const known = name ?? shown;
  return {
    first: known ?? t('call.unknownParty'),
    ownWord: known === null,
    second: name && shown ? shown : null,
  };
}

export function Party({ name, shown }: { name: string | null; shown: string | null }) {
  const lines = partyLines(name, shown);
  return (
    <span class="party">
      {/* The phone system's name or number is not to translate; the app's word for neither is. */}
      <span class="party-name" translate={lines.ownWord}>
        {lines.first}
      </span>
      {lines.second && (
        <span class="party-number" translate={false}>
          {lines.second}
        </span>
      )}
    </span>
  );
}

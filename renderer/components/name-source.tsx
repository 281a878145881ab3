// Under the name in a detail (a call, a voicemail, a recording): where the name shown came from, and the
// phone system's own name for the number where a contact of the person names it otherwise.
import type { Party } from '../../preload/contract';
import { tParts } from '../../preload/shared/i18n/translate';
import { nameSourceInWords } from '../format/calls';

export function NameSource({ party }: { party: Pick<Party, 'name' | 'nameFrom' | 'recordedName'> }) {
  const { name, nameFrom, recordedName } = party;
  if (!nameFrom) return null;
  const recordedOtherwise = nameFrom === 'contact' && recordedName !== null && recordedName !== name;
  return (
    <p class="muted small name-from">
      {nameSourceInWords(nameFrom)}
      {recordedOtherwise && (
        <>
          <br />
          {tParts('people.recordedName', { name: <span translate={false}>{recordedName}</span> })}
        </>
      )}
    </p>
  );
}

// The account the contacts' tests save under: Acme, a phone system in the US on which the desk's own
// extension is 202, its numbers shown as the app shows them there.
import type { ContactsAccount } from '../../main/contacts/service';
import { shownNumber } from '../../main/numbers/shown-numbers';

export const ACME: ContactsAccount = {
  id: 'a_acme00000001',
  name: 'Acme',
  rule: { defaultRegion: 'US', ownExtension: '202' },
  shown: (number) => shownNumber(number, 'US'),
};

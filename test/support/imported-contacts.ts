// An imported contact as a reader gives one, for the import tests: no UID, company or note unless `more`
// says one.
import type { ImportedContact } from '../../main/contacts/import/imported-contact';
import type { NumberLabel } from '../../preload/contract';

export const importedContact = (
  name: string,
  numbers: readonly [label: NumberLabel, number: string][] = [],
  more: Partial<ImportedContact> = {},
): ImportedContact => ({
  uid: null,
  name,
  company: '',
  note: '',
  numbers: numbers.map(([label, number]) => ({ label, number })),
  ...more,
});

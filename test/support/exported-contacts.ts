// Contacts as People lists them (main's Contact), for the tests of the files People → Export writes.
import type { Contact, NumberLabel } from '../../preload/contract';

/** A contact with these numbers, each [label, as typed]; one fixed id unless given. */
export function listedContact(
  name: string,
  numbers: readonly (readonly [NumberLabel, string])[] = [],
  more: Partial<Pick<Contact, 'id' | 'company' | 'note'>> = {},
): Contact {
  return {
    id: more.id ?? '5f0c6a3e-2b1d-4c8e-9a7f-0d3e1b2c4a5f',
    name,
    company: more.company ?? '',
    note: more.note ?? '',
    numbers: numbers.map(([label, number], index) => ({
      id: `number-${index}`,
      label,
      number,
      shown: number,
      favourite: false,
      account: null,
      usable: true,
    })),
    updatedMs: 0,
  };
}

// The lookup result's fields (names as the lookup service spells them) with the labels a person reads.
import type { FieldCatalog } from './fields';

export const LOOKUP_FIELDS: FieldCatalog = {
  NUMBER: { label: 'Number' },
  CITY: { label: 'City' },
  STATE: { label: 'State' },
  COUNTRY: { label: 'Country' },
  LINETYPE: { label: 'Line type' },
  LEC: { label: 'Carrier (LEC)' },
  LRN: { label: 'LRN' },
  OCN: { label: 'OCN' },
  LATA: { label: 'LATA' },
  SPID: { label: 'SPID' },
  JURISDICTION: { label: 'Jurisdiction' },
  DNC: { label: 'DNC' },
  LOOKUP_TYPE: { label: 'Lookup type' },
  // The service's own status, after the facts about the number.
  msg: { label: 'Service message' },
  type: { label: 'Service status' },
  code: { label: 'Service code' },
};

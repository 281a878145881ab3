// The lookup result's fields (names as the lookup service spells them) with the labels a person reads,
// and the few facts shown before a call.
import type { LookupFacts } from '../../preload/contract';
import type { FieldCatalog } from './fields';

/** "Wireless", "Cascade Mobile Demo LLC", "Riverside, CA": the facts the lookup had, in reading order. */
export function factsInWords(facts: LookupFacts): string[] {
  const place = [facts.city, facts.state].filter(Boolean).join(', ');
  const lineType = facts.lineType && facts.lineType.charAt(0).toUpperCase() + facts.lineType.slice(1);
  return [lineType, facts.carrier, place].filter((part): part is string => Boolean(part));
}

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

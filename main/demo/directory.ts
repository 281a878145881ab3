// The fixed cast of the demo: the account's extensions, the outside parties who call them, and what the
// lookup service knows about those parties' numbers. All numbers are fictional: 555-01xx lines are reserved
// for fiction, so the demo can never ring or look up a real person.

export const DEMO_DOMAIN = 'demo.dialdesk.app';

/** The extensions the demo API account is authorized for, and who sits at each. */
export const EXTENSIONS: readonly { extension: string; name: string }[] = [
  { extension: '201', name: 'Avery Chen' },
  { extension: '202', name: 'Jordan Patel' },
  { extension: '203', name: 'Morgan Rivera' },
  { extension: '204', name: 'Front Desk' },
  { extension: '205', name: 'Sam Okafor' },
];

/** Mailboxes that receive voicemail in the demo (a subset of the extensions, as on a real account). */
export const MAILBOXES: readonly string[] = ['201', '202'];

/** The number outside callers dial (a 555-01xx line, reserved for fiction like the contacts' numbers). */
export const MAIN_NUMBER = '15555550100';

/** The Sales ring group: a call to it rings every member's phone at once, and the first to answer takes it. */
export const SALES_RING_GROUP: { extension: string; members: readonly string[] } = {
  extension: '600',
  members: ['201', '202', '203', '205'],
};

interface Contact {
  name: string;
  /** The number as the carrier presents it in caller ID: formats differ between carriers, on purpose. */
  callerIdNumber: string;
}

// Names include an ampersand, an apostrophe and accents so that escaping and encoding get exercised.
export const CONTACTS: readonly Contact[] = [
  { name: 'Priya Raman', callerIdNumber: '+15555550123' },
  { name: 'Northwind Logistics', callerIdNumber: '15555550187' },
  { name: 'Marcus Webb', callerIdNumber: '5555550142' },
  { name: 'Baker & Sons Plumbing', callerIdNumber: '+15555550111' },
  { name: 'Elena Kowalski', callerIdNumber: '15555550156' },
  { name: "Liam O'Connor", callerIdNumber: '5555550134' },
  { name: 'Harbor Dental Group', callerIdNumber: '+15555550168' },
  { name: 'Grace Nakamura', callerIdNumber: '15555550179' },
  { name: 'Summit Insurance Agency', callerIdNumber: '+15555550102' },
  { name: 'Diego Fernández', callerIdNumber: '5555550195' },
  { name: 'Blue Fern Café', callerIdNumber: '5550147' },
  { name: 'Rachel Kim', callerIdNumber: '5550118' },
  { name: 'Oakridge Property Management', callerIdNumber: '+15555550163' },
  { name: 'WIRELESS CALLER', callerIdNumber: '15555550171' },
  { name: 'Samuel Brooks', callerIdNumber: '+15555550129' },
  { name: 'Brightline Courier', callerIdNumber: '5555550138' },
  // Shapes a phone system records besides public numbers: an extension at another site (8 digits), the
  // operator, a caller from abroad, and a caller who withheld the number (letters, nothing to call).
  { name: 'Warehouse Annex', callerIdNumber: '12345678' },
  { name: 'Operator', callerIdNumber: '0' },
  { name: 'Oliver Bennett', callerIdNumber: '+442079460958' },
  { name: 'Anonymous', callerIdNumber: 'anonymous' },
];

/** Whether the phone system could dial this caller back: a withheld number has letters, not digits. */
export const canBeDialled = (contact: Contact): boolean => /^\+?\d+$/.test(contact.callerIdNumber);

/**
 * What the lookup service knows about a number. Fields are optional because the spec says not every number
 * has every field in an extended lookup; empty strings are deliberate too (an empty DNC, COUNTRY or SPID is
 * not a negative result).
 */
export type LrnFields = {
  NUMBER: string;
  LRN: string;
  LEC: string;
  OCN: string;
  CITY?: string;
  STATE?: string;
  LATA?: string;
  LINETYPE?: string;
  JURISDICTION?: string;
  DNC?: string;
  COUNTRY?: string;
  SPID?: string;
};

export const LRN_TABLE: readonly LrnFields[] = [
  {
    NUMBER: '15555550123',
    LRN: '5555550900',
    LEC: 'Cascade Mobile Demo LLC',
    OCN: '6214',
    CITY: 'Springfield',
    STATE: 'IL',
    LATA: '376',
    LINETYPE: 'wireless',
    JURISDICTION: 'INDETERMINATE',
    DNC: '',
    COUNTRY: 'US',
    SPID: '6214',
  },
  {
    NUMBER: '15555550187',
    LRN: '5555550187',
    LEC: 'Prairie Bell Telephone Co.',
    OCN: '9102',
    CITY: 'Madison',
    STATE: 'WI',
    LATA: '354',
    LINETYPE: 'landline',
    JURISDICTION: 'INTRASTATE',
    DNC: 'N',
    COUNTRY: 'US',
    SPID: '9102',
  },
  {
    NUMBER: '15555550142',
    LRN: '5555550901',
    LEC: 'Cascade Mobile Demo LLC',
    OCN: '6214',
    CITY: 'Riverside',
    STATE: 'CA',
    LATA: '730',
    LINETYPE: 'wireless',
    JURISDICTION: 'INDETERMINATE',
    DNC: 'Y',
    COUNTRY: 'US',
    SPID: '',
  },
  {
    NUMBER: '15555550111',
    LRN: '5555550111',
    LEC: 'Lakeshore Telecom',
    OCN: '4417',
    CITY: 'Franklin',
    STATE: 'TN',
    LATA: '468',
    LINETYPE: 'landline',
    JURISDICTION: 'INTERSTATE',
    DNC: '',
    COUNTRY: '',
    SPID: '',
  },
  {
    NUMBER: '15555550156',
    LRN: '5555550902',
    LEC: 'Metro Fiber Voice',
    OCN: '7733',
    CITY: 'Greenville',
    STATE: 'SC',
    LATA: '430',
    LINETYPE: 'voip',
    JURISDICTION: 'INDETERMINATE',
    DNC: 'N',
    COUNTRY: 'US',
    SPID: '7733',
  },
  {
    NUMBER: '15555550134',
    LRN: '5555550134',
    LEC: 'Riverbend Telephone Cooperative',
    OCN: '2051',
    CITY: 'Salem',
    STATE: 'MA',
    LATA: '128',
    LINETYPE: 'landline',
    JURISDICTION: 'INTRASTATE',
    DNC: '',
    COUNTRY: '',
    SPID: '2051',
  },
  {
    // The sparse one: an extended lookup that knows only the carrier, not where the number lives.
    NUMBER: '15555550168',
    LRN: '5555550903',
    LEC: 'Cascade Mobile Demo LLC',
    OCN: '6214',
    LINETYPE: 'wireless',
    DNC: '',
    SPID: '',
  },
  {
    NUMBER: '15555550179',
    LRN: '5555550904',
    LEC: 'Summit Wireless Demo Inc.',
    OCN: '5590',
    CITY: 'Fairview',
    STATE: 'OR',
    LATA: '672',
    LINETYPE: 'wireless',
    JURISDICTION: 'INDETERMINATE',
    DNC: 'N',
    COUNTRY: 'US',
    SPID: '5590',
  },
  {
    NUMBER: '15555550102',
    LRN: '5555550102',
    LEC: 'Prairie Bell Telephone Co.',
    OCN: '9102',
    CITY: 'Clinton',
    STATE: 'IA',
    LATA: '635',
    LINETYPE: 'landline',
    JURISDICTION: 'INTERSTATE',
    DNC: 'N',
    COUNTRY: 'US',
    SPID: '',
  },
  {
    NUMBER: '15555550195',
    LRN: '5555550905',
    LEC: 'Metro Fiber Voice',
    OCN: '7733',
    CITY: 'Georgetown',
    STATE: 'TX',
    LATA: '558',
    LINETYPE: 'voip',
    JURISDICTION: 'INDETERMINATE',
    DNC: '',
    COUNTRY: '',
    SPID: '7733',
  },
];

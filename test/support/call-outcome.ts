import type { CallOutcome } from '../../preload/contract';

/** A placed call to (555) 555-0142 from extension 201, as main reports it. */
export const PLACED_CALL: CallOutcome = {
  destination: '5555550142',
  display: '(555) 555-0142',
  extension: '201',
  dialAfterConnect: null,
  status: 'Your extension 201 rings first; answer it to connect (555) 555-0142.',
  placedId: 'placed-1',
};

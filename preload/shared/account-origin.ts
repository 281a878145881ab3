// Which accounts may be used (made the one in use, have their voicemail watched), by who decides about
// them: one rule for main, which refuses a switch to any other, and the windows, which offer none other.

import type { AccountOrigin } from '../contract';

/** The person's own (while the organisation allows them), or one the organisation provides now. */
export const isUsableOrigin = (origin: AccountOrigin): boolean =>
  origin === 'own' || origin === 'organisation';

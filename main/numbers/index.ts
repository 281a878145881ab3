export { parseDialUri } from './dial-uri';
export { findPhoneNumber } from './find-phone-number';
export { formatForDial } from './format-for-dial';
export type { ExternalNumber, InternalNumber, NumberFormat, ParsedNumber } from './types';

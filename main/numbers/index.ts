export {
  type DialDecision,
  type DialTarget,
  decideDial,
  displayNumber,
  type NumberSettings,
  type NumberSource,
} from './dial-rules';
export { parseDialUri } from './dial-uri';
export { findPhoneNumber } from './find-phone-number';
export { formatForDial } from './format-for-dial';
export type { ExternalNumber, InternalNumber, NumberFormat, ParsedNumber } from './types';

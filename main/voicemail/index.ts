// The voicemail watch and what it remembers: the public surface of main/voicemail.
export type { Clock } from '../schedule/clock';
export { createHeardRecord, HEARD_FILE_NAME, type HeardRecord } from './heard-record';
export { createKnownVoicemails, KNOWN_FILE_NAME } from './known-voicemails';
export { createUuidSetFile, type UuidSetFile } from './uuid-set-file';
export {
  type CheckReason,
  createVoicemailWatch,
  type VoicemailWatch,
  type VoicemailWatchOptions,
} from './watch';

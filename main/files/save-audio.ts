// "Save audio" for a voicemail message or a call recording: the audio from the phone system, under a
// name made from what the page knows of it, readable by the person alone.
import type { AudioNameHint } from '../../preload/contract';
import { phrase } from '../../preload/shared/i18n/phrase';
import { t } from '../../preload/shared/i18n/translate';
import type { PbxClient } from '../api';
import { CoreError } from '../errors/core-errors';
import { writeFileAtomic } from '../storage/atomic-write';
import { audioFileName } from './audio-file-name';
import type { SavedFiles } from './saved-files';

/** Voicemail and recordings are other people's voices: the saved file is the user's alone. */
const AUDIO_FILE_MODE = 0o600;

export interface SaveAudioRequest {
  kind: 'voicemail' | 'recording';
  uuid: string;
  hint: AudioNameHint;
}

/** The path saved to, or null when the person cancelled the dialog. */
export async function saveAudio(
  client: PbxClient,
  files: SavedFiles,
  { kind, uuid, hint }: SaveAudioRequest,
): Promise<{ path: string } | null> {
  const audio =
    kind === 'voicemail' ? (await client.getVoicemail(uuid)).audio : await client.downloadRecording(uuid);
  if (!audio) throw new CoreError('not-found', phrase('files.noAudio'));
  const label = kind === 'voicemail' ? t('files.voicemailLabel') : t('files.recordingLabel');
  const defaultName = audioFileName({ ...hint, mime: audio.mime, fallback: uuid, label });
  const path = await files.save({ defaultName, kind: 'audio' }, (target) =>
    writeFileAtomic(target, audio.bytes, AUDIO_FILE_MODE),
  );
  return path === null ? null : { path };
}

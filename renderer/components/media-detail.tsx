// The audio part of a voicemail or recording detail: the player once the audio is here, or why not.
import type { AudioData, IpcError } from '../../preload/contract';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';
import { AudioPlayer } from './audio-player';
import { ErrorState, Loading } from './states';

/** What the audio is: each says its own sentences (a language may need another article or case for each). */
export type MediaKind = 'message' | 'recording';

const LOAD_FAILED = {
  message: 'player.loadFailed.message',
  recording: 'player.loadFailed.recording',
} as const satisfies Record<MediaKind, MessageKey>;
const LOADING = {
  message: 'player.loading.message',
  recording: 'player.loading.recording',
} as const satisfies Record<MediaKind, MessageKey>;
const NO_AUDIO = {
  message: 'player.noAudio.message',
  recording: 'player.noAudio.recording',
} as const satisfies Record<MediaKind, MessageKey>;

interface MediaProps {
  audio: AudioData | null;
  loading: boolean;
  error: IpcError | null;
  label: string;
  kind: MediaKind;
  onRetry(): void;
  onPlay?: () => void;
  /** Bumped to play or pause from outside the player. */
  toggleTurn?: number | undefined;
}

export function Media({ audio, loading, error, label, kind, onRetry, onPlay, toggleTurn }: MediaProps) {
  if (error) return <ErrorState compact what={t(LOAD_FAILED[kind])} error={error} onRetry={onRetry} />;
  if (loading) return <Loading label={t(LOADING[kind])} />;
  if (!audio) return <p class="muted">{t(NO_AUDIO[kind])}</p>;
  return <AudioPlayer audio={audio} label={label} onPlay={onPlay} toggleTurn={toggleTurn} />;
}

// The audio part of a voicemail or recording detail: the player once the audio is here, or why not.
import type { AudioData, IpcError } from '../../preload/contract';
import { AudioPlayer } from './audio-player';
import { ErrorState, Loading } from './states';

interface MediaProps {
  audio: AudioData | null;
  loading: boolean;
  error: IpcError | null;
  label: string;
  /** "the message", "the recording" */
  what: string;
  onRetry(): void;
  onPlay?: () => void;
  /** Bumped to play or pause from outside the player. */
  toggleTurn?: number | undefined;
}

export function Media({ audio, loading, error, label, what, onRetry, onPlay, toggleTurn }: MediaProps) {
  if (error) return <ErrorState compact what={`Couldn't load ${what}`} error={error} onRetry={onRetry} />;
  if (loading) return <Loading label={`Loading ${what}…`} />;
  if (!audio) return <p class="muted">The phone system sent no audio for {what}.</p>;
  return <AudioPlayer audio={audio} label={label} onPlay={onPlay} toggleTurn={toggleTurn} />;
}

// Plays one message or recording from its bytes. The audio lives in a Blob URL (the page's CSP allows
// media only from blob:), revoked as soon as the player shows other audio or goes away.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AudioData } from '../../preload/contract';
import { clock } from '../format/time';
import { Icon } from './icons';

const SPEEDS = [1, 1.5, 2] as const;
/** Seconds an arrow key moves the playhead. */
const STEP = 5;

// The chosen speed carries over to the next message: someone who listens at 1.5x usually always does.
let preferredSpeed = 1;

export function AudioPlayer({ audio, label }: { audio: AudioData; label: string }) {
  const element = useRef<HTMLAudioElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState(preferredSpeed);

  useEffect(() => {
    // The bridge hands over a Uint8Array; Blob takes it as it is.
    const blobUrl = URL.createObjectURL(
      new Blob([audio.bytes as Uint8Array<ArrayBuffer>], { type: audio.mime }),
    );
    setUrl(blobUrl);
    setTime(0);
    setDuration(0);
    setPlaying(false);
    return () => URL.revokeObjectURL(blobUrl);
  }, [audio]);

  const media = () => element.current;
  const seek = (seconds: number) => {
    const player = media();
    if (player) player.currentTime = Math.max(0, Math.min(duration || 0, seconds));
  };
  const changeSpeed = (next: number) => {
    preferredSpeed = next;
    setSpeed(next);
    const player = media();
    if (player) player.playbackRate = next;
  };
  const onSeekKey = (event: KeyboardEvent) => {
    const delta = { ArrowLeft: -STEP, ArrowDown: -STEP, ArrowRight: STEP, ArrowUp: STEP }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    seek(time + delta);
  };
  const known = Number.isFinite(duration) && duration > 0;

  return (
    <fieldset class="player" aria-label={`Player: ${label}`}>
      {url && (
        // biome-ignore lint/a11y/useMediaCaption: voicemail and recordings arrive without a transcript; there is nothing to caption.
        <audio
          ref={element}
          src={url}
          preload="metadata"
          onLoadedMetadata={(event) => {
            event.currentTarget.playbackRate = speed;
            setDuration(event.currentTarget.duration);
          }}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
      )}
      <button
        type="button"
        class="play"
        aria-label={playing ? 'Pause' : 'Play'}
        onClick={() => (playing ? media()?.pause() : void media()?.play())}
      >
        <Icon name={playing ? 'pause' : 'play'} size={20} />
      </button>
      <div class="timeline">
        <input
          type="range"
          class="seek"
          aria-label="Seek"
          aria-valuetext={`${clock(time)} of ${known ? clock(duration) : 'unknown length'}`}
          min={0}
          max={known ? duration : 0}
          step="any"
          value={time}
          disabled={!known}
          onInput={(event) => seek(Number(event.currentTarget.value))}
          onKeyDown={onSeekKey}
        />
        <span class="time" aria-hidden="true">
          {clock(time)} / {known ? clock(duration) : '–:––'}
        </span>
      </div>
      <fieldset class="speeds" aria-label="Playback speed">
        {SPEEDS.map((value) => (
          <button
            key={value}
            type="button"
            class="chip"
            aria-pressed={speed === value}
            onClick={() => changeSpeed(value)}
          >
            {value}×
          </button>
        ))}
      </fieldset>
    </fieldset>
  );
}

// Plays one message or recording from its bytes. The audio lives in a Blob URL (the page's CSP allows
// media only from blob:), revoked as soon as the player shows other audio or goes away. The speed is the
// remembered one (stores/playback); Left and Right move the playhead from anywhere in the player.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AudioData } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { clock } from '../format/time';
import { playback } from '../stores';
import { SPEEDS } from '../stores/playback';
import { useStore } from '../stores/use-store';
import { Icon } from './icons';
import './audio-player.css';

/** Seconds an arrow key moves the playhead. */
const STEP = 5;
const STEPS: Record<string, number> = { ArrowLeft: -STEP, ArrowDown: -STEP, ArrowRight: STEP, ArrowUp: STEP };

interface AudioPlayerProps {
  audio: AudioData;
  label: string;
  /** Playback started (each time it does). */
  onPlay?: () => void;
  /** Bumped to play or pause from outside the player (Space on the message list). */
  toggleTurn?: number | undefined;
}

/**
 * Starts playback. play() rejects with an AbortError when a pause comes before playback has started
 * (Space pressed twice quickly): that is the person's own choice, not a failure. Anything else surfaces.
 */
function startPlaying(player: HTMLAudioElement): Promise<void> {
  return player.play().catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
  });
}

export function AudioPlayer({ audio, label, onPlay, toggleTurn }: AudioPlayerProps) {
  const element = useRef<HTMLAudioElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const speed = useStore(playback, (s) => s.speed);

  useEffect(() => {
    // The bridge hands over a Uint8Array; Blob takes it as it is.
    const blobUrl = URL.createObjectURL(
      new Blob([audio.bytes as Uint8Array<ArrayBuffer>], { type: audio.mime }),
    );
    setUrl(blobUrl);
    setTime(0);
    setDuration(0);
    setPlaying(false);
    return () => {
      // The element lets go of the URL first: revoked under a load still reading it (its metadata, as
      // the player closes or other audio comes), the load fails as a missing file.
      const player = element.current;
      if (player?.getAttribute('src') === blobUrl) {
        player.removeAttribute('src');
        player.load();
      }
      URL.revokeObjectURL(blobUrl);
    };
  }, [audio]);

  // Loading new audio resets the rate to the default one, so both are set.
  const applySpeed = (player: HTMLAudioElement | null, rate: number) => {
    if (!player) return;
    player.defaultPlaybackRate = rate;
    player.playbackRate = rate;
  };

  const media = () => element.current;
  // A turn asked for before this player existed (Space opened the message) plays it once it is here.
  useEffect(() => {
    const player = element.current;
    if (toggleTurn === undefined || !player) return;
    if (player.paused) void startPlaying(player);
    else player.pause();
  }, [toggleTurn, url]);
  const known = Number.isFinite(duration) && duration > 0;
  const seek = (seconds: number) => {
    const player = media();
    if (!player || !known) return;
    player.currentTime = Math.max(0, Math.min(duration, seconds));
    // Shown at once: timeupdate follows later, and a key pressed meanwhile must start from here.
    setTime(player.currentTime);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = STEPS[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    seek((media()?.currentTime ?? time) + delta);
  };

  return (
    <fieldset class="player" onKeyDown={onKeyDown}>
      {/* A legend, not aria-label: every accessibility engine reads a fieldset's name from it. */}
      <legend class="visually-hidden">{t('player.label', { label })}</legend>
      {url && (
        // biome-ignore lint/a11y/useMediaCaption: voicemail and recordings arrive without a transcript; there is nothing to caption.
        <audio
          ref={element}
          src={url}
          preload="metadata"
          onLoadedMetadata={(event) => {
            applySpeed(event.currentTarget, speed);
            setDuration(event.currentTarget.duration);
          }}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onPlay={() => {
            setPlaying(true);
            onPlay?.();
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
      )}
      <button
        type="button"
        class="play"
        aria-label={playing ? t('player.pause') : t('player.play')}
        onClick={() => {
          const player = media();
          if (!player) return;
          if (playing) player.pause();
          else void startPlaying(player);
        }}
      >
        <Icon name={playing ? 'pause' : 'play'} size={20} />
      </button>
      <div class="timeline">
        <input
          type="range"
          class="seek"
          aria-label={t('player.seek')}
          aria-keyshortcuts="ArrowLeft ArrowRight"
          aria-valuetext={
            known
              ? t('player.position', { time: clock(time), duration: clock(duration) })
              : t('player.positionUnknownLength', { time: clock(time) })
          }
          min={0}
          max={known ? duration : 0}
          step="any"
          value={time}
          disabled={!known}
          onInput={(event) => seek(Number(event.currentTarget.value))}
        />
        <span class="time" aria-hidden="true" translate={false}>
          {clock(time)} / {known ? clock(duration) : '–:––'}
        </span>
      </div>
      <fieldset class="speeds">
        <legend class="visually-hidden">{t('player.speeds')}</legend>
        {SPEEDS.map((value) => (
          <button
            key={value}
            type="button"
            class="chip"
            aria-pressed={speed === value}
            onClick={() => {
              playback.getState().setSpeed(value);
              applySpeed(media(), value);
            }}
          >
            {t('player.speed', { speed: value })}
          </button>
        ))}
      </fieldset>
    </fieldset>
  );
}

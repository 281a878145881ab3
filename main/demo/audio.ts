// Synthesised audio for demo recordings and voicemail: real, playable WAV files built in code, so the demo
// ships no binary assets and every message sounds different.

const SAMPLE_RATE = 8000; // telephone quality, keeps each file small
const BYTES_PER_SAMPLE = 2; // 16-bit signed PCM, mono
const WAV_HEADER_BYTES = 44;
const PEAK = 0.3 * 0x7fff; // comfortable listening level, far from clipping
const EDGE_FADE_SECONDS = 0.05; // avoids clicks at the start and end of the file

/** A short chime: the notes are played one after the other, evenly sharing the duration. */
export interface Chime {
  seconds: number;
  frequencies: readonly number[];
}

/** The G major pentatonic scale (G4 to A5): any sequence drawn from it sounds pleasant. */
export const CHIME_SCALE: readonly number[] = [392, 440, 493.88, 587.33, 659.25, 784, 880];

export function synthesizeWav(chime: Chime): Uint8Array {
  const sampleCount = Math.round(chime.seconds * SAMPLE_RATE);
  const dataBytes = sampleCount * BYTES_PER_SAMPLE;
  const wav = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(wav.buffer);
  writeHeader(view, dataBytes);

  const samplesPerNote = Math.max(1, Math.floor(sampleCount / chime.frequencies.length));
  const edgeSamples = EDGE_FADE_SECONDS * SAMPLE_RATE;
  for (let i = 0; i < sampleCount; i++) {
    const noteIndex = Math.min(Math.floor(i / samplesPerNote), chime.frequencies.length - 1);
    const frequency = chime.frequencies[noteIndex] ?? 0;
    const noteTime = (i - noteIndex * samplesPerNote) / SAMPLE_RATE;
    // A bell-like note: quick attack, exponential decay, a quieter octave on top for some colour.
    const envelope = Math.min(1, noteTime * 100) * Math.exp(-3 * noteTime);
    const phase = 2 * Math.PI * frequency * noteTime;
    const tone = (Math.sin(phase) + 0.3 * Math.sin(2 * phase)) / 1.3; // stays within [-1, 1]
    const edge = Math.min(1, i / edgeSamples, (sampleCount - 1 - i) / edgeSamples);
    view.setInt16(WAV_HEADER_BYTES + i * BYTES_PER_SAMPLE, Math.round(PEAK * tone * envelope * edge), true);
  }
  return wav;
}

/** The canonical 44-byte RIFF/WAVE header for mono 16-bit PCM. */
function writeHeader(view: DataView, dataBytes: number): void {
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size for PCM
  view.setUint16(20, 1, true); // audio format: PCM
  view.setUint16(22, 1, true); // channels
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * BYTES_PER_SAMPLE, true); // byte rate
  view.setUint16(32, BYTES_PER_SAMPLE, true); // block align
  view.setUint16(34, BYTES_PER_SAMPLE * 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
}

/**
 * The simulator's recording of a call: a phone ringback, then a voiced tone per word of the script, then a closing
 * beep, encoded as MPEG-1 Layer III (mono, 32 kHz, 48 kbit/s) with LAME's JavaScript port, so a browser's audio
 * element plays it like a real provider's recording.
 */
import { Mp3Encoder } from '@breezystack/lamejs';

const SAMPLE_RATE = 32000;
const KBPS = 48;
/** A recording never runs longer than this, whatever the script. */
export const MAX_RECORDING_SECONDS = 20;

function tone(seconds: number, frequencies: readonly number[], volume: number): Float32Array {
  const n = Math.round(seconds * SAMPLE_RATE);
  const out = new Float32Array(n);
  const fade = Math.min(n / 2, SAMPLE_RATE * 0.01);
  for (let i = 0; i < n; i++) {
    const t = i / SAMPLE_RATE;
    let v = 0;
    for (const [k, f] of frequencies.entries()) v += Math.sin(2 * Math.PI * f * t) / (k + 1);
    // Fades in and out over 10 ms: no clicks at the edges.
    out[i] = v * volume * Math.min(1, i / fade, (n - 1 - i) / fade);
  }
  return out;
}

const pause = (seconds: number) => new Float32Array(Math.round(seconds * SAMPLE_RATE));

/** The PCM of the call: ringback (425 Hz, the European tone), the words, a beep. */
function callSignal(script: string): Float32Array[] {
  const parts: Float32Array[] = [tone(1, [425], 0.4), pause(0.3)];
  let seconds = 1.3 + 0.3;
  const words = script.split(/\s+/).filter(Boolean);
  for (const [i, word] of (words.length ? words : ['…']).entries()) {
    const length = Math.min(0.45, 0.12 + word.length * 0.03);
    if (seconds + length + 0.08 > MAX_RECORDING_SECONDS - 0.3) break;
    // A voice-like fundamental that moves with the words, with two harmonics.
    const f0 = 150 + ((word.charCodeAt(0) + i * 37) % 90);
    parts.push(tone(length, [f0, f0 * 2, f0 * 3], 0.35), pause(0.08));
    seconds += length + 0.08;
  }
  parts.push(tone(0.2, [880], 0.3));
  return parts;
}

export function toneRecording(script: string): Buffer {
  const signal = callSignal(script);
  const total = signal.reduce((n, p) => n + p.length, 0);
  const pcm = new Int16Array(total);
  let at = 0;
  for (const part of signal) {
    for (const v of part) pcm[at++] = Math.max(-32768, Math.min(32767, Math.round(v * 32767)));
  }
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const chunks: Uint8Array[] = [];
  // LAME takes the samples in blocks of a frame's multiple.
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
}

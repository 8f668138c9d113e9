import { describe, expect, it } from 'vitest';
import { readMpegFrames } from './mpeg';
import { toneRecording } from './recording';

describe('a call recording is real MPEG audio', () => {
  it('is MPEG-1 Layer III frames from the first byte to the last, as long as the call', () => {
    const audio = toneRecording('Hello, this is Storevisit. How was your visit today?');
    const mpeg = readMpegFrames(audio);
    expect(mpeg).toMatchObject({ version: 'MPEG-1', layer: 3, sampleRate: 32000, channels: 1 });
    expect(mpeg!.frames).toBeGreaterThan(50);
    expect(mpeg!.bytes).toBe(audio.length);
    // Ringback, then a tone per word: a few seconds, as a short call's recording would be.
    expect(mpeg!.seconds).toBeGreaterThan(2);
    expect(mpeg!.seconds).toBeLessThan(10);
  });

  it('lasts longer for a longer script, up to a cap', () => {
    const short = readMpegFrames(toneRecording('Hi'))!.seconds;
    const long = readMpegFrames(toneRecording('word '.repeat(12)))!.seconds;
    const capped = readMpegFrames(toneRecording('word '.repeat(500)))!.seconds;
    expect(long).toBeGreaterThan(short);
    expect(capped).toBeLessThanOrEqual(20.1);
  });

  it('is not silence: the frames carry audio data', () => {
    const audio = toneRecording('Hello');
    // A silent LAME frame is almost all zero bytes after its header and side information.
    const nonZero = audio.filter((b) => b !== 0).length;
    expect(nonZero / audio.length).toBeGreaterThan(0.5);
  });

  it('refuses what is not MPEG audio: text, a cut frame, a stray byte between frames, a WAV file', () => {
    const audio = toneRecording('Hello');
    expect(readMpegFrames(Buffer.from('<html>not audio</html>'))).toBeNull();
    expect(readMpegFrames(audio.subarray(0, audio.length - 10))).toBeNull();
    const frame = readMpegFrames(audio)!.firstFrameBytes;
    expect(readMpegFrames(Buffer.concat([audio.subarray(0, frame), Buffer.from([0]), audio.subarray(frame)]))).toBeNull();
    expect(readMpegFrames(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(40)]))).toBeNull();
    expect(readMpegFrames(Buffer.alloc(0))).toBeNull();
  });
});

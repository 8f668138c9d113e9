/**
 * Reads MPEG audio frame by frame (the headers of ISO 11172-3 / 13818-3), so that what the recording store keeps and
 * `callrecording` serves as audio/mpeg is that and nothing else: Layer III frames from the first byte to the last
 * (after an ID3v2 tag, if any), all at one version and sample rate.
 */
export interface MpegAudio {
  version: 'MPEG-1' | 'MPEG-2' | 'MPEG-2.5';
  layer: 3;
  sampleRate: number;
  channels: 1 | 2;
  frames: number;
  /** The bytes the frames (and a leading ID3v2 tag) take: the whole buffer. */
  bytes: number;
  seconds: number;
  /** The length of the first frame, with the tag before it. */
  firstFrameBytes: number;
}

const VERSIONS = { 0b11: 'MPEG-1', 0b10: 'MPEG-2', 0b00: 'MPEG-2.5' } as const;
const BITRATES_KBPS = {
  'MPEG-1': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  other: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { 'MPEG-1': [44100, 48000, 32000], 'MPEG-2': [22050, 24000, 16000], 'MPEG-2.5': [11025, 12000, 8000] };

interface Frame {
  version: MpegAudio['version'];
  sampleRate: number;
  channels: 1 | 2;
  length: number;
  samples: number;
}

function frameAt(b: Buffer, at: number): Frame | null {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = VERSIONS[((b[at + 1]! >> 3) & 0b11) as keyof typeof VERSIONS];
  const layer = (b[at + 1]! >> 1) & 0b11;
  const bitrateIndex = b[at + 2]! >> 4;
  const rateIndex = (b[at + 2]! >> 2) & 0b11;
  const padding = (b[at + 2]! >> 1) & 1;
  // Layer III only; "free" and the forbidden bitrate index, and the reserved sample rate, are no frame.
  if (!version || layer !== 0b01 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const kbps = (version === 'MPEG-1' ? BITRATES_KBPS['MPEG-1'] : BITRATES_KBPS.other)[bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[version][rateIndex]!;
  const mpeg1 = version === 'MPEG-1';
  const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  return { version, sampleRate, channels: b[at + 3]! >> 6 === 0b11 ? 1 : 2, length, samples: mpeg1 ? 1152 : 576 };
}

/** The size of an ID3v2 tag at the start, else 0. */
function id3Length(b: Buffer): number {
  if (b.length < 10 || b.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
  return 10 + size + (b[5]! & 0x10 ? 10 : 0);
}

/** The audio's frames, or null when any byte of the buffer is not part of one. */
export function readMpegFrames(buffer: Buffer | Uint8Array | null): MpegAudio | null {
  if (!buffer) return null;
  const b = Buffer.isBuffer(buffer) ? buffer : Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let at = id3Length(b);
  const first = frameAt(b, at);
  if (!first) return null;
  let frames = 0;
  let samples = 0;
  while (at < b.length) {
    const frame = frameAt(b, at);
    if (!frame || frame.version !== first.version || frame.sampleRate !== first.sampleRate || at + frame.length > b.length) return null;
    frames += 1;
    samples += frame.samples;
    at += frame.length;
  }
  return {
    version: first.version,
    layer: 3,
    sampleRate: first.sampleRate,
    channels: first.channels,
    frames,
    bytes: at,
    seconds: samples / first.sampleRate,
    firstFrameBytes: id3Length(b) + first.length,
  };
}

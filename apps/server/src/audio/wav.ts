import { AudioDecodeError } from './audio-error.js';

/** Mono samples in [-1, 1] at the file's own rate. */
export interface MonoPcm {
  samples: Float32Array;
  sampleRate: number;
}

interface WaveFormat {
  encoding: 'pcm' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_IEEE_FLOAT = 3;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

/** True when the bytes start like a RIFF/WAVE file. */
export function isWav(bytes: Uint8Array): boolean {
  return readTag(bytes, 0) === 'RIFF' && readTag(bytes, 8) === 'WAVE';
}

/**
 * Parses a RIFF/WAVE file holding integer PCM (8, 16, 24 or 32 bit) or IEEE float (32 or 64 bit),
 * plain or WAVE_FORMAT_EXTENSIBLE, and mixes its channels to mono. A data chunk whose declared
 * size runs past the end (streaming writers leave it unset) is read up to the last whole frame.
 * Throws {@link AudioDecodeError} for other encodings and for malformed files.
 */
export function parseWav(bytes: Uint8Array): MonoPcm {
  const { view, format, start, end } = findWavData(bytes);
  return { samples: mixFrames(view, start, end, format), sampleRate: format.sampleRate };
}

/**
 * Mono samples in [-1, 1] as a 16-bit PCM RIFF/WAVE file (the layout sox writes and
 * {@link parseWav} reads back); samples outside the range are clipped.
 */
export function encodeWav16(samples: Float32Array, sampleRate: number): Buffer {
  const wav = Buffer.alloc(44 + samples.length * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples.length * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(WAVE_FORMAT_PCM, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((sample, index) =>
    wav.writeInt16LE(Math.round(Math.min(1, Math.max(-1, sample)) * 32767), 44 + index * 2),
  );
  return wav;
}

/**
 * Walks the chunks of a RIFF/WAVE file to its data chunk: the format read before it and where its
 * bytes start and end (the end clipped to the file). The one header reader of both the decoder
 * and the header-only length. Throws {@link AudioDecodeError} when the bytes are not RIFF/WAVE,
 * the format is unsupported or missing, or there is no data chunk.
 */
function findWavData(bytes: Uint8Array): { view: DataView; format: WaveFormat; start: number; end: number } {
  if (!isWav(bytes)) throw new AudioDecodeError('audio.unsupportedFormat', 'Not a RIFF/WAVE file.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: WaveFormat | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const tag = readTag(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (tag === 'fmt ') format = readFormat(view, body, size);
    if (tag === 'data') {
      if (!format) throw new AudioDecodeError('audio.corrupt', 'WAVE data chunk comes before its format.');
      return { view, format, start: body, end: Math.min(body + size, bytes.length) };
    }
    offset = body + size + (size % 2);
  }
  throw new AudioDecodeError('audio.corrupt', 'WAVE file has no data chunk.');
}

function readTag(bytes: Uint8Array, offset: number): string {
  if (offset + 4 > bytes.length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

function readFormat(view: DataView, offset: number, size: number): WaveFormat {
  if (size < 16 || offset + 16 > view.byteLength) {
    throw new AudioDecodeError('audio.corrupt', 'WAVE format chunk is truncated.');
  }
  let tag = view.getUint16(offset, true);
  if (tag === WAVE_FORMAT_EXTENSIBLE && size >= 40 && offset + 26 <= view.byteLength) {
    tag = view.getUint16(offset + 24, true);
  }
  const channels = view.getUint16(offset + 2, true);
  const sampleRate = view.getUint32(offset + 4, true);
  const blockAlign = view.getUint16(offset + 12, true);
  const bitsPerSample = view.getUint16(offset + 14, true);
  const encoding = tag === WAVE_FORMAT_PCM ? 'pcm' : tag === WAVE_FORMAT_IEEE_FLOAT ? 'float' : undefined;
  if (!encoding) {
    throw new AudioDecodeError('audio.unsupportedEncoding', `WAVE encoding ${tag} is not PCM or float.`);
  }
  const validBits = encoding === 'pcm' ? [8, 16, 24, 32] : [32, 64];
  if (!validBits.includes(bitsPerSample)) {
    throw new AudioDecodeError(
      'audio.unsupportedEncoding',
      `${bitsPerSample}-bit ${encoding} WAVE is not supported.`,
    );
  }
  if (channels < 1 || sampleRate < 1 || blockAlign < (channels * bitsPerSample) / 8) {
    throw new AudioDecodeError('audio.corrupt', 'WAVE format chunk is inconsistent.');
  }
  return { encoding, channels, sampleRate, bitsPerSample, blockAlign };
}

function sampleReader(view: DataView, format: WaveFormat): (offset: number) => number {
  if (format.encoding === 'float') {
    return format.bitsPerSample === 32
      ? (offset) => view.getFloat32(offset, true)
      : (offset) => view.getFloat64(offset, true);
  }
  switch (format.bitsPerSample) {
    case 8:
      return (offset) => (view.getUint8(offset) - 128) / 128;
    case 16:
      return (offset) => view.getInt16(offset, true) / 32768;
    case 24:
      return (offset) =>
        ((view.getInt8(offset + 2) << 16) | (view.getUint8(offset + 1) << 8) | view.getUint8(offset)) /
        8388608;
    default:
      return (offset) => view.getInt32(offset, true) / 2147483648;
  }
}

function mixFrames(view: DataView, start: number, end: number, format: WaveFormat): Float32Array {
  const frames = Math.floor((end - start) / format.blockAlign);
  const read = sampleReader(view, format);
  const bytesPerSample = format.bitsPerSample / 8;
  const mono = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    const base = start + frame * format.blockAlign;
    let sum = 0;
    for (let channel = 0; channel < format.channels; channel += 1)
      sum += read(base + channel * bytesPerSample);
    mono[frame] = sum / format.channels;
  }
  return mono;
}

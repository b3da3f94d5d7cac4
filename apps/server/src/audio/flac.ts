import { FLACDecoder } from '@wasm-audio-decoders/flac';
import { AudioDecodeError } from './audio-error.js';
import type { MonoPcm } from './wav.js';

/** True when the bytes start like a native FLAC stream (optionally behind an ID3v2 tag) or an Ogg page. */
export function isFlac(bytes: Uint8Array): boolean {
  return isNativeFlac(bytes) || flacTag(bytes) === 'OggS';
}

/** True when the bytes start like a native FLAC stream (`fLaC`, optionally behind an ID3v2 tag). */
export function isNativeFlac(bytes: Uint8Array): boolean {
  return flacTag(bytes) === 'fLaC';
}

function flacTag(bytes: Uint8Array): string {
  const start = id3Length(bytes);
  return String.fromCharCode(...bytes.subarray(start, start + 4));
}

/** Size of a leading ID3v2 tag (some encoders put one before the fLaC marker or an MP3's frames), 0 when absent. */
export function id3Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = bytes.subarray(6, 10).reduce((total, byte) => (total << 7) | (byte & 0x7f), 0);
  return 10 + size;
}

interface NativeLayout {
  /** Offset of the first audio frame, just after the metadata blocks. */
  firstFrame: number;
  /** Samples per channel from STREAMINFO; 0 when the encoder did not know it. */
  totalSamples: number;
  /** Samples per second from STREAMINFO (0 when absent). */
  sampleRate: number;
}

/** Walks the metadata blocks of a native FLAC stream; undefined when they run past the end. */
function readNativeLayout(bytes: Uint8Array): NativeLayout | undefined {
  let offset = 4;
  let totalSamples = 0;
  let sampleRate = 0;
  for (;;) {
    const header = bytes[offset];
    if (header === undefined || offset + 4 > bytes.length) return undefined;
    const length =
      ((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if ((header & 0x7f) === 0 && length >= 18) {
      const body = offset + 4;
      totalSamples = ((bytes[body + 13] ?? 0) & 0x0f) * 2 ** 32 + readUint32(bytes, body + 14);
      sampleRate =
        ((bytes[body + 10] ?? 0) << 12) | ((bytes[body + 11] ?? 0) << 4) | ((bytes[body + 12] ?? 0) >> 4);
    }
    offset += 4 + length;
    if (header & 0x80)
      return offset < bytes.length ? { firstFrame: offset, totalSamples, sampleRate } : undefined;
  }
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return (
    (((bytes[offset] ?? 0) << 24) >>> 0) +
    ((bytes[offset + 1] ?? 0) << 16) +
    ((bytes[offset + 2] ?? 0) << 8) +
    (bytes[offset + 3] ?? 0)
  );
}

/**
 * The streaming parser only closes a frame when it sees the next frame's header, so the last
 * frame of a native FLAC file would be dropped. Appending a copy of the first frame's header
 * closes it; that dangling header decodes to nothing, and the output is trimmed to STREAMINFO.
 */
function closeLastFrame(bytes: Uint8Array, layout: NativeLayout): Uint8Array {
  const header = bytes.subarray(layout.firstFrame, layout.firstFrame + 16);
  const padded = new Uint8Array(bytes.length + header.length);
  padded.set(bytes);
  padded.set(header, bytes.length);
  return padded;
}

/**
 * Decodes a whole FLAC (or Ogg FLAC) file with libFLAC compiled to WebAssembly and mixes the
 * channels to mono. A fresh decoder per call keeps concurrent jobs independent; it is freed
 * before returning. Throws {@link AudioDecodeError} when nothing decodes.
 */
export async function decodeFlac(bytes: Uint8Array): Promise<MonoPcm> {
  const decoder = new FLACDecoder();
  try {
    await decoder.ready;
    const stream = bytes.subarray(id3Length(bytes));
    const layout =
      String.fromCharCode(...stream.subarray(0, 4)) === 'fLaC' ? readNativeLayout(stream) : undefined;
    const decoded = await decoder.decodeFile(layout ? closeLastFrame(stream, layout) : stream);
    const channels = decoded.channelData.filter((channel) => channel.length > 0);
    if (decoded.samplesDecoded === 0 || channels.length === 0) {
      const reason = decoded.errors[0]?.message ?? 'no audio frames';
      throw new AudioDecodeError('audio.corrupt', `FLAC stream could not be decoded: ${reason}.`);
    }
    const length = layout?.totalSamples
      ? Math.min(layout.totalSamples, decoded.samplesDecoded)
      : decoded.samplesDecoded;
    return { samples: mixChannels(channels, length), sampleRate: decoded.sampleRate };
  } finally {
    decoder.free();
  }
}

/** Averages channels sample by sample; a single channel is returned as is. */
export function mixChannels(channels: readonly Float32Array[], length: number): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first.length === length ? first : first.slice(0, length);
  const mono = new Float32Array(length);
  for (const channel of channels) {
    for (let index = 0; index < length; index += 1) mono[index] = (mono[index] ?? 0) + (channel[index] ?? 0);
  }
  for (let index = 0; index < length; index += 1) mono[index] = (mono[index] ?? 0) / channels.length;
  return mono;
}

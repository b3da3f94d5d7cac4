import { MPEGDecoder } from 'mpg123-decoder';
import { AudioDecodeError } from './audio-error.js';
import { id3Length, mixChannels } from './flac.js';
import type { MonoPcm } from './wav.js';

/**
 * True when the bytes start with an MPEG audio frame (optionally behind an ID3v2 tag): the 11-bit
 * sync word, then a layer other than the reserved one (MP3 is layer III; mpg123 decodes I-III).
 */
export function isMp3(bytes: Uint8Array): boolean {
  const start = id3Length(bytes);
  const first = bytes[start];
  const second = bytes[start + 1];
  if (first === undefined || second === undefined) return false;
  return first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0;
}

/**
 * Decodes a whole MPEG audio file (MP3) with mpg123 compiled to WebAssembly and mixes the channels
 * to mono. A fresh decoder per call, freed before returning. Throws {@link AudioDecodeError}
 * (`audio.corrupt`) when no frame decodes.
 */
export async function decodeMp3(bytes: Uint8Array): Promise<MonoPcm> {
  const decoder = new MPEGDecoder();
  try {
    await decoder.ready;
    const decoded = decoder.decode(bytes);
    const channels = decoded.channelData.filter((channel) => channel.length > 0);
    if (decoded.samplesDecoded === 0 || channels.length === 0) {
      const reason = decoded.errors[0]?.message ?? 'no audio frames';
      throw new AudioDecodeError('audio.corrupt', `MP3 stream could not be decoded: ${reason}.`);
    }
    return { samples: mixChannels(channels, decoded.samplesDecoded), sampleRate: decoded.sampleRate };
  } finally {
    decoder.free();
  }
}

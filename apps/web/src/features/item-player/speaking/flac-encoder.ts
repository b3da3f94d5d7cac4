import type * as FlacModule from 'libflacjs/dist/libflac.js';
import { resampleLinear, toInt16Samples } from './pcm';

/** The rate recordings are sent at (seed: FLAC, 16 kHz mono). */
export const targetSampleRate = 16_000;

type FlacLibrary = typeof FlacModule;

let library: Promise<FlacLibrary> | undefined;

/** Loads libflac.js (asm.js build) once, on first use, and waits until it is ready. */
function loadFlac(): Promise<FlacLibrary> {
  library ??= import('libflacjs/dist/libflac.js').then((module: unknown) => {
    // The UMD build arrives as the module itself or as its default export, depending on the bundler.
    const exported = (module as { default?: unknown }).default ?? module;
    const flac = exported as FlacLibrary;
    if (flac.isReady()) return flac;
    return new Promise<FlacLibrary>((resolve) => flac.on('ready', () => resolve(flac)));
  });
  return library;
}

/**
 * Encodes mono float PCM as a 16-bit FLAC file at 16 kHz (resampled from `sampleRate`).
 * Rejects when libflac reports a failure.
 */
export async function encodeFlac(samples: Float32Array, sampleRate: number): Promise<Blob> {
  const flac = await loadFlac();
  const pcm = toInt16Samples(resampleLinear(samples, sampleRate, targetSampleRate));
  const encoder = flac.create_libflac_encoder(targetSampleRate, 1, 16, 5, pcm.length, false, 0);
  if (!encoder) throw new Error('The FLAC encoder could not be created.');
  const parts: Uint8Array<ArrayBuffer>[] = [];
  try {
    const status = flac.init_encoder_stream(encoder, (data) => {
      parts.push(data.slice());
    });
    if (status !== 0) throw new Error(`The FLAC encoder could not start (${status}).`);
    if (!flac.FLAC__stream_encoder_process_interleaved(encoder, pcm, pcm.length)) {
      throw new Error('The FLAC encoder could not encode the recording.');
    }
    flac.FLAC__stream_encoder_finish(encoder);
  } finally {
    flac.FLAC__stream_encoder_delete(encoder);
  }
  return new Blob(parts, { type: 'audio/flac' });
}

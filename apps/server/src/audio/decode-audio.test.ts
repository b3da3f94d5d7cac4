import { describe, expect, it } from 'vitest';
import { audioBytes as bytesOf, soxDuration } from '../../../../test-fixtures/audio/audio-fixtures.js';
import { AudioDecodeError, decodeAudio, decodeSpeechAudio } from './index.js';

function rms(samples: Float32Array): number {
  return Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);
}

async function expectCode(bytes: Uint8Array, code: string) {
  const error: unknown = await decodeAudio(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AudioDecodeError);
  expect((error as AudioDecodeError).code).toBe(code);
}

describe('decodeAudio', () => {
  it.each([
    'speech.wav',
    'speech.flac',
    'speech.mp3',
    'stereo48k.flac',
    'float-stereo.wav',
    'pcm24.wav',
  ] as const)('decodes %s to the duration soxi reports (within 20 ms)', async (name) => {
    const decoded = await decodeAudio(bytesOf(name));
    expect(Math.abs(decoded.durationSeconds - soxDuration(name))).toBeLessThan(0.02);
    expect(decoded.samples.length).toBe(Math.round(decoded.durationSeconds * decoded.sampleRate));
    expect(Math.max(...decoded.samples.map(Math.abs))).toBeLessThanOrEqual(1);
  });

  it('decodes FLAC losslessly: the same samples as the WAV it was made from', async () => {
    const wav = await decodeAudio(bytesOf('speech.wav'));
    const flac = await decodeAudio(bytesOf('speech.flac'));
    expect(flac.sampleRate).toBe(wav.sampleRate);
    expect(flac.samples.length).toBe(wav.samples.length);
    const worst = wav.samples.reduce(
      (max, value, index) => Math.max(max, Math.abs(value - (flac.samples[index] ?? 0))),
      0,
    );
    // Decoders differ only in scaling integers by 32767 or 32768: within a few parts in 100,000.
    expect(worst).toBeLessThan(1e-4);
  });

  it('mixes stereo to mono by averaging the channels', async () => {
    const tone = await decodeAudio(bytesOf('tone.wav'));
    const mixed = await decodeAudio(bytesOf('half-stereo.wav'));
    expect(rms(mixed.samples) / rms(tone.samples)).toBeCloseTo(0.5, 2);
  });

  it('reports the rate of the file (48 kHz FLAC)', async () => {
    expect((await decodeAudio(bytesOf('stereo48k.flac'))).sampleRate).toBe(48_000);
  });

  it('rejects empty, unknown, ADPCM and truncated files with typed errors', async () => {
    await expectCode(new Uint8Array(0), 'audio.empty');
    await expectCode(new TextEncoder().encode('ID3 not really audio at all'), 'audio.unsupportedFormat');
    await expectCode(bytesOf('adpcm.wav'), 'audio.unsupportedEncoding');
    await expectCode(bytesOf('speech.wav').subarray(0, 30), 'audio.corrupt');
    await expectCode(bytesOf('speech.flac').subarray(0, 60), 'audio.corrupt');
    await expectCode(bytesOf('speech.mp3').subarray(0, 300), 'audio.corrupt');
  });
});

describe('decodeSpeechAudio', () => {
  it('returns 16 kHz mono covering the same time, close to what sox makes', async () => {
    const ours = await decodeSpeechAudio(bytesOf('stereo48k.flac'));
    const sox = await decodeAudio(bytesOf('sox16k.wav'));
    expect(ours.sampleRate).toBe(16_000);
    expect(Math.abs(ours.samples.length - sox.samples.length)).toBeLessThanOrEqual(1);
    const length = Math.min(ours.samples.length, sox.samples.length);
    let dot = 0;
    for (let index = 0; index < length; index += 1)
      dot += (ours.samples[index] ?? 0) * (sox.samples[index] ?? 0);
    const correlation =
      dot / (rms(ours.samples.subarray(0, length)) * rms(sox.samples.subarray(0, length)) * length);
    expect(correlation).toBeGreaterThan(0.99);
  });
});

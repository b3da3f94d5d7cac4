import { describe, expect, it } from 'vitest';
import { encodeFlac } from './flac-encoder';

describe('encodeFlac', () => {
  it('makes a FLAC file from a tone', async () => {
    const rate = 48_000;
    const samples = new Float32Array(rate / 2).map(
      (_, index) => 0.3 * Math.sin((2 * Math.PI * 440 * index) / rate),
    );
    const blob = await encodeFlac(samples, rate);
    expect(blob.type).toBe('audio/flac');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('fLaC');
    expect(bytes.length).toBeGreaterThan(100);
  });
});

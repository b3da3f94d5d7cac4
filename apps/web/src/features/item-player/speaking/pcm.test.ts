import { describe, expect, it } from 'vitest';
import { concatChunks, levelOf, resampleLinear, toInt16Samples } from './pcm';

describe('pcm helpers', () => {
  it('joins chunks', () => {
    expect([...concatChunks([new Float32Array([1, 2]), new Float32Array([3])])]).toEqual([1, 2, 3]);
  });

  it('resamples to the target length', () => {
    const input = new Float32Array(48_000).fill(0.5);
    const output = resampleLinear(input, 48_000, 16_000);
    expect(output.length).toBe(16_000);
    expect(output[100]).toBeCloseTo(0.5);
    expect(resampleLinear(input, 16_000, 16_000)).toBe(input);
  });

  it('converts to clipped 16-bit integers', () => {
    expect([...toInt16Samples(new Float32Array([0, 1, -1, 2, -2]))]).toEqual([
      0, 32767, -32768, 32767, -32768,
    ]);
  });

  it('measures a level between 0 and 1', () => {
    expect(levelOf(new Float32Array(10))).toBe(0);
    expect(levelOf(new Float32Array(10).fill(1))).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { resampleTo16k } from './resample.js';

function sine(frequency: number, sampleRate: number, seconds: number, amplitude = 1): Float32Array {
  const samples = new Float32Array(Math.round(sampleRate * seconds));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = amplitude * Math.sin((2 * Math.PI * frequency * index) / sampleRate);
  }
  return samples;
}

/** RMS of the middle half, away from the edges. */
function middleRms(samples: Float32Array): number {
  const middle = samples.subarray(Math.floor(samples.length / 4), Math.floor((3 * samples.length) / 4));
  return Math.sqrt(middle.reduce((sum, value) => sum + value * value, 0) / middle.length);
}

function crossingsPerSecond(samples: Float32Array, sampleRate: number): number {
  let crossings = 0;
  for (let index = 1; index < samples.length; index += 1) {
    if ((samples[index - 1] ?? 0) < 0 !== (samples[index] ?? 0) < 0) crossings += 1;
  }
  return crossings / 2 / (samples.length / sampleRate);
}

describe('resampleTo16k', () => {
  it('returns an equal copy at 16 kHz', () => {
    const input = sine(440, 16_000, 0.1);
    const output = resampleTo16k(input, 16_000);
    expect(output).not.toBe(input);
    expect(Array.from(output)).toEqual(Array.from(input));
  });

  it.each([8_000, 11_025, 22_050, 44_100, 48_000])('keeps the duration from %i Hz', (rate) => {
    const input = new Float32Array(rate * 2 + 7);
    expect(resampleTo16k(input, rate).length).toBe(Math.round(((rate * 2 + 7) * 16_000) / rate));
  });

  it('keeps the level and pitch of a 1 kHz tone from 44.1 kHz', () => {
    const output = resampleTo16k(sine(1_000, 44_100, 1), 44_100);
    expect(middleRms(output)).toBeCloseTo(Math.SQRT1_2, 2);
    expect(crossingsPerSecond(output, 16_000)).toBeCloseTo(1_000, -1);
  });

  it('passes a 7 kHz tone but removes a 12 kHz tone instead of aliasing it to 4 kHz', () => {
    expect(middleRms(resampleTo16k(sine(7_000, 48_000, 0.5), 48_000))).toBeGreaterThan(0.6);
    expect(middleRms(resampleTo16k(sine(12_000, 48_000, 0.5), 48_000))).toBeLessThan(0.01);
  });

  it('interpolates a tone when upsampling from 8 kHz', () => {
    const output = resampleTo16k(sine(1_000, 8_000, 0.5), 8_000);
    const expected = sine(1_000, 16_000, 0.5);
    const errors = Array.from(output.subarray(2_000, 6_000), (value, index) =>
      Math.abs(value - (expected[index + 2_000] ?? 0)),
    );
    expect(Math.max(...errors)).toBeLessThan(0.01);
  });

  it('keeps a constant signal constant up to the edges', () => {
    const output = resampleTo16k(new Float32Array(22_050).fill(0.5), 22_050);
    for (const value of output) expect(value).toBeCloseTo(0.5, 4);
  });

  it('rejects an invalid rate', () => {
    expect(() => resampleTo16k(new Float32Array(10), 0)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { detectVoiceActivity } from './voice-activity.js';

const RATE = 16_000;

/** Low noise everywhere, a 200 Hz "voice" (with syllable-like amplitude bumps) inside the given spans. */
function signal(seconds: number, voiced: ReadonlyArray<readonly [number, number]>): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  let state = 12_345;
  for (let index = 0; index < samples.length; index += 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const time = index / RATE;
    const inSpeech = voiced.some(([start, end]) => time >= start && time < end);
    const envelope = 0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * time);
    const voice = inSpeech ? 0.3 * envelope * Math.sin(2 * Math.PI * 200 * time) : 0;
    samples[index] = voice + 0.001 * (state / 4_294_967_296 - 0.5);
  }
  return samples;
}

describe('detectVoiceActivity', () => {
  it('trims leading and trailing silence', () => {
    const activity = detectVoiceActivity(signal(4, [[1.2, 2.8]]), RATE);
    expect(activity.response?.start).toBeCloseTo(1.2, 1);
    expect(activity.response?.end).toBeCloseTo(2.8, 1);
    expect(activity.pauses).toEqual([]);
  });

  it('reports pauses of 0.3 s and more and bridges shorter gaps', () => {
    const activity = detectVoiceActivity(
      signal(6, [
        [0.5, 1.5],
        [1.6, 2.5],
        [3.7, 5],
      ]),
      RATE,
    );
    expect(activity.speech).toHaveLength(2);
    expect(activity.pauses).toHaveLength(1);
    expect(activity.pauses[0]?.start).toBeCloseTo(2.5, 1);
    expect(activity.pauses[0]?.end).toBeCloseTo(3.7, 1);
  });

  it('ends the response at a silence longer than 3 s and ignores what follows', () => {
    const activity = detectVoiceActivity(
      signal(9, [
        [0.5, 2],
        [5.5, 7],
      ]),
      RATE,
    );
    expect(activity.response?.end).toBeCloseTo(2, 1);
    expect(activity.cutAt).toBeCloseTo(2, 1);
    expect(activity.speech).toHaveLength(1);
    expect(activity.pauses).toEqual([]);
  });

  it('keeps a silence of just under 3 s inside the response', () => {
    const activity = detectVoiceActivity(
      signal(8, [
        [0.5, 2],
        [4.8, 6],
      ]),
      RATE,
    );
    expect(activity.cutAt).toBeUndefined();
    expect(activity.pauses).toHaveLength(1);
  });

  it('finds no response in silence, digital or noisy', () => {
    expect(detectVoiceActivity(new Float32Array(RATE * 2), RATE).response).toBeUndefined();
    expect(detectVoiceActivity(signal(2, []), RATE).response).toBeUndefined();
  });

  it('ignores a click', () => {
    expect(detectVoiceActivity(signal(3, [[1, 1.03]]), RATE).response).toBeUndefined();
  });
});

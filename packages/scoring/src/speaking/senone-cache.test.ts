import { beforeAll, describe, expect, it } from 'vitest';
import { spokenSamples16k } from '../../../../test-fixtures/speech/speech-fixtures.js';
import { createDecodeContext } from './decoding.js';
import { analyseReading } from './reading-analysis.js';
import { createRecognizer } from './recognizer.js';
import type { Recognizer } from './recognizer.js';
import { detectVoiceActivity } from './voice-activity.js';

/**
 * Senone scores kept between the decodings of one response (`senone-cache.ts`) must change
 * nothing: the same words, phones, times and scores as a recogniser that scores every pass anew.
 */
const TEXT = 'Most students prepare for the speaking test by noting every word that sounds unclear.';

let shared: Recognizer;
let separate: Recognizer;

beforeAll(async () => {
  [shared, separate] = await Promise.all([
    createRecognizer({}, { shareSenoneScores: true }),
    createRecognizer({}, { shareSenoneScores: false }),
  ]);
}, 60_000);

function analyse(recognizer: Recognizer, samples: Float32Array) {
  const activity = detectVoiceActivity(samples, 16_000);
  if (!activity.response) throw new Error('no speech found');
  const context = createDecodeContext(recognizer, samples, activity.response, activity.frameLevels);
  return { loop: context.loop, reading: analyseReading(context, TEXT) };
}

describe('senone scores shared between the passes over one response', () => {
  it('gives the same phone loop and reading as scoring every pass anew, and reuses the scores', () => {
    const samples = spokenSamples16k(TEXT);
    const counts = (shared as unknown as { senoneCache?: { counts: { computed: number; reused: number } } })
      .senoneCache?.counts;
    expect(counts).toBeDefined();
    const before = { ...counts };

    const withCache = analyse(shared, samples);
    const without = analyse(separate, samples);
    expect(withCache.loop.length).toBeGreaterThan(40);
    expect(withCache.reading.items.length).toBeGreaterThan(8);
    expect(withCache).toEqual(without);

    // Three passes (phone loop, reading, its alignment): each frame scored once, reused twice.
    const computed = (counts?.computed ?? 0) - (before.computed ?? 0);
    const reused = (counts?.reused ?? 0) - (before.reused ?? 0);
    expect(computed).toBeGreaterThan(100);
    expect(reused).toBe(2 * computed);

    // Other samples: the kept scores are dropped, and the new ones computed once.
    const beforeOther = { ...counts };
    const other = analyse(
      shared,
      samples.map((value) => value * 0.5 + 0.001),
    );
    expect(other.loop.length).toBeGreaterThan(0);
    const otherComputed = (counts?.computed ?? 0) - (beforeOther.computed ?? 0);
    expect(otherComputed).toBeGreaterThan(100);
    expect((counts?.reused ?? 0) - (beforeOther.reused ?? 0)).toBe(2 * otherComputed);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { spokenSamples16k } from '../../../../test-fixtures/speech/speech-fixtures.js';
import { buildPhoneLoopGrammar } from './grammar.js';
import { createRecognizer } from './recognizer.js';
import type { Recognizer, WordSegment } from './recognizer.js';

/**
 * The free phone loop is read from the search's own best path (no second, alignment pass): it
 * must give the phones, times and acoustic scores the alignment pass gives for the same path.
 * One decoder for both passes here, so 'task' decodes the same loop grammar and then aligns.
 */
/** A committed fixture (test-fixtures/speech): CI synthesises no speech. */
const TEXT = 'Most students prepare for the speaking test by noting every word that sounds unclear.';

let recognizer: Recognizer;

beforeAll(async () => {
  recognizer = await createRecognizer();
}, 30_000);

const phonesOf = (segments: readonly WordSegment[]) => segments.flatMap((segment) => segment.phones);

describe('free phone loop from the search', () => {
  it('matches the alignment pass: the same phones and times, the same total score', () => {
    const samples = spokenSamples16k(TEXT);
    const grammar = buildPhoneLoopGrammar(recognizer);
    const fromSearch = phonesOf(recognizer.decode(samples, grammar, 'phoneLoop') ?? []);
    const aligned = phonesOf(recognizer.decode(samples, grammar, 'task') ?? []);

    expect(fromSearch.length).toBeGreaterThan(40);
    // Read from the search (integer scores), not the fallback to the alignment pass (scores are
    // logarithms of probabilities rounded to three decimals there).
    expect(fromSearch.every((phone) => Number.isInteger(phone.score))).toBe(true);
    expect(aligned.some((phone) => !Number.isInteger(phone.score))).toBe(true);
    expect(fromSearch.map((phone) => phone.phone)).toEqual(aligned.map((phone) => phone.phone));
    fromSearch.forEach((phone, index) => {
      const other = aligned[index];
      expect(Math.abs(phone.start - (other?.start ?? 0))).toBeLessThan(0.015);
      expect(Math.abs(phone.end - (other?.end ?? 0))).toBeLessThan(0.015);
    });
    // The phones abut: the path covers the response without gaps or overlaps.
    for (let index = 1; index < fromSearch.length; index += 1)
      expect(fromSearch[index]?.start).toBeCloseTo(fromSearch[index - 1]?.end ?? 0, 6);

    // Scores: the search books a phone's entry into the next phone's segment (the cross-phone
    // transition) where the alignment books it into the phone itself, so single phones differ;
    // over the speech of the whole path, what the GOP's spans add up, the two agree within 2 %.
    const speechTotal = (phones: typeof fromSearch) =>
      phones.filter((phone) => phone.phone !== 'SIL').reduce((sum, phone) => sum + phone.score, 0);
    expect(speechTotal(fromSearch)).toBeLessThan(0);
    expect(Math.abs(speechTotal(fromSearch) / speechTotal(aligned) - 1)).toBeLessThan(0.02);
  });
});

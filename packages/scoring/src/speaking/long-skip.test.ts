import { beforeAll, describe, expect, it } from 'vitest';
import { spokenSamples16k } from '../../../../test-fixtures/speech/speech-fixtures.js';
import { skipProbability } from './grammar.js';
import { loadRecognizer, scoreSpeaking } from './index.js';
import type { SpeakingResult } from './index.js';

/**
 * Long skips in read aloud (issue 15): a reader who jumps over five or more words must be found
 * again, so the words after the jump count as said and the jumped words as skipped. Speech
 * synthesised by espeak-ng (US voice), committed fixtures (`npm run fixtures`). A short function
 * word at the edge of a jump ("at") may be matched on a fragment of its neighbour, so one jumped
 * word is allowed to be reported as said.
 */
const TEXT =
  'Most students prepare for the speaking test by recording themselves at home, listening back carefully, and noting every word that sounds unclear.';
const WORDS = TEXT.replace(/[,.]/g, '').split(' ');
const TIMEOUT = 60_000;

async function read(said: string): Promise<SpeakingResult> {
  return scoreSpeaking(
    'SPEAKING_READ_ALOUD',
    { samples: spokenSamples16k(said), sampleRate: 16_000 },
    { text: TEXT },
  );
}

/** Reads the text without WORDS[from..to) and checks the alignment around the jump. */
async function expectRecovery(said: string, from: number, to: number): Promise<void> {
  const result = await read(said);
  const skipped = new Set(result.words.filter((item) => item.status === 'skipped').map((item) => item.word));
  const jumped = WORDS.slice(from, to);
  expect(jumped.filter((word) => skipped.has(word)).length).toBeGreaterThanOrEqual(jumped.length - 1);
  for (const word of [...WORDS.slice(0, from), ...WORDS.slice(to)])
    expect(skipped.has(word), word).toBe(false);
  expect(result.traits.content?.raw).toBeLessThan(5);
}

beforeAll(async () => {
  await loadRecognizer();
}, 30_000);

describe('read aloud: the alignment recovers after a long skip', () => {
  it('prices a long jump close to a short one', () => {
    expect(skipProbability(1)).toBe(0.01);
    expect(skipProbability(6)).toBeGreaterThan(skipProbability(2) / 20);
    expect(skipProbability(6)).toBeLessThan(skipProbability(5));
  });

  it(
    'finds its place after five skipped words',
    () =>
      expectRecovery(
        'Most students prepare for the speaking test by recording themselves, and noting every word that sounds unclear.',
        10,
        15,
      ),
    TIMEOUT,
  );

  it(
    'finds its place after eight skipped words',
    () =>
      expectRecovery(
        'Most students prepare for the speaking test by noting every word that sounds unclear.',
        8,
        16,
      ),
    TIMEOUT,
  );
});

import { beforeAll, describe, expect, it } from 'vitest';
import { recordedSamples16k, spokenSamples16k } from '../../../../test-fixtures/speech/speech-fixtures.js';
import { loadRecognizer } from './recognizer.js';
import type { SpeakingAudio } from './types.js';
import { competitorsOf, hearWord } from './word-competition.js';

/**
 * espeak-ng speech (US voice, committed fixtures) and two takes of the say-the-word journey
 * (espeak-ng's British voice saying "table" and "angle" over pink noise, through Chromium's fake
 * microphone and audio processing, as the server received them).
 */
const spoken = (word: string): SpeakingAudio => ({ samples: spokenSamples16k(word), sampleRate: 16_000 });
/** A journey take kept in test-fixtures/speech/recorded. */
const journeyTake = (name: string): SpeakingAudio => ({
  samples: recordedSamples16k(`${name}-chromium-microphone`),
  sampleRate: 16_000,
});
const TIMEOUT = 30_000;

beforeAll(async () => {
  await loadRecognizer();
}, 30_000);

describe('hearing one word said alone', () => {
  it(
    'hears the word asked for when it is said',
    async () => {
      for (const word of ['waggle', 'angle', 'location'])
        expect(await hearWord(spoken(word), word)).toEqual({ heardExpected: true, heard: word });
      // Two journey takes: to the recogniser they sound like "legal" (left out, too close) and
      // "illegal" (the word's prior must outweigh it).
      for (const take of ['angle', 'angle-2'])
        expect(await hearWord(journeyTake(take), 'angle'), take).toEqual({
          heardExpected: true,
          heard: 'angle',
        });
    },
    TIMEOUT,
  );

  it(
    'refuses another word said instead, and names a word it heard',
    async () => {
      for (const [said, asked] of [
        ['table', 'waggle'],
        ['waggle', 'angle'],
        ['angle', 'location'],
      ] as const) {
        const hearing = await hearWord(spoken(said), asked);
        expect(hearing.heardExpected, `${said} said for ${asked}`).toBe(false);
        expect(hearing.heard).not.toBe(asked);
      }
      // The journey's take that the alignment against the word alone passed as "angle" and "waggle".
      for (const asked of ['waggle', 'angle'])
        expect((await hearWord(journeyTake('table'), asked)).heardExpected, asked).toBe(false);
    },
    TIMEOUT,
  );

  it('hears nothing in silence', async () => {
    expect(await hearWord({ samples: new Float32Array(16_000), sampleRate: 16_000 }, 'waggle')).toEqual({
      heardExpected: false,
      heard: undefined,
    });
  });

  it('leaves out competitors pronounced like the word or a phone away from it', async () => {
    const recognizer = await loadRecognizer();
    const competitors = competitorsOf(recognizer, recognizer.pronunciations('table'));
    expect(competitors).not.toContain('table');
    expect(competitors).not.toContain('cable');
    expect(competitors).toContain('angle');
    expect(competitors.length).toBeGreaterThan(1_000);
  });
});

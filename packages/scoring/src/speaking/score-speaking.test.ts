import { beforeAll, describe, expect, it } from 'vitest';
import { spokenSamples16k } from '../../../../test-fixtures/speech/speech-fixtures.js';
import { ScoringInputError } from '../objective/scoring-input-error.js';
import { loadRecognizer, scoreSpeaking } from './index.js';
import type { SpeakingAudio, SpeakingQuestion, SpeakingResult, SpeakingTaskType } from './index.js';

/**
 * Speech synthesised by espeak-ng (US voice) at 16 kHz (committed fixtures, `npm run fixtures`).
 * Synthetic speech is clean and regular; these tests check behaviour (more words said, more
 * content; pauses, less fluency), not agreement with human raters.
 */
const speak = (text: string): Float32Array => spokenSamples16k(text);

const silence = (seconds: number) => new Float32Array(Math.round(seconds * 16_000));

function join(...parts: Float32Array[]): SpeakingAudio {
  const samples = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  return { samples, sampleRate: 16_000 };
}

const score = (type: SpeakingTaskType, audio: SpeakingAudio, question: SpeakingQuestion) =>
  scoreSpeaking(type, audio, question);

const READ_TEXT = 'The library will extend its opening hours during the examination period.';
const TIMEOUT = 20_000;
/** Tests that score four or five recordings: 10 s alone, more beside other test processes. */
const SEVERAL_TIMEOUT = 60_000;

/** The complete, fluent reading: scored once, compared with in several tests. */
let fluentReading: SpeakingResult;

beforeAll(async () => {
  await loadRecognizer();
  fluentReading = await score('SPEAKING_READ_ALOUD', join(speak(READ_TEXT)), { text: READ_TEXT });
}, 30_000);

describe('scoreSpeaking: read aloud', () => {
  it(
    'scores a complete reading higher on content than the same reading with words skipped',
    async () => {
      const complete = fluentReading;
      const skipping = await score(
        'SPEAKING_READ_ALOUD',
        join(speak('The library will extend hours during the period.')),
        {
          text: READ_TEXT,
        },
      );
      expect(complete.traits.content?.raw).toBeGreaterThan(skipping.traits.content?.raw ?? Infinity);
      expect(complete.traits.content?.score).toBe(5);
      const skipped = skipping.words.filter((word) => word.status === 'skipped').map((word) => word.word);
      expect(skipped).toEqual(expect.arrayContaining(['its', 'opening', 'examination']));
      expect(skipping.traits.content?.evidence.map((item) => item.word)).toEqual(
        expect.arrayContaining(skipped),
      );
      expect(Object.keys(complete.traits)).toEqual(['content', 'oralFluency', 'pronunciation']);
      expect(complete.max).toBe(15);
    },
    TIMEOUT,
  );

  it(
    'scores a reading with long pauses lower on fluency than a fluent one and reports the pauses',
    async () => {
      const fluent = fluentReading;
      const halting = await score(
        'SPEAKING_READ_ALOUD',
        join(
          speak('The library will extend'),
          silence(1.6),
          speak('its opening hours'),
          silence(2),
          speak('during the examination period.'),
        ),
        { text: READ_TEXT },
      );
      expect(halting.traits.oralFluency?.raw).toBeLessThan(fluent.traits.oralFluency?.raw ?? -Infinity);
      expect(halting.pauses.filter((pause) => pause.end - pause.start >= 1)).toHaveLength(2);
      expect(halting.traits.oralFluency?.evidence.filter((item) => item.kind === 'long-pause')).toHaveLength(
        2,
      );
      expect(halting.traits.content?.score).toBe(5);
    },
    TIMEOUT,
  );

  it(
    'ends the response at a silence over 3 s: the words after it count as not said',
    async () => {
      const result = await score(
        'SPEAKING_READ_ALOUD',
        join(
          silence(0.5),
          speak('The library will extend its opening hours'),
          silence(3.5),
          speak('during the examination period.'),
        ),
        { text: READ_TEXT },
      );
      const skipped = result.words.filter((word) => word.status === 'skipped').map((word) => word.word);
      expect(skipped).toEqual(expect.arrayContaining(['during', 'examination', 'period']));
      expect(result.words.find((word) => word.word === 'opening')?.status).not.toBe('skipped');
      expect(result.pauses).toEqual([]);
      const evidence = Object.values(result.traits).flatMap((trait) => trait.evidence);
      expect(evidence.some((item) => item.kind === 'response-cut')).toBe(true);
    },
    TIMEOUT,
  );

  it('scores silence 0 without crashing, every word skipped', async () => {
    const result = await score('SPEAKING_READ_ALOUD', join(silence(3)), { text: READ_TEXT });
    expect(result.score).toBe(0);
    expect(result.traits.content).toMatchObject({ score: 0, max: 5 });
    expect(result.words.every((word) => word.status === 'skipped')).toBe(true);
    expect(result.words).toHaveLength(11);
  });
});

describe('scoreSpeaking: other tasks', () => {
  const question = {
    text: 'What instrument do we use to measure temperature?',
    expectAnswer: 'thermometer/a thermometer',
  };

  it(
    'answer short question: 1 when an accepted answer is said, 0 otherwise',
    async () => {
      const right = await score('ANSWER_SHORT_QUESTION', join(speak('It is a thermometer.')), question);
      const wrong = await score('ANSWER_SHORT_QUESTION', join(speak('It is a calculator.')), question);
      expect(right.traits.vocabulary).toMatchObject({ score: 1, max: 1 });
      expect(wrong.traits.vocabulary).toMatchObject({ score: 0, max: 1 });
      expect(Object.keys(right.traits)).toEqual(['vocabulary']);
      expect(right.words.some((word) => word.word.includes('thermometer'))).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'repeat sentence: all words in order earn 3',
    async () => {
      const result = await score('REPEAT_SENTENCE', join(speak(READ_TEXT)), { text: READ_TEXT });
      expect(result.traits.content).toMatchObject({ score: 3, max: 3 });
    },
    TIMEOUT,
  );

  it(
    'describe image: an answer using the key ideas covers more than an unrelated one',
    async () => {
      const image = {
        text: 'Average weekly hours spent on study activities by first-year students',
        keyword: 'study activities, first-year students, lectures, independent reading, online quizzes',
        phraseHints: 'the bar chart compares, followed by, overall',
      };
      const onTopic = await score(
        'DESCRIBE_IMAGE',
        join(
          speak(
            'The bar chart compares study activities of first-year students. Lectures take most time, followed by independent reading.',
          ),
        ),
        image,
      );
      const offTopic = await score(
        'DESCRIBE_IMAGE',
        join(speak('I like to play football with my friends on the weekend.')),
        image,
      );
      expect(onTopic.traits.content?.raw).toBeGreaterThan((offTopic.traits.content?.raw ?? Infinity) + 2);
      expect(onTopic.traits.content?.evidence.some((item) => item.kind === 'keyword-covered')).toBe(true);
      // Issue 34: the unrelated sentence earns no content and so nothing else (at most 3 of 15);
      // another task's prompt read aloud earns no more than silence; the on-topic answer keeps
      // most of the marks.
      expect(offTopic.score).toBeLessThanOrEqual(3);
      expect(offTopic.traits.content?.score).toBe(0);
      const otherPrompt = await score('DESCRIBE_IMAGE', join(speak(READ_TEXT)), image);
      const silent = await score('DESCRIBE_IMAGE', join(silence(3)), image);
      expect(silent.score).toBe(0);
      expect(otherPrompt.score).toBeLessThanOrEqual(silent.score);
      expect(onTopic.score).toBeGreaterThanOrEqual(12);
    },
    SEVERAL_TIMEOUT,
  );

  // Issue 34: bank items (describe image 3, retell lecture 1) on which the football sentence
  // scored 10 of 15 before, with "cooling" or "sleep" and "REM sleep" spotted in it.
  const energyImage = {
    text: 'Energy use in a typical household, by purpose',
    keyword:
      'household energy, space heating, 42 percent, largest share, water heating, 18 percent, appliances and electronics, 16 percent, cooling, cooking, lighting, 6 percent',
    phraseHints:
      'the pie chart illustrates, accounts for the largest share, almost half of, followed by, a much smaller proportion, the smallest share',
  };
  const sleepLecture = {
    description: 'Today I want to talk about why sleep matters for learning.',
    keyword:
      'sleep, learning, not passive, deep sleep, replays activity, strengthens memories, word pairs experiment, remembered more, REM sleep, connects new information, staying up all night, regular sleep schedule',
    phraseHints:
      'the lecture is about, the speaker explains that, according to research, for example, in contrast, the main conclusion is',
  };
  const UNRELATED = 'I like to play football with my friends on the weekend.';

  it(
    'describe image: an unrelated sentence, a template or another task read aloud scores at most 3 of 15 and no more than silence',
    async () => {
      const silent = await score('DESCRIBE_IMAGE', join(silence(3)), energyImage);
      const unrelated = await score('DESCRIBE_IMAGE', join(speak(UNRELATED)), energyImage);
      const template = await score(
        'DESCRIBE_IMAGE',
        join(speak('The pie chart illustrates this, followed by that, and a much smaller proportion.')),
        energyImage,
      );
      const otherPrompt = await score('DESCRIBE_IMAGE', join(speak(READ_TEXT)), energyImage);
      const onTopic = await score(
        'DESCRIBE_IMAGE',
        join(
          speak(
            'The pie chart illustrates household energy. Space heating accounts for the largest share, 42 percent, followed by water heating at 18 percent.',
          ),
        ),
        energyImage,
      );
      expect(silent.score).toBe(0);
      for (const gamed of [unrelated, template, otherPrompt]) {
        expect(gamed.score).toBeLessThanOrEqual(3);
        expect(gamed.score).toBeLessThanOrEqual(silent.score);
      }
      expect(unrelated.traits.oralFluency?.evidence[0]?.message.key).toBe('contentZeroRule');
      expect(onTopic.traits.content?.score).toBeGreaterThanOrEqual(3);
      expect(onTopic.score).toBeGreaterThanOrEqual(12);
    },
    SEVERAL_TIMEOUT,
  );

  it(
    'retell lecture: an unrelated sentence scores at most 3 of 15, a retelling of the lecture keeps its marks',
    async () => {
      const unrelated = await score('RETELL_LECTURE', join(speak(UNRELATED)), sleepLecture);
      const retelling = await score(
        'RETELL_LECTURE',
        join(
          speak(
            'The lecture is about sleep and learning. Deep sleep replays activity and strengthens memories, so a regular sleep schedule helps.',
          ),
        ),
        sleepLecture,
      );
      expect(unrelated.score).toBeLessThanOrEqual(3);
      expect(unrelated.traits.content?.score).toBe(0);
      expect(retelling.traits.content?.score).toBeGreaterThanOrEqual(3);
      expect(retelling.score).toBeGreaterThanOrEqual(12);
    },
    SEVERAL_TIMEOUT,
  );

  it('rejects audio that is not 16 kHz, unknown types and questions without what the task needs', async () => {
    const audio = join(silence(1));
    await expect(
      scoreSpeaking(
        'SPEAKING_READ_ALOUD',
        { samples: audio.samples, sampleRate: 44_100 as 16_000 },
        { text: 'x' },
      ),
    ).rejects.toBeInstanceOf(ScoringInputError);
    await expect(scoreSpeaking('ESSAY' as SpeakingTaskType, audio, { text: 'x' })).rejects.toMatchObject({
      code: 'type.unsupported',
    });
    await expect(scoreSpeaking('ANSWER_SHORT_QUESTION', audio, { text: 'Why?' })).rejects.toMatchObject({
      code: 'question.invalid',
    });
  });
});

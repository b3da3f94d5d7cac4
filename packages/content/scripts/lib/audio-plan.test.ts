import { describe, expect, it } from 'vitest';
import { questionContentSchema } from '@prepwise/contracts';
import { modelVoices, planAudio, promptVoiceOf, promptVoices } from './audio-plan.js';

const item = (fields: Record<string, unknown>) => questionContentSchema.parse(fields);

describe('planAudio', () => {
  it('plans the prompt and both model answers of a repeat sentence', () => {
    const jobs = planAudio(item({ id: 10100, type: 'REPEAT_SENTENCE', text: 'Trade began in 1347.' }));
    expect(jobs.map((job) => [job.field, job.url, job.file, job.voice])).toEqual([
      ['audioLink', '/content/audio/10100.mp3', 'audio/10100.mp3', promptVoiceOf(10100)],
      ['audioLinkSampleMale', '/content/audio/10100-male.mp3', 'audio/10100-male.mp3', modelVoices.male],
      [
        'audioLinkSampleFemale',
        '/content/audio/10100-female.mp3',
        'audio/10100-female.mp3',
        modelVoices.female,
      ],
    ]);
    expect(jobs[0]?.text).toBe('Trade began in thirteen forty-seven.');
  });

  it('gives read aloud model answers only', () => {
    const jobs = planAudio(item({ id: 10000, type: 'SPEAKING_READ_ALOUD', text: 'Bees dance.' }));
    expect(jobs.map((job) => job.field)).toEqual(['audioLinkSampleMale', 'audioLinkSampleFemale']);
  });

  it('reads listening transcripts from the right field', () => {
    const lecture = planAudio(item({ id: 10300, type: 'RETELL_LECTURE', description: 'Sleep matters.' }));
    expect(lecture[0]?.text).toBe('Sleep matters.');
    const fib = planAudio(
      item({
        id: 11300,
        type: 'FIB_L',
        text: 'Stress is @Blank@ released @Blank@.',
        expectAnswer: 'suddenly,again',
      }),
    );
    expect(fib[0]?.text).toBe('Stress is suddenly released again.');
    const highlight = planAudio(
      item({ id: 11800, type: 'HIGHLIGHT_INCORRECT_WORD', text: 'Shown text', description: 'True text' }),
    );
    expect(highlight[0]?.text).toBe('True text');
  });

  it('ends a select-missing-word recording with a beep', () => {
    const jobs = planAudio(
      item({
        id: 11700,
        type: 'SELECT_MISSING_WORD',
        description: 'Lakes would',
        answerA: 'a',
        answerB: 'b',
        answerC: 'c',
        answerD: 'd',
        expectAnswer: 'B',
      }),
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.endsWithBeep).toBe(true);
  });

  it('plans nothing for written and reading tasks and refuses a missing transcript', () => {
    expect(planAudio(item({ id: 10600, type: 'WRITING_ESSAY', text: 'Discuss.' }))).toEqual([]);
    expect(() => planAudio(item({ id: 11900, type: 'DICTATION' }))).toThrow(/no transcript/);
  });

  it('varies the prompt voice between consecutive items', () => {
    expect(new Set([0, 1, 2, 3].map((offset) => promptVoiceOf(11400 + offset))).size).toBe(4);
    expect(promptVoices).toContain(promptVoiceOf(12345));
  });
});

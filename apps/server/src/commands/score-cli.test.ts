import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { spokenFlac } from '../../../../test-fixtures/speech/speech-fixtures.js';
import { runScoreCli } from './score-cli.js';
import { loadSpeakingScorer } from './speaking-scorer.js';

describe('npm run score', () => {
  it('scores writing lines in order and answers bad lines with {id, error} without stopping', async () => {
    const lines = [
      JSON.stringify({
        id: 'a',
        type: 'WRITING_SUMMARIZE_WRITTEN_TEXT',
        question: {
          description: 'Bees pollinate crops, and their decline threatens food supplies around the world.',
        },
        response: { text: 'Bees pollinate crops, so their decline threatens global food supplies.' },
      }),
      'not json',
      JSON.stringify({ id: 'c', type: 'WRITING_ESSAY', response: {} }),
      JSON.stringify({ id: 'd', type: 'DESCRIBE_IMAGE', response: { audioPath: '/tmp/none.wav' } }),
    ];
    const output: string[] = [];
    const summary = await runScoreCli(Readable.from(lines.join('\n')), (line) => output.push(line));
    expect(summary).toEqual({ scored: 1, failed: 3 });
    const [first, second, third, fourth] = output.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ id: 'a', type: 'WRITING_SUMMARIZE_WRITTEN_TEXT', max: 7 });
    expect(Object.keys(first.traits).sort()).toEqual(['content', 'form', 'grammar', 'vocabulary']);
    expect(first.traits.form).toMatchObject({ score: 1, max: 1 });
    expect(typeof first.traits.grammar.raw).toBe('number');
    expect(second).toMatchObject({ id: null, error: expect.any(String) });
    expect(third).toMatchObject({ id: 'c', error: expect.stringContaining('response') });
    expect(fourth).toMatchObject({ id: 'd', error: expect.any(String) });
  });
});

describe('npm run score: speaking', () => {
  it('scores a recorded read-aloud from its audio file, and names a missing file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'prepwise-score-'));
    const wav = join(folder, 'reading.flac');
    const text = 'Honeybees share the location of food through a waggle dance.';
    writeFileSync(wav, spokenFlac(text).bytes);
    const lines = [
      JSON.stringify({
        id: 1,
        type: 'SPEAKING_READ_ALOUD',
        question: { text },
        response: { audioPath: wav },
      }),
      JSON.stringify({
        id: 2,
        type: 'SPEAKING_READ_ALOUD',
        question: { text },
        response: { audioPath: join(folder, 'gone.wav') },
      }),
    ];
    const output: string[] = [];
    const summary = await runScoreCli(
      Readable.from(lines.join('\n')),
      (line) => output.push(line),
      await loadSpeakingScorer(),
    );
    expect(summary).toEqual({ scored: 1, failed: 1 });
    const [scored, missing] = output.map((line) => JSON.parse(line));
    expect(scored).toMatchObject({ id: 1, type: 'SPEAKING_READ_ALOUD', max: 15 });
    expect(Object.keys(scored.traits).sort()).toEqual(['content', 'oralFluency', 'pronunciation']);
    expect(scored.traits.content.score).toBeGreaterThanOrEqual(4);
    expect(missing).toMatchObject({ id: 2, error: expect.stringContaining('cannot read') });
  }, 30_000);
});

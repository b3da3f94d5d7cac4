import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runScoreCli } from './score-cli.js';

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

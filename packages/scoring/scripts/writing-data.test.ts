import { describe, expect, it } from 'vitest';
import { detokenize, parseCsv } from './writing-data.js';

describe('dataset readers', () => {
  it('parses quoted CSV fields with commas, quotes and newlines', () => {
    const rows = parseCsv('id,text,score\n1,"Hello, ""world""\nsecond line",3.5\n2,plain,2\n');
    expect(rows).toEqual([
      ['id', 'text', 'score'],
      ['1', 'Hello, "world"\nsecond line', '3.5'],
      ['2', 'plain', '2'],
    ]);
  });

  it('undoes JFLEG tokenisation', () => {
    expect(detokenize('I do n\'t know , he said " yes " ( maybe ) . ')).toBe(
      'I don\'t know, he said "yes" (maybe).',
    );
  });
});

import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { QuestionContent } from '@prepwise/contracts';
import { formatQuestionFile, parseQuestionFile } from './question-files.js';

const formulaQuestion = {
  id: 7001,
  type: 'VOCAB_ANTONYM',
  text: '=HYPERLINK("http://evil.test","click")',
  answerA: '+1+1',
  answerB: '-2',
  answerC: '@SUM(A1)',
  answerD: "'=already quoted",
  expectAnswer: 'A',
  timeBreak: -5,
} as unknown as QuestionContent;

describe('question CSV export', () => {
  it('leaves no cell a spreadsheet would run as a formula', () => {
    const csv = formatQuestionFile([formulaQuestion], 'csv');
    const [header, row]: string[][] = parse(csv);
    const cell = (column: string) => row?.[header?.indexOf(column) ?? -1];
    expect(cell('text')).toBe('\'=HYPERLINK("http://evil.test","click")');
    expect(cell('answerA')).toBe("'+1+1");
    expect(cell('answerB')).toBe("'-2");
    expect(cell('answerC')).toBe("'@SUM(A1)");
    expect(cell('timeBreak')).toBe('-5');
    // Numbers stay numbers; every text cell is inert.
    for (const value of row ?? []) if (!/^-?\d+$/.test(value)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('round-trips: importing the export gives back the texts as they were', () => {
    const csv = formatQuestionFile([formulaQuestion], 'csv');
    const [back] = parseQuestionFile('bank.csv', csv);
    expect(back?.value).toEqual(formulaQuestion);
  });
});

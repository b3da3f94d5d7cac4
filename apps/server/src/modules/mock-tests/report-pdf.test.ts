import { describe, expect, it } from 'vitest';
import type { Language, MockReport } from '@prepwise/contracts';
import { noPteScores } from '@prepwise/scoring';
import { reportTexts } from './report-pdf-texts.js';
import { renderReportPdf } from './report-pdf.js';

const thptReport: MockReport = {
  examInfo: {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'u1',
    email: 'hoa@example.com',
    type: 'MARKET_RANDOM_MOCK_TEST',
    kind: 'THPT',
    name: 'THPT random mock 2026-11-25',
    totalQuestions: 2,
    timeAllowed: 3_600_000,
    status: 'DONE',
    reportId: 'prepwise-report-1.pdf',
    currentQuestion: 2,
    remainTime: 0,
    overallScore: 5,
    createdDate: '2026-11-25T08:00:00Z',
    updatedDate: '2026-11-25T09:00:00Z',
    finishedDate: '2026-11-25T09:00:00Z',
    nextQuestionType: 'FINISH',
    chosenForLevel: 1500,
    currentSection: 1,
    reviewing: false,
  },
  scores: {
    overallScore: 5,
    ...noPteScores,
    thptMark: 5,
    correct: 1,
    total: 2,
    thptParts: [{ part: 'vocabulary', correct: 1, total: 2, mark: 5 }],
    thptTypes: [
      { type: 'VOCAB_SYNONYM', correct: 1, total: 1, mark: 10 },
      { type: 'VOCAB_ANTONYM', correct: 0, total: 1, mark: 0 },
    ],
  },
  sections: [{ key: 'thpt', minutes: 60, usedMs: 1_800_000, items: 2 }],
  items: [
    {
      step: 0,
      numbers: { first: 1, last: 1 },
      questionId: 1,
      type: 'VOCAB_SYNONYM',
      status: 'MARKED',
      score: 1,
      max: 1,
      skills: [],
      traits: null,
      evidence: [],
      response: { selected: ['A'] },
    },
    {
      step: 1,
      numbers: { first: 2, last: 2 },
      questionId: 2,
      type: 'VOCAB_ANTONYM',
      status: 'UNANSWERED',
      score: 0,
      max: 1,
      skills: [],
      traits: null,
      evidence: [],
      response: null,
    },
  ],
  previous: [],
};

describe('the PDF report of a THPT paper', () => {
  it.each<Language>(['en', 'vi', 'de'])('renders in %s with the THPT texts', async (language) => {
    const pdf = await renderReportPdf({ report: thptReport, learnerName: 'Nguyễn Hoa', language });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
    const texts = reportTexts[language];
    expect(texts.thptPartNames.vocabulary.length).toBeGreaterThan(0);
    expect(texts.thptCorrect(1, 2)).toMatch(/1.*2/);
  });

  it('has every THPT text in every language', () => {
    for (const texts of Object.values(reportTexts)) {
      for (const value of [
        texts.thptParts,
        texts.thptTypes,
        texts.thptNote,
        ...Object.values(texts.thptPartNames),
      ])
        expect(value.trim()).not.toBe('');
    }
    expect(reportTexts.vi.thptNote).not.toBe(reportTexts.en.thptNote);
    expect(reportTexts.de.thptParts).not.toBe(reportTexts.en.thptParts);
  });
});

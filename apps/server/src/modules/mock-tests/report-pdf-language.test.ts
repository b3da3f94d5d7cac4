import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages, scorerMessageKeys, type MockReport } from '@prepwise/contracts';
import { noPteScores } from '@prepwise/scoring';
import { readPdfText } from '../../test/pdf-text.js';
import { reportScorerMessages } from './report-pdf-messages.js';
import { formatReason, itemReasons } from './report-pdf-reasons.js';
import { reportTaskNames } from './report-pdf-task-names.js';
import { renderReportPdf } from './report-pdf.js';

const essay: MockReport['items'][number] = {
  step: 0,
  numbers: { first: 1, last: 1 },
  questionId: 7,
  type: 'WRITING_ESSAY',
  status: 'SCORED',
  score: 9,
  max: 15,
  skills: ['writing'],
  traits: {
    spelling: {
      score: 1,
      max: 2,
      raw: 1,
      evidence: [
        {
          text: 'beleive',
          kind: 'spelling',
          message: { key: 'misspelledSuggest', params: { words: 'believe' } },
        },
        { text: '', kind: 'form', message: { key: 'form', params: { words: 212, sentences: 11 } } },
        { text: '', kind: 'grammar', message: 'An older reason in English' },
      ],
    },
  },
  evidence: [],
  response: null,
};

const report: MockReport = {
  examInfo: {
    id: '00000000-0000-4000-8000-000000000002',
    userId: 'u1',
    email: 'hoa@example.com',
    type: 'MARKET_RANDOM_MOCK_TEST',
    kind: 'PTE',
    name: 'PTE mock',
    totalQuestions: 1,
    timeAllowed: 3_600_000,
    status: 'DONE',
    reportId: 'prepwise-report-2.pdf',
    currentQuestion: 1,
    remainTime: 0,
    overallScore: 50,
    createdDate: '2026-11-25T08:00:00Z',
    updatedDate: '2026-11-25T09:00:00Z',
    finishedDate: '2026-11-25T09:00:00Z',
    nextQuestionType: 'FINISH',
    chosenForLevel: 1500,
    currentSection: 1,
    reviewing: false,
  },
  scores: {
    ...noPteScores,
    overallScore: 50,
    thptMark: null,
    correct: null,
    total: null,
    thptParts: null,
    thptTypes: null,
  },
  sections: [{ key: 'essay', minutes: 20, usedMs: 600_000, items: 1 }],
  items: [essay],
  previous: [],
};

describe('the PDF report in the learner’s language', () => {
  it('prints task names and the scorer’s reasons in Vietnamese', async () => {
    const lines = readPdfText(await renderReportPdf({ report, learnerName: 'Nguyễn Hoa', language: 'vi' }));
    expect(lines).toContain('Viết bài luận');
    expect(lines).toContain('– “beleive”: Sai chính tả: có phải bạn muốn viết believe?');
    expect(lines).toContain('– 212 từ, 11 câu');
    expect(lines).toContain('– An older reason in English');
    expect(lines).not.toContain('Write essay');
  });

  it('prints them in German', async () => {
    const lines = readPdfText(await renderReportPdf({ report, learnerName: 'Hoa', language: 'de' }));
    expect(lines).toContain(reportTaskNames.de.WRITING_ESSAY);
    expect(lines).toContain('– “beleive”: Falsch geschrieben: meintest du believe?');
  });

  it('names a generated mock in the report’s language, and compares it with one of its own kind', async () => {
    const generated = {
      ...report,
      examInfo: { ...report.examInfo, name: 'PTE random mock 2026-11-25' },
      previous: [
        {
          id: 'earlier',
          name: 'PTE random mock 2026-11-20',
          finishedDate: '2026-11-20T09:00:00Z',
          overallScore: 44,
          scoreSpeaking: null,
          scoreWriting: null,
          scoreReading: null,
          scoreListening: null,
        },
      ],
    };
    const lines = readPdfText(
      await renderReportPdf({ report: generated, learnerName: 'Hoa', language: 'de' }),
    );
    expect(lines).toContain('Zufälliger PTE-Probetest, 25.11.2026');
    expect(lines.some((line) => line.includes('Zufälliger PTE-Probetest, 20.11.2026'))).toBe(true);
    expect(lines.some((line) => line.includes('random mock'))).toBe(false);
  });

  it('prints the sentence saying why a trait is low before the other reasons', () => {
    const reading: MockReport['items'][number] = {
      ...essay,
      type: 'SPEAKING_READ_ALOUD',
      traits: {
        content: {
          score: 5,
          max: 5,
          raw: 5,
          evidence: [
            { kind: 'skipped-word', message: { key: 'wordNotSaid', params: { word: 'the' } } },
            { kind: 'skipped-word', message: { key: 'wordNotSaid', params: { word: 'of' } } },
            { kind: 'skipped-word', message: { key: 'wordNotSaid', params: { word: 'in' } } },
          ],
        },
        pronunciation: {
          score: 1,
          max: 5,
          raw: 1.2,
          evidence: [
            {
              kind: 'trait-summary',
              message: { key: 'pronunciationLowOverall', params: { words: 'thought, world, clearly' } },
            },
          ],
        },
      },
    };
    expect(itemReasons(reading, 'vi')[0]).toBe(
      'Phát âm thấp: ít từ bị đánh dấu, nhưng âm của cả bài nói vẫn còn xa âm chuẩn rõ ràng, và điểm tính trên từng âm. Xa âm chuẩn nhất: thought, world, clearly.',
    );
    expect(itemReasons(reading, 'vi')).toHaveLength(3);
  });

  it('writes numbers in the language’s notation', () => {
    expect(formatReason({ key: 'longPause', params: { seconds: 2.5 } }, 'de')).toBe('Pause von 2,5 s');
    expect(formatReason({ key: 'longPause', params: { seconds: 2.5 } }, 'en')).toBe('Pause of 2.5 s');
    expect(formatReason({ key: 'unknown', params: {} }, 'en')).toBeNull();
  });

  it('has the web’s texts for every task name and every scorer message', () => {
    const web = new URL('../../../../web/src/locales/', import.meta.url);
    for (const language of languages) {
      // English's question types load with the signed-in pages (signed-in/en.json); vi and de are whole.
      const file = language === 'en' ? 'signed-in/en.json' : `${language}.json`;
      const shared = JSON.parse(readFileSync(new URL(file, web), 'utf8')) as Record<string, string>;
      const scoring = JSON.parse(readFileSync(new URL(`scoring/${language}.json`, web), 'utf8')) as Record<
        string,
        string
      >;
      for (const [type, name] of Object.entries(reportTaskNames[language]))
        expect(name).toBe(shared[`questionType.${type}`]);
      for (const key of scorerMessageKeys)
        expect(reportScorerMessages[language][key]).toBe(scoring[`msg.${key}`]);
    }
  });
});

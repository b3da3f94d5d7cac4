import type {
  IntroPage,
  MockDetail,
  MockRecord,
  MockReport,
  MockScores,
  QuestionView,
} from '@prepwise/contracts';

/** Test data for the mock-test pages (records, a short plan, a report). */
export function buildRecord(overrides: Partial<MockRecord> = {}): MockRecord {
  return {
    id: '7f1c2a52-1111-4c33-9d7e-000000000001',
    userId: 'u1',
    email: 'lan@example.com',
    type: 'MARKET_RANDOM_MOCK_TEST',
    kind: 'PTE',
    name: 'PTE quick mock 1',
    totalQuestions: 2,
    timeAllowed: 60,
    status: 'INPROGRESS',
    reportId: null,
    currentQuestion: 0,
    remainTime: 600_000,
    overallScore: null,
    createdDate: '2026-11-20T08:00:00Z',
    updatedDate: '2026-11-20T08:00:00Z',
    finishedDate: null,
    nextQuestionType: null,
    chosenForLevel: 3,
    currentSection: 0,
    reviewing: false,
    ...overrides,
  };
}

export const introPage: IntroPage = {
  id: 3,
  title: 'PTE quick mock: one item per section',
  overview: 'A short taste of the full test.',
  description: 'The same player, timers and scoring as the full mock on four items.',
  imageUrl: null,
  packageId: 3,
  activated: true,
  createdDate: '2026-01-01T00:00:00Z',
  kind: 'PTE',
  blueprint: 'short',
  totalQuestions: 4,
  minutes: 120,
  package: null,
  userData: { userId: 'u1', requested: false, productId: null },
};

const essay = {
  id: 501,
  type: 'WRITING_ESSAY',
  text: 'Some people think technology makes life easier. Discuss.',
  description: null,
} as unknown as QuestionView;

const reading = {
  id: 502,
  type: 'READING_MCQ_R_SINGLE_ANSWER',
  text: 'What does the writer suggest?',
  description: 'Bees dance to share where food is.',
  answerA: 'Bees sing',
  answerB: 'Bees dance',
  answerC: null,
  answerD: null,
} as unknown as QuestionView;

/** Essay (section 0), break (section 1), reading (section 2), FINISH. */
export function buildDetail(record: Partial<MockRecord> = {}): MockDetail {
  return {
    examInfo: { ...buildRecord(record), answers: [], scores: null },
    questions: [essay, reading],
    plan: {
      steps: [
        { type: 'WRITING_ESSAY', questionId: 501, section: 0 },
        { type: 'TIME_BREAK', questionId: null, section: 1 },
        { type: 'READING_MCQ_R_SINGLE_ANSWER', questionId: 502, section: 2 },
        { type: 'FINISH', questionId: null, section: -1 },
      ],
      sections: [
        { key: 'essay', minutes: 20, start: 0, end: 1 },
        { key: 'timeBreak', minutes: 10, start: 1, end: 2 },
        { key: 'reading', minutes: 30, start: 2, end: 3 },
      ],
    },
    sectionTimes: [0, 0, 0],
  };
}

const scores: MockScores = {
  overallScore: 64,
  scoreSpeaking: 58,
  scoreWriting: 70,
  scoreReading: 66,
  scoreListening: 61,
  comSpeaking: 'fair',
  comWriting: 'good',
  comReading: 'good',
  comListening: 'fair',
  enaGrammar: 72,
  enaOraFluency: 55,
  enaPronunciation: 52,
  enaSpelling: 80,
  enaVocabulary: 68,
  enaWrittenDiscourse: 74,
  thptMark: null,
  correct: null,
  total: null,
  thptParts: null,
  thptTypes: null,
};

export const report: MockReport = {
  examInfo: buildRecord({
    status: 'DONE',
    reportId: 'prepwise-report-7f1c2a52-1111-4c33-9d7e-000000000001.pdf',
    finishedDate: '2026-11-20T09:00:00Z',
    overallScore: 64,
  }),
  scores,
  sections: [
    { key: 'essay', minutes: 20, usedMs: 754_000, items: 1 },
    { key: 'reading', minutes: 30, usedMs: 120_000, items: 1 },
  ],
  items: [
    {
      step: 0,
      questionId: 501,
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
            { kind: 'misspelled', word: 'tecnology', message: 'Misspelled word.', suggestion: 'technology' },
          ],
        },
      },
      evidence: [],
      response: { text: 'An essay.' },
    },
    {
      step: 2,
      questionId: 502,
      type: 'READING_MCQ_R_SINGLE_ANSWER',
      status: 'UNANSWERED',
      score: 0,
      max: 1,
      skills: ['reading'],
      traits: null,
      evidence: [],
      response: null,
    },
  ],
  previous: [
    {
      id: 'p1',
      name: 'PTE random mock 1',
      finishedDate: '2026-10-01T09:00:00Z',
      overallScore: 59,
      scoreSpeaking: 50,
      scoreWriting: 66,
      scoreReading: 60,
      scoreListening: 58,
    },
  ],
};

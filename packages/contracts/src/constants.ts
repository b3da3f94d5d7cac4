/** Business constants of docs/product.md §9 and the platform's name. */
export const platformName = 'Prepwise';

/** The interface languages (first: the default). Plain data, so the web's first load needs no zod. */
export const languages = ['en', 'vi', 'de'] as const;

export const pageSizes = [10, 25, 50, 100] as const;
/** A page size the lists accept. */
export type PageSize = (typeof pageSizes)[number];
export const requestTimeoutMs = 60_000;
export const dateFormats = {
  short: 'DD MMM /YYYY',
  dateTime: 'DD/MM/YY HH:mm:ss',
  date: 'DD/MM/YYYY',
} as const;
export const freeRandomMockAttempts = 5;

/**
 * Questions of each type a learner without the full question bank can open (the first ones by id),
 * besides those of the free sample papers. The seed sells the full bank with Pack 90 days and the
 * combos; it does not say how large the free part is.
 */
export const freeQuestionsPerType = 5;
export const activationKeyTtlHours = 24 * 7;
export const resetKeyTtlHours = 24;

/** Section time limits in minutes (docs/product.md §9). Summarize spoken text is also listed as 10.2. */
export const sectionMinutes = {
  speaking: 35,
  summarizeWrittenText: 10,
  essay: 20,
  reading: 30,
  summarizeSpokenText: 10,
  listening: 25,
  timeBreak: 10,
} as const;

/** Speaking preparation and recording seconds per task (docs/product.md §9). */
export const speakingSeconds = {
  SPEAKING_READ_ALOUD: { preparation: 40, recording: 40 },
  REPEAT_SENTENCE: { preparation: 2, recording: 10 },
  DESCRIBE_IMAGE: { preparation: 25, recording: 40 },
  RETELL_LECTURE: { preparation: 10, recording: 40 },
  ANSWER_SHORT_QUESTION: { preparation: 3, recording: 10 },
} as const;

/** Seconds to wait before a prompt's audio plays (docs/product.md §9). */
export const listeningWaitSeconds = {
  REPEAT_SENTENCE: 5,
  RETELL_LECTURE: 3,
  ANSWER_SHORT_QUESTION: 3,
  SUMMARIZE_SPOKEN_TEXT: 12,
  FIB_L: 7,
  MCQ_L_SINGLE_ANSWER: 5,
  MCQ_L_MULTIPLE_ANSWER: 5,
  HIGHLIGHT_CORRECT_SUMMARY: 10,
  SELECT_MISSING_WORD: 5,
  HIGHLIGHT_INCORRECT_WORD: 5,
  DICTATION: 7,
  SPEAKING_READ_ALOUD: 0,
} as const;

/** Word limits of open writing tasks (docs/product.md §5). */
export const wordLimits = {
  WRITING_ESSAY: { min: 200, max: 300 },
  SUMMARIZE_SPOKEN_TEXT: { min: 50, max: 70 },
  WRITING_SUMMARIZE_WRITTEN_TEXT: { min: 5, max: 75 },
} as const;

/** Remaining-time defaults in milliseconds (docs/product.md §4). */
export const remainTimeDefaults = { sampleList: 2_100_000, newMock: 3_600_000 } as const;

/**
 * Progress percentage as the seed shows it: capped at 100 with one decimal; the bar is red
 * below 50 percent and green otherwise.
 */
export function progressOf(done: number, total: number): { percent: number; tone: 'red' | 'green' } {
  const raw = total > 0 ? (done / total) * 100 : 0;
  const percent = Math.min(100, Math.round(raw * 10) / 10);
  return { percent, tone: percent < 50 ? 'red' : 'green' };
}

/**
 * The PTE Academic-style practice bank: original items, one JSON file per task type (ids
 * 10000-19999, a block of 100 per type in `pteQuestionTypes` order). Every item parses with
 * `questionContentSchema`; audio and chart URLs point into `packages/content/assets`, which
 * `scripts/synthesize-audio.ts` and `scripts/render-charts.ts` generate.
 */
import type { PteType } from './bank-rules.js';
import speakingReadAloud from './SPEAKING_READ_ALOUD.json' with { type: 'json' };
import repeatSentence from './REPEAT_SENTENCE.json' with { type: 'json' };
import describeImage from './DESCRIBE_IMAGE.json' with { type: 'json' };
import retellLecture from './RETELL_LECTURE.json' with { type: 'json' };
import answerShortQuestion from './ANSWER_SHORT_QUESTION.json' with { type: 'json' };
import writingSummarizeWrittenText from './WRITING_SUMMARIZE_WRITTEN_TEXT.json' with { type: 'json' };
import writingEssay from './WRITING_ESSAY.json' with { type: 'json' };
import readingFibRW from './READING_FIB_R_W.json' with { type: 'json' };
import readingFibR from './READING_FIB_R.json' with { type: 'json' };
import readingReOrderParagraph from './READING_RE_ORDER_PARAGRAPH.json' with { type: 'json' };
import readingMcqRSingleAnswer from './READING_MCQ_R_SINGLE_ANSWER.json' with { type: 'json' };
import readingMcqRMultipleAnswer from './READING_MCQ_R_MULTIPLE_ANSWER.json' with { type: 'json' };
import summarizeSpokenText from './SUMMARIZE_SPOKEN_TEXT.json' with { type: 'json' };
import fibL from './FIB_L.json' with { type: 'json' };
import mcqLSingleAnswer from './MCQ_L_SINGLE_ANSWER.json' with { type: 'json' };
import mcqLMultipleAnswer from './MCQ_L_MULTIPLE_ANSWER.json' with { type: 'json' };
import highlightCorrectSummary from './HIGHLIGHT_CORRECT_SUMMARY.json' with { type: 'json' };
import selectMissingWord from './SELECT_MISSING_WORD.json' with { type: 'json' };
import highlightIncorrectWord from './HIGHLIGHT_INCORRECT_WORD.json' with { type: 'json' };
import dictation from './DICTATION.json' with { type: 'json' };

/** The items of each PTE type, in test order. */
export const pteBankByType: Readonly<Record<PteType, readonly unknown[]>> = {
  SPEAKING_READ_ALOUD: speakingReadAloud,
  REPEAT_SENTENCE: repeatSentence,
  DESCRIBE_IMAGE: describeImage,
  RETELL_LECTURE: retellLecture,
  ANSWER_SHORT_QUESTION: answerShortQuestion,
  WRITING_SUMMARIZE_WRITTEN_TEXT: writingSummarizeWrittenText,
  WRITING_ESSAY: writingEssay,
  READING_FIB_R_W: readingFibRW,
  READING_FIB_R: readingFibR,
  READING_RE_ORDER_PARAGRAPH: readingReOrderParagraph,
  READING_MCQ_R_SINGLE_ANSWER: readingMcqRSingleAnswer,
  READING_MCQ_R_MULTIPLE_ANSWER: readingMcqRMultipleAnswer,
  SUMMARIZE_SPOKEN_TEXT: summarizeSpokenText,
  FIB_L: fibL,
  MCQ_L_SINGLE_ANSWER: mcqLSingleAnswer,
  MCQ_L_MULTIPLE_ANSWER: mcqLMultipleAnswer,
  HIGHLIGHT_CORRECT_SUMMARY: highlightCorrectSummary,
  SELECT_MISSING_WORD: selectMissingWord,
  HIGHLIGHT_INCORRECT_WORD: highlightIncorrectWord,
  DICTATION: dictation,
};

/** Every item of the PTE bank (docs/product.md §3 fields), in test order. */
export const pteBank: unknown[] = Object.values(pteBankByType).flat();

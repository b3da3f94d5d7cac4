import { z } from 'zod';

/** Vietnamese high-school (THPT) question types (docs/product.md §3). */
export const vietnameseQuestionTypes = [
  'PHONETIC_PRONUNCIATION',
  'PHONETIC_STRESS',
  'COM_COM',
  'VOCAB_SYNONYM',
  'VOCAB_ANTONYM',
  'VOCAB_FINISH_SENTENCE',
  'VOCAB_FIND_INCORRECT',
  'GRAMMAR_FINISH_SENTENCE',
  'GRAMMAR_FIND_INCORRECT',
  'READING_FILL_IN_BLANK',
  'READING_COMPREHEND',
  'WRITING_COMBINE',
  'WRITING_REWRITE',
] as const;

/** PTE listening types, in test order: a recording plays, then the learner answers. */
export const pteListeningTypes = [
  'SUMMARIZE_SPOKEN_TEXT',
  'FIB_L',
  'MCQ_L_SINGLE_ANSWER',
  'MCQ_L_MULTIPLE_ANSWER',
  'HIGHLIGHT_CORRECT_SUMMARY',
  'SELECT_MISSING_WORD',
  'HIGHLIGHT_INCORRECT_WORD',
  'DICTATION',
] as const;

/** PTE speaking types whose prompt is a recording (the others show a text or an image). */
export const pteSpeakingAudioPromptTypes = [
  'REPEAT_SENTENCE',
  'RETELL_LECTURE',
  'ANSWER_SHORT_QUESTION',
] as const;

/** PTE Academic-style question types (docs/product.md §3), in test order. */
export const pteQuestionTypes = [
  'SPEAKING_READ_ALOUD',
  'REPEAT_SENTENCE',
  'DESCRIBE_IMAGE',
  'RETELL_LECTURE',
  'ANSWER_SHORT_QUESTION',
  'WRITING_SUMMARIZE_WRITTEN_TEXT',
  'WRITING_ESSAY',
  'READING_FIB_R_W',
  'READING_FIB_R',
  'READING_RE_ORDER_PARAGRAPH',
  'READING_MCQ_R_SINGLE_ANSWER',
  'READING_MCQ_R_MULTIPLE_ANSWER',
  ...pteListeningTypes,
] as const;

export const pseudoQuestionTypes = ['FINISH', 'TIME_BREAK'] as const;

/*
 * Task families: which types share a shape, a marking rule or a player. Defined here once; the
 * content checks, the objective scorer and the web's players import them.
 */

/** THPT multiple-choice types: answers A-D and exactly one correct letter (every THPT type but the passage). */
export const thptChoiceTypes = vietnameseQuestionTypes.filter(
  (type): type is Exclude<(typeof vietnameseQuestionTypes)[number], 'READING_COMPREHEND'> =>
    type !== 'READING_COMPREHEND',
);

/** PTE multiple-choice types with exactly one correct option. */
export const pteSingleChoiceTypes = [
  'READING_MCQ_R_SINGLE_ANSWER',
  'MCQ_L_SINGLE_ANSWER',
  'HIGHLIGHT_CORRECT_SUMMARY',
  'SELECT_MISSING_WORD',
] as const satisfies readonly (typeof pteQuestionTypes)[number][];

/** PTE reading multiple-choice types (one answer or several): the choice player shows them with the THPT items. */
export const pteReadingChoiceTypes = [
  'READING_MCQ_R_SINGLE_ANSWER',
  'READING_MCQ_R_MULTIPLE_ANSWER',
] as const satisfies readonly (typeof pteQuestionTypes)[number][];

/** Types with answers A-D and exactly one correct letter (content checks the shape of these). */
export const singleChoiceTypes = [...thptChoiceTypes, ...pteSingleChoiceTypes] as const;

/** PTE item types marked exactly from choices or typed text (scoring.md, "Objective items"). */
export const pteObjectiveTypes = [
  'READING_FIB_R_W',
  'READING_FIB_R',
  'READING_MCQ_R_MULTIPLE_ANSWER',
  'MCQ_L_MULTIPLE_ANSWER',
  'HIGHLIGHT_INCORRECT_WORD',
  'READING_RE_ORDER_PARAGRAPH',
  'FIB_L',
  'DICTATION',
  ...pteSingleChoiceTypes,
] as const satisfies readonly (typeof pteQuestionTypes)[number][];

/** The types of real items (a learner answers them), THPT and PTE: every type but the pseudo-types. */
export const itemQuestionTypes = [...vietnameseQuestionTypes, ...pteQuestionTypes] as const;
export type ItemQuestionType = (typeof itemQuestionTypes)[number];

/** Whether a type is a real item's (not the FINISH or TIME_BREAK step of a mock plan). */
export function isItemQuestionType(type: QuestionType): type is ItemQuestionType {
  return (itemQuestionTypes as readonly string[]).includes(type);
}

export const questionTypes = [
  ...vietnameseQuestionTypes,
  ...pteQuestionTypes,
  ...pseudoQuestionTypes,
] as const;
export const questionTypeSchema = z.enum(questionTypes);
export type QuestionType = z.infer<typeof questionTypeSchema>;

export const questionGroups = [
  'FREE_SAMPLE',
  'SKILL_TEST',
  'QUESTION_BANK',
  'MOCK_TEST',
  'SCORE_TEST',
  'REPEATED_QUESTION',
] as const;
export const questionGroupSchema = z.enum(questionGroups);
export type QuestionGroup = z.infer<typeof questionGroupSchema>;

export const levels = ['basic', 'intermediate', 'advanced'] as const;
export const levelSchema = z.enum(levels);
export type Level = z.infer<typeof levelSchema>;

/** Category labels of Vietnamese items (seed: pronunciation, vocabulary, grammar, or 'grammar, vocabulary'). */
export const vocabularyCategories = [
  'pronunciation',
  'vocabulary',
  'grammar',
  'grammar, vocabulary',
] as const;

/** Whether a type is a PTE task (as opposed to a THPT item or a pseudo-type). */
export function isPteType(type: QuestionType): boolean {
  return (pteQuestionTypes as readonly string[]).includes(type);
}

/** English display names of the types (the web translates by type key). */
export const questionTypeNames: Record<QuestionType, string> = {
  PHONETIC_PRONUNCIATION: 'Pronunciation',
  PHONETIC_STRESS: 'Stress',
  COM_COM: 'Dialogue completion',
  VOCAB_SYNONYM: 'Synonyms',
  VOCAB_ANTONYM: 'Antonyms',
  VOCAB_FINISH_SENTENCE: 'Vocabulary: complete the sentence',
  VOCAB_FIND_INCORRECT: 'Vocabulary: find the mistake',
  GRAMMAR_FINISH_SENTENCE: 'Grammar: complete the sentence',
  GRAMMAR_FIND_INCORRECT: 'Grammar: find the mistake',
  READING_FILL_IN_BLANK: 'Cloze passage',
  READING_COMPREHEND: 'Reading comprehension',
  WRITING_COMBINE: 'Sentence combination',
  WRITING_REWRITE: 'Sentence transformation',
  SPEAKING_READ_ALOUD: 'Read aloud',
  REPEAT_SENTENCE: 'Repeat sentence',
  DESCRIBE_IMAGE: 'Describe image',
  RETELL_LECTURE: 'Re-tell lecture',
  ANSWER_SHORT_QUESTION: 'Answer short question',
  WRITING_SUMMARIZE_WRITTEN_TEXT: 'Summarize written text',
  WRITING_ESSAY: 'Write essay',
  READING_FIB_R_W: 'Reading & writing: fill in the blanks',
  READING_FIB_R: 'Reading: fill in the blanks',
  READING_RE_ORDER_PARAGRAPH: 'Re-order paragraphs',
  READING_MCQ_R_SINGLE_ANSWER: 'Reading: multiple choice, single answer',
  READING_MCQ_R_MULTIPLE_ANSWER: 'Reading: multiple choice, multiple answers',
  SUMMARIZE_SPOKEN_TEXT: 'Summarize spoken text',
  FIB_L: 'Listening: fill in the blanks',
  MCQ_L_SINGLE_ANSWER: 'Listening: multiple choice, single answer',
  MCQ_L_MULTIPLE_ANSWER: 'Listening: multiple choice, multiple answers',
  HIGHLIGHT_CORRECT_SUMMARY: 'Highlight correct summary',
  SELECT_MISSING_WORD: 'Select missing word',
  HIGHLIGHT_INCORRECT_WORD: 'Highlight incorrect words',
  DICTATION: 'Write from dictation',
  FINISH: 'Finish',
  TIME_BREAK: 'Break',
};

/**
 * Where a listening or speaking prompt keeps the transcript of its audio. The learner sees it
 * only after answering (ui.md: audio has a transcript after the answer is submitted).
 */
export const transcriptFieldByType: Partial<Record<QuestionType, 'text' | 'description'>> = {
  REPEAT_SENTENCE: 'text',
  ANSWER_SHORT_QUESTION: 'text',
  DICTATION: 'text',
  RETELL_LECTURE: 'description',
  SUMMARIZE_SPOKEN_TEXT: 'description',
  MCQ_L_SINGLE_ANSWER: 'description',
  MCQ_L_MULTIPLE_ANSWER: 'description',
  HIGHLIGHT_CORRECT_SUMMARY: 'description',
  SELECT_MISSING_WORD: 'description',
  HIGHLIGHT_INCORRECT_WORD: 'description',
};

/** Types whose keyword and phraseHints are the scorer's key points, not shown before answering. */
export const scorerHintTypes: ReadonlySet<QuestionType> = new Set([
  'DESCRIBE_IMAGE',
  'RETELL_LECTURE',
  'SUMMARIZE_SPOKEN_TEXT',
  'WRITING_SUMMARIZE_WRITTEN_TEXT',
  'WRITING_ESSAY',
]);

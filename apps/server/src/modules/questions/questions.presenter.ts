import {
  answerLetters,
  scorerHintTypes,
  transcriptFieldByType,
  type QuestionGroup,
  type QuestionType,
  type QuestionView,
} from '@prepwise/contracts';
import type { questions } from '../../db/schema/index.js';

export type QuestionRow = typeof questions.$inferSelect;

/** The transcript of a listening or speaking prompt, which the learner sees only after answering. */
export function transcriptOf(row: QuestionRow): string | null {
  const field = transcriptFieldByType[row.type as QuestionType];
  return field ? row[field] : null;
}

/**
 * The learner's view of a question: no answer key, explanations, sub-question keys, audio
 * transcripts or the scorer's key points.
 */
export function presentQuestion(row: QuestionRow, bookmarked: boolean): QuestionView {
  const type = row.type as QuestionType;
  const hidden = transcriptFieldByType[type];
  const hideHints = scorerHintTypes.has(type);
  const answer = (letter: string) => row.answers[letter] ?? null;
  const unformat = (letter: string) => row.unformatAnswers[letter] ?? null;
  const answers = Object.fromEntries(
    answerLetters.map((letter) => [`answer${letter}`, answer(letter)]),
  ) as Pick<QuestionView, `answer${(typeof answerLetters)[number]}`>;
  return {
    id: row.id,
    type,
    groups: row.groups as QuestionGroup[],
    vocabulary: row.vocabulary,
    text: hidden === 'text' ? null : row.text,
    level: row.level,
    ...answers,
    unformatAnswerA: unformat('A'),
    unformatAnswerB: unformat('B'),
    unformatAnswerC: unformat('C'),
    unformatAnswerD: unformat('D'),
    underlineWord: row.underlineWord,
    audioLink: row.audioLink,
    description: hidden === 'description' ? null : row.description,
    examId: row.examId,
    keyword: hideHints ? null : row.keyword,
    phraseHints: hideHints ? null : row.phraseHints,
    numberKeyword: row.numberKeyword,
    lstType: row.lstType,
    timeBreak: row.timeBreak,
    orderDisplay: row.orderDisplay,
    activated: row.activated,
    repeated: row.repeated,
    topic: row.topic,
    audioLinkSampleMale: row.audioLinkSampleMale,
    audioLinkSampleFemale: row.audioLinkSampleFemale,
    questions: Array.isArray(row.subQuestions)
      ? (row.subQuestions as Record<string, string>[]).map((sub) => ({
          text: sub.text ?? '',
          answerA: sub.answerA ?? '',
          answerB: sub.answerB ?? '',
          answerC: sub.answerC ?? '',
          answerD: sub.answerD ?? '',
        }))
      : null,
    bookmarked,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

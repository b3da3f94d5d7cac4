import { answerLetters, type QuestionGroup, type QuestionType, type QuestionView } from '@prepwise/contracts';
import type { questions } from '../../db/schema.js';

export type QuestionRow = typeof questions.$inferSelect;

/** The learner's view of a question: no answer key, explanations or sub-question keys. */
export function presentQuestion(row: QuestionRow, bookmarked: boolean): QuestionView {
  const answer = (letter: string) => row.answers[letter] ?? null;
  const unformat = (letter: string) => row.unformatAnswers[letter] ?? null;
  const answers = Object.fromEntries(
    answerLetters.map((letter) => [`answer${letter}`, answer(letter)]),
  ) as Pick<QuestionView, `answer${(typeof answerLetters)[number]}`>;
  return {
    id: row.id,
    type: row.type as QuestionType,
    groups: row.groups as QuestionGroup[],
    vocabulary: row.vocabulary,
    text: row.text,
    level: row.level,
    ...answers,
    unformatAnswerA: unformat('A'),
    unformatAnswerB: unformat('B'),
    unformatAnswerC: unformat('C'),
    unformatAnswerD: unformat('D'),
    underlineWord: row.underlineWord,
    audioLink: row.audioLink,
    description: row.description,
    examId: row.examId,
    keyword: row.keyword,
    phraseHints: row.phraseHints,
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

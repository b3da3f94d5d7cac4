import { answerLetters, questionContentSchema, type QuestionContent } from '@prepwise/contracts';
import { validateQuestionItems, type ImportProblem } from './question-file-check.js';
import type { Executor } from '../../db/client.js';
import { findAllQuestions, upsertQuestions, type NewQuestionRow } from './questions.repository.js';
import type { QuestionRow } from './questions.presenter.js';
import { notifyContentChanged } from './question-page-cache.js';

export type { ImportProblem };

export type ImportResult = { imported: number; problems: [] } | { imported: 0; problems: ImportProblem[] };

/**
 * Validates every item against the contracts and imports them in one transaction, or imports
 * nothing and reports each bad item by line (1-based, as given) and field. Items with an id
 * that exists replace it (content is versioned by its source files).
 */
export async function importQuestions(
  db: Executor,
  items: { line: number; value: unknown }[],
): Promise<ImportResult> {
  const checked = validateQuestionItems(items);
  if (!checked.ok) return { imported: 0, problems: checked.problems };
  return importValidQuestions(db, checked.questions);
}

/** Writes questions already validated ({@link validateQuestionItems}) in one transaction. */
export async function importValidQuestions(
  db: Executor,
  questions: QuestionContent[],
): Promise<ImportResult> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < questions.length; start += 200) {
      await upsertQuestions(
        tx,
        questions.slice(start, start + 200).map((item) => questionRowOf(item)),
      );
    }
  });
  notifyContentChanged();
  return { imported: questions.length, problems: [] };
}

/** Every question as content (the export format, which import reads back unchanged). */
export async function exportQuestions(db: Executor): Promise<QuestionContent[]> {
  const rows = await findAllQuestions(db);
  return rows.map(questionContentOf);
}

/** A question's content as a table row (`updatedAt` now, or `now` when given). */
export function questionRowOf(item: QuestionContent, now = new Date()): NewQuestionRow {
  const answers: Record<string, string> = {};
  const unformatAnswers: Record<string, string> = {};
  for (const letter of answerLetters) {
    const answer = item[`answer${letter}`];
    if (answer) answers[letter] = answer;
  }
  for (const letter of ['A', 'B', 'C', 'D'] as const) {
    const answer = item[`unformatAnswer${letter}`];
    if (answer) unformatAnswers[letter] = answer;
  }
  return {
    id: item.id,
    type: item.type,
    groups: item.groups,
    vocabulary: item.vocabulary ?? null,
    text: item.text ?? null,
    level: item.level,
    answers,
    expectAnswer: item.expectAnswer ?? null,
    unformatAnswers,
    underlineWord: item.underlineWord ?? null,
    audioLink: item.audioLink ?? null,
    description: item.description ?? null,
    examId: item.examId ?? null,
    keyword: item.keyword ?? null,
    phraseHints: item.phraseHints ?? null,
    numberKeyword: item.numberKeyword ?? null,
    lstType: item.lstType ?? null,
    timeBreak: item.timeBreak ?? null,
    orderDisplay: item.orderDisplay ?? null,
    activated: item.activated,
    repeated: item.repeated,
    topic: item.topic ?? null,
    audioLinkSampleMale: item.audioLinkSampleMale ?? null,
    audioLinkSampleFemale: item.audioLinkSampleFemale ?? null,
    explanation: item.explanation ?? null,
    subQuestions: item.questions ?? null,
    updatedAt: now,
  };
}

/** A question row as content (the import/export format, also what the audit log keeps). */
export function questionContentOf(row: QuestionRow): QuestionContent {
  const content: Record<string, unknown> = {
    id: row.id,
    type: row.type,
    groups: row.groups,
    level: row.level,
    activated: row.activated,
    repeated: row.repeated,
  };
  for (const letter of answerLetters)
    if (row.answers[letter]) content[`answer${letter}`] = row.answers[letter];
  for (const letter of ['A', 'B', 'C', 'D']) {
    if (row.unformatAnswers[letter]) content[`unformatAnswer${letter}`] = row.unformatAnswers[letter];
  }
  const optional = {
    vocabulary: row.vocabulary,
    text: row.text,
    expectAnswer: row.expectAnswer,
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
    topic: row.topic,
    audioLinkSampleMale: row.audioLinkSampleMale,
    audioLinkSampleFemale: row.audioLinkSampleFemale,
    explanation: row.explanation,
    questions: row.subQuestions,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== null) content[key] = value;
  return questionContentSchema.parse(content);
}

import type { ItemAnalysisRow } from '@prepwise/contracts';
import type { ClassAnswerRow } from './class-answers.repository.js';
import { isOpenAnswerType } from './open-types.js';

const isDone = (answer: ClassAnswerRow) => answer.status === 'MARKED' || answer.status === 'SCORED';
const isRight = (answer: ClassAnswerRow) =>
  answer.status === 'MARKED' && answer.max !== null && answer.max > 0 && (answer.score ?? 0) >= answer.max;

/** What a wrong objective answer chose, as one label (letters, words in blanks, an order). */
function choiceOf(response: Record<string, unknown>): string | null {
  for (const field of ['selected', 'answers', 'blanks', 'order'] as const) {
    const value = response[field];
    if (Array.isArray(value) && value.length > 0) return value.map((part) => String(part ?? '–')).join(', ');
  }
  return null;
}

/**
 * Per question of an assignment, across the class (pure): how many answered, how many right and
 * the share right (objective items), the wrong choice picked most, and the mean share of the
 * maximum (open items); worst first (lowest share right or mean share), unanswered last.
 */
export function analyseItems(answers: readonly ClassAnswerRow[]): ItemAnalysisRow[] {
  const byQuestion = new Map<number, ClassAnswerRow[]>();
  for (const answer of answers)
    byQuestion.set(answer.questionId, [...(byQuestion.get(answer.questionId) ?? []), answer]);
  const rows = [...byQuestion.values()].map((group): ItemAnalysisRow => {
    const first = group[0] as ClassAnswerRow;
    const done = group.filter(isDone);
    const open = isOpenAnswerType(first.type);
    const wrongChoices = new Map<string, number>();
    if (!open)
      for (const answer of done.filter((candidate) => !isRight(candidate))) {
        const choice = choiceOf(answer.response);
        if (choice) wrongChoices.set(choice, (wrongChoices.get(choice) ?? 0) + 1);
      }
    const [choice, count] =
      [...wrongChoices.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
    const scored = done.filter((answer) => answer.max !== null && answer.max > 0);
    return {
      questionId: first.questionId,
      type: first.type,
      preview: first.preview,
      answered: done.length,
      right: open ? 0 : done.filter(isRight).length,
      shareRight: open || done.length === 0 ? null : done.filter(isRight).length / done.length,
      commonWrong: choice && count ? { choice, count } : null,
      meanShare:
        open && scored.length > 0
          ? scored.reduce((sum, answer) => sum + (answer.score ?? 0) / (answer.max ?? 1), 0) / scored.length
          : null,
    };
  });
  const difficulty = (row: ItemAnalysisRow) => row.shareRight ?? row.meanShare ?? Number.POSITIVE_INFINITY;
  return rows.sort((a, b) => difficulty(a) - difficulty(b) || a.questionId - b.questionId);
}

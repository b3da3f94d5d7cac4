import {
  answeredQuestionCount,
  answeredQuestionsBySection,
  type AnswerResponse,
  type MockDetail,
} from '@prepwise/contracts';
import { readDraft } from './mock-drafts';

export interface MockProgress {
  /** The plan's steps whose question has an answer, saved or drafted (the palette marks them). */
  answeredSteps: ReadonlySet<number>;
  /** Answered questions as the paper counts them (a passage's answered sub-questions). */
  answeredQuestions: number;
  /** The paper's questions without an answer, the one on screen counted if it has a draft. */
  unanswered: number;
}

/**
 * How far a mock's answers go, in the paper's own questions: what the palette shows answered and
 * what Finish warns is left. A drafted answer counts, since Finish saves the one on screen first.
 */
export function mockProgress(input: {
  detail: MockDetail;
  questionSteps: readonly number[];
  totalQuestions: number;
  saved: ReadonlyMap<number, AnswerResponse>;
  drafted: ReadonlySet<number>;
  currentQuestionId: number | null;
}): MockProgress {
  const { detail, questionSteps, saved, drafted, currentQuestionId } = input;
  const { plan, questions } = detail;
  const mockId = detail.examInfo.id;
  const responseOf = (id: number) => (drafted.has(id) ? readDraft(mockId, id) : saved.get(id));
  const answeredSteps = new Set(
    questionSteps.filter((index) => {
      const id = plan.steps[index]?.questionId;
      return id != null && (saved.has(id) || drafted.has(id));
    }),
  );
  const answeredQuestions = [...answeredSteps].reduce((sum, index) => {
    const id = plan.steps[index]?.questionId;
    if (id == null) return sum;
    const item = questions.find((entry) => entry.id === id);
    return sum + answeredQuestionCount(item, responseOf(id));
  }, 0);
  const done = answeredQuestionsBySection(plan, questions, (id) =>
    id === currentQuestionId && drafted.has(id) ? readDraft(mockId, id) : saved.get(id),
  ).reduce((sum, row) => sum + row.done, 0);
  return { answeredSteps, answeredQuestions, unanswered: input.totalQuestions - done };
}

import type { z } from 'zod';
import {
  assignmentCreateSchema,
  type AssignmentCreate,
  type AssignmentWork,
  type ExamFamily,
  type ItemQuestionType,
  type MockBlueprintName,
} from '@prepwise/contracts';
import { numberOf, requestResolver } from '../../../lib/request-resolver';
import { instantOrTyped, toLocalInput } from '../lib/date-input';

/** What the assignment form sends: the contract's request. */
export type AssignmentRequest = z.output<typeof assignmentCreateSchema>;

/**
 * The form's fields, named as the request's so the schema's problems land on them. `work` holds
 * every kind's fields at once (switching kinds loses nothing chosen); only the chosen kind's are
 * sent. `someLearners` says whether `learnerIds` is sent; `dueAt` is the `datetime-local` text.
 */
export interface AssignmentValues {
  title: string;
  work: {
    kind: AssignmentWork['kind'];
    questionIds: number[];
    types: ItemQuestionType[];
    count: number | string;
    perLearner: boolean;
    blueprint: MockBlueprintName;
  };
  someLearners: boolean;
  learnerIds: string[];
  dueAt: string;
  attemptsAllowed: number | string;
  lateAllowed: boolean;
}

/** The work of the chosen kind as the contract has it; a mock is of the class's exam (the context). */
function workOf(work: AssignmentValues['work'], family: ExamFamily): AssignmentCreate['work'] {
  if (work.kind === 'MOCK') return { kind: 'MOCK', mockKind: family, blueprint: work.blueprint };
  if (work.kind === 'PRACTICE_DRAWN')
    return {
      kind: 'PRACTICE_DRAWN',
      types: work.types,
      count: numberOf(work.count),
      perLearner: work.perLearner,
    };
  return { kind: 'PRACTICE_CHOSEN', questionIds: work.questionIds };
}

/** Checks the form's values with the contract's schema, as the request they become. */
export const assignmentResolver = requestResolver(
  assignmentCreateSchema,
  (values: AssignmentValues, family: ExamFamily) => ({
    title: values.title,
    work: workOf(values.work, family),
    ...(values.someLearners ? { learnerIds: values.learnerIds } : {}),
    dueAt: instantOrTyped(values.dueAt),
    attemptsAllowed: numberOf(values.attemptsAllowed),
    lateAllowed: values.lateAllowed,
  }),
);

/** A new assignment's fields: questions the teacher picks, due in a week, one attempt, late work counts. */
export function newAssignmentValues(): AssignmentValues {
  return {
    title: '',
    work: {
      kind: 'PRACTICE_CHOSEN',
      questionIds: [],
      types: [],
      count: 10,
      perLearner: false,
      blueprint: 'full',
    },
    someLearners: false,
    learnerIds: [],
    dueAt: toLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString()),
    attemptsAllowed: 1,
    lateAllowed: true,
  };
}

import type { z } from 'zod';
import {
  traitResultSchema,
  type AttemptKind,
  type GradingAnswer,
  type GradingListItem,
  type reviewAnswerSchema,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { recordingUrl } from '../answers/index.js';
import { announceClassChange, presentTeacherReview, recordClassChange } from '../classes/index.js';
import { teacherAssignment } from './assignments.service.js';
import {
  findAttemptAnswer,
  findOpenAnswerPage,
  findReviews,
  upsertReview,
  type ReviewRow,
} from './class-answers.repository.js';
import { openAnswerTypes } from './open-types.js';

type TraitResults = NonNullable<GradingAnswer['ai']>['traits'];

/** The AI's traits of an answer, those that read as the scorer writes them. */
function traitsOf(raw: Record<string, unknown> | null): TraitResults {
  const traits: TraitResults = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    const parsed = traitResultSchema.safeParse(value);
    if (parsed.success) traits[name] = parsed.data;
  }
  return traits;
}

function presentReview(review: ReviewRow | undefined): GradingAnswer['review'] {
  return review ? presentTeacherReview(review, review.teacherName) : null;
}

/** A page of an assignment's open answers (writing, speaking) with the AI's and the teacher's totals. */
export async function listOpenAnswers(
  deps: AppDeps,
  me: UserRow,
  assignmentId: string,
  page: number,
  size: number,
): Promise<{ items: GradingListItem[]; total: number }> {
  const assignment = await teacherAssignment(deps, me, assignmentId, 'any');
  const { rows, total } = await findOpenAnswerPage(deps.db, assignment.id, openAnswerTypes, page, size);
  const reviews = await findReviews(deps.db, [...new Set(rows.map((row) => row.attemptId))]);
  return {
    items: rows.map((row) => {
      const review = reviews.get(`${row.kind}:${row.attemptId}:${row.questionId}`);
      return {
        kind: row.kind,
        attemptId: row.attemptId,
        questionId: row.questionId,
        learnerName: row.fullName,
        type: row.type,
        status: row.status as GradingListItem['status'],
        aiScore: row.status === 'SCORED' && row.max !== null ? { score: row.score ?? 0, max: row.max } : null,
        review: review ? { score: review.score, max: review.max } : null,
      };
    }),
    total,
  };
}

/**
 * An open answer of a class assignment's attempt as its teacher reads it to sign: the prompt, the
 * learner's text or recording (a signed link), the AI's score by trait with its evidence, and the
 * review. Answers outside the teacher's classes answer the class's 403.
 */
export async function loadGradingAnswer(
  deps: AppDeps,
  me: UserRow,
  key: { kind: AttemptKind; attemptId: string; questionId: number },
): Promise<GradingAnswer> {
  const answer = await findAttemptAnswer(deps.db, key.kind, key.attemptId, key.questionId);
  if (!answer?.assignmentId) throw new AppError('error.classForbidden');
  const assignment = await teacherAssignment(deps, me, answer.assignmentId, 'any');
  const reviews = await findReviews(deps.db, [key.attemptId]);
  const audioKey = typeof answer.response.audioKey === 'string' ? answer.response.audioKey : null;
  const text = typeof answer.response.text === 'string' ? answer.response.text : null;
  return {
    ...key,
    learnerName: answer.learnerName,
    assignmentTitle: assignment.title,
    type: answer.type,
    prompt: answer.prompt,
    status: answer.status as GradingAnswer['status'],
    text,
    recordingUrl: audioKey ? recordingUrl(deps, audioKey) : null,
    ai:
      answer.status === 'SCORED' && answer.max !== null
        ? { score: answer.score ?? 0, max: answer.max, traits: traitsOf(answer.traits) }
        : null,
    review: presentReview(reviews.get(`${key.kind}:${key.attemptId}:${key.questionId}`)),
  };
}

/**
 * A teacher confirms or changes an AI score, trait by trait, with a comment: the grade right on
 * the class; only a scored answer (`error.answerNotScored`), with a score for each of the AI's
 * traits between 0 and its maximum (`error.reviewTraitsInvalid`). Stored beside the AI's score
 * (the AI's total kept with it, as rated data for calibration), audited, and the learner sees it.
 */
export async function reviewAnswer(
  deps: AppDeps,
  me: UserRow,
  key: { kind: AttemptKind; attemptId: string; questionId: number },
  input: z.output<typeof reviewAnswerSchema>,
): Promise<GradingAnswer> {
  const answer = await findAttemptAnswer(deps.db, key.kind, key.attemptId, key.questionId);
  if (!answer?.assignmentId) throw new AppError('error.classForbidden');
  const assignment = await teacherAssignment(deps, me, answer.assignmentId, 'grade');
  if (answer.status !== 'SCORED' || answer.max === null) throw new AppError('error.answerNotScored');
  const traits = traitsOf(answer.traits);
  const names = Object.keys(traits);
  const given = Object.keys(input.traits);
  const valid =
    names.length > 0 &&
    given.length === names.length &&
    names.every((name) => {
      const value = input.traits[name];
      const max = traits[name]?.max ?? 0;
      return value !== undefined && value >= 0 && value <= max;
    });
  if (!valid) throw new AppError('error.reviewTraitsInvalid');
  const score = names.reduce((sum, name) => sum + (input.traits[name] ?? 0), 0);
  const max = names.reduce((sum, name) => sum + (traits[name]?.max ?? 0), 0);
  const now = deps.now();
  const before = (await findReviews(deps.db, [key.attemptId])).get(
    `${key.kind}:${key.attemptId}:${key.questionId}`,
  );
  await deps.db.transaction(async (tx) => {
    await upsertReview(tx, {
      attemptKind: key.kind,
      attemptId: key.attemptId,
      questionId: key.questionId,
      classId: assignment.classId,
      learnerId: answer.userId,
      teacherId: me.id,
      traits: input.traits,
      score,
      max,
      aiScore: answer.score,
      aiMax: answer.max,
      comment: input.comment,
      createdAt: now,
      updatedAt: now,
    });
    await recordClassChange(tx, {
      classId: assignment.classId,
      actorId: me.id,
      action: before ? 'answer.review.change' : 'answer.review',
      subject: `${key.kind}:${key.attemptId}:${key.questionId}`,
      before: before
        ? { traits: before.traits, score: before.score, comment: before.comment }
        : { aiScore: answer.score },
      after: { traits: input.traits, score, comment: input.comment },
      at: now,
    });
  });
  await announceClassChange(deps, {
    classId: assignment.classId,
    assignmentId: assignment.id,
    userId: answer.userId,
  });
  return loadGradingAnswer(deps, me, key);
}

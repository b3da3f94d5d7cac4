import { randomInt } from 'node:crypto';
import {
  phoneticItemKey,
  questionDraftSchema,
  type AdminQuestionSummary,
  type PhoneticGenerateRequest,
  type PhoneticGenerateResult,
  type PhoneticPreview,
  type PhoneticSaveRequest,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { generatePhoneticsInPool, solvePhoneticsInPool } from '../../pool/pool-tasks.js';
import { PoolTaskError } from '../../pool/worker-pool.js';
import { notifyContentChanged } from '../questions/index.js';
import type { UserRow } from '../user/index.js';
import { findAnswersOfType } from './admin-questions.repository.js';
import { insertAuditedQuestion } from './admin-questions.service.js';
import { presentAdminQuestionSummary } from './admin-questions.presenter.js';

/** Runs pool work; a full or failed pool is `error.busy` (503, try again). */
async function inPool<Value>(work: () => Promise<Value>): Promise<Value> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PoolTaskError) throw new AppError('error.busy');
    throw error;
  }
}

/**
 * Generates THPT phonetic items for the console with the bank's generator and solver, in the
 * worker pool: previews of items the solver settles with confidence 1 and the bank does not
 * hold yet, and the typed words it refused with their reason. The seed is echoed so a run can be repeated.
 */
export async function generateAdminPhoneticItems(
  deps: AppDeps,
  request: PhoneticGenerateRequest,
): Promise<PhoneticGenerateResult> {
  const seed = request.seed ?? randomInt(0, 2_147_483_647);
  const existing = (await findAnswersOfType(deps.db, request.type)).map(phoneticItemKey);
  const result = await inPool(() =>
    generatePhoneticsInPool(deps.pool, {
      type: request.type,
      words: request.words,
      count: request.count,
      seed,
      existing,
    }),
  );
  return { ...result, seed };
}

function draftOf(request: PhoneticSaveRequest, preview: PhoneticPreview) {
  const { question, options } = preview;
  const unformatted =
    preview.underlined === null
      ? {}
      : {
          unformatAnswerA: options[0],
          unformatAnswerB: options[1],
          unformatAnswerC: options[2],
          unformatAnswerD: options[3],
        };
  return questionDraftSchema.parse({
    type: request.type,
    groups: ['QUESTION_BANK'],
    vocabulary: 'pronunciation',
    level: request.level,
    activated: request.activated,
    ...question,
    ...unformatted,
  });
}

/**
 * Saves the phonetic items an admin kept as questions (active or not), each solved again in the
 * pool so the key and explanation are the solver's, never the client's. All or nothing in one
 * transaction, each creation audited. Throws `error.validation` naming every item the solver
 * cannot settle (`items.N`), `error.busy` when the pool is full.
 */
export async function saveAdminPhoneticItems(
  deps: AppDeps,
  actor: UserRow,
  request: PhoneticSaveRequest,
): Promise<AdminQuestionSummary[]> {
  const previews = await inPool(() => solvePhoneticsInPool(deps.pool, request.type, request.items));
  const message = 'The solver cannot settle this item for certain; leave it out.';
  const unsettled = previews.flatMap((preview, index) =>
    preview === null ? [{ field: `items.${index}`, message }] : [],
  );
  if (unsettled.length > 0) throw new AppError('error.validation', message, unsettled);
  const now = deps.now();
  const rows = await deps.db.transaction(async (tx) => {
    const saved = [];
    for (const preview of previews) {
      if (preview !== null)
        saved.push(await insertAuditedQuestion(tx, actor, draftOf(request, preview), now));
    }
    return saved;
  });
  notifyContentChanged();
  return rows.map(presentAdminQuestionSummary);
}

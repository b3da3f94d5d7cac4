import type {
  AdminQuestion,
  AdminQuestionAction,
  AdminQuestionExport,
  AdminQuestionExportQuery,
  AdminQuestionImportRequest,
  AdminQuestionImportResult,
  AdminQuestionListQuery,
  AdminQuestionSummary,
  QuestionContent,
  QuestionDraft,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { Transaction } from '../../db/client.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import {
  formatQuestionFile,
  importValidQuestions,
  notifyContentChanged,
  questionContentOf,
  questionRowOf,
  type QuestionFileCheck,
  type QuestionRow,
} from '../questions/index.js';
import { checkQuestionFileInPool } from '../../pool/pool-tasks.js';
import { PoolTaskError } from '../../pool/worker-pool.js';
import { recordAdminChange } from '../../platform/admin-audit.js';
import {
  findAdminQuestionPage,
  findAdminQuestionsForExport,
  findAnyQuestion,
  findAnyQuestionForUpdate,
  lockNextQuestionId,
  insertQuestion,
  replaceQuestion,
  setQuestionFlags,
} from './admin-questions.repository.js';
import { presentAdminQuestion, presentAdminQuestionSummary } from './admin-questions.presenter.js';

/** A page of the bank for the console (every state), and the total. */
export async function listAdminQuestions(
  deps: AppDeps,
  query: AdminQuestionListQuery,
): Promise<{ items: AdminQuestionSummary[]; total: number }> {
  const { rows, total } = await findAdminQuestionPage(deps.db, query);
  return { items: rows.map(presentAdminQuestionSummary), total };
}

export async function getAdminQuestion(deps: AppDeps, id: number): Promise<AdminQuestion> {
  return presentAdminQuestion(found(await findAnyQuestion(deps.db, id)));
}

function auditLabel(row: { id: number; type: string }): string {
  return `#${row.id} ${row.type}`;
}

async function audit(
  tx: Transaction,
  actor: UserRow,
  action: 'create' | 'update' | AdminQuestionAction,
  before: QuestionRow | null,
  after: QuestionRow,
  now: Date,
): Promise<void> {
  await recordAdminChange(
    tx,
    actor,
    {
      action: `question.${action}`,
      targetType: 'question',
      targetId: String(after.id),
      targetLabel: auditLabel(after),
      before: before ? { ...questionContentOf(before) } : null,
      after: { ...questionContentOf(after) },
    },
    now,
  );
}

/**
 * Inserts one question in `tx` (the id given or the next free one) and audits its creation.
 * Throws `error.conflict` (409) when the id is taken.
 */
export async function insertAuditedQuestion(
  tx: Transaction,
  actor: UserRow,
  draft: QuestionDraft,
  now: Date,
): Promise<QuestionRow> {
  const id = draft.id ?? (await lockNextQuestionId(tx));
  const content: QuestionContent = { ...draft, id };
  const row = await insertQuestion(tx, { ...questionRowOf(content, now), createdAt: now });
  if (!row) {
    const message = `A question with id ${id} exists.`;
    throw new AppError('error.conflict', message, [{ field: 'id', message }]);
  }
  await audit(tx, actor, 'create', null, row, now);
  return row;
}

/**
 * Creates a question from the console: validated like an imported item (the route's schema), the
 * id given or the next free one; audited; the learners' question pages drop their cache at once.
 * Throws `error.conflict` (409) when the given id is taken.
 */
export async function createAdminQuestion(
  deps: AppDeps,
  actor: UserRow,
  draft: QuestionDraft,
): Promise<AdminQuestion> {
  const now = deps.now();
  const created = await deps.db.transaction((tx) => insertAuditedQuestion(tx, actor, draft, now));
  notifyContentChanged();
  return presentAdminQuestion(created);
}

/**
 * Replaces a question's content (its id and creation date stay), audited with before and after
 * on the locked row; an edit that changes nothing writes nothing.
 */
export async function updateAdminQuestion(
  deps: AppDeps,
  actor: UserRow,
  id: number,
  draft: QuestionDraft,
): Promise<AdminQuestion> {
  if (draft.id !== undefined && draft.id !== id) {
    const message = 'The id of a question cannot change.';
    throw new AppError('error.validation', message, [{ field: 'id', message }]);
  }
  const now = deps.now();
  const content: QuestionContent = { ...draft, id };
  const { row, changed } = await deps.db.transaction(async (tx) => {
    const before = found(await findAnyQuestionForUpdate(tx, id));
    if (JSON.stringify(questionContentOf(before)) === JSON.stringify(questionContentOfDraft(content)))
      return { row: before, changed: false };
    const after = found(await replaceQuestion(tx, id, questionRowOf(content, now)));
    await audit(tx, actor, 'update', before, after, now);
    return { row: after, changed: true };
  });
  if (changed) notifyContentChanged();
  return presentAdminQuestion(row);
}

/** The content as it will read back from its row (fields in the export's order, empty ones left out). */
function questionContentOfDraft(content: QuestionContent): QuestionContent {
  const row = questionRowOf(content);
  return questionContentOf({ ...row, createdAt: new Date(0), updatedAt: new Date(0) } as QuestionRow);
}

const actionFlags: Record<AdminQuestionAction, { activated?: boolean; repeated?: boolean }> = {
  activate: { activated: true },
  deactivate: { activated: false },
  markRepeated: { repeated: true },
  unmarkRepeated: { repeated: false },
};

/**
 * Activates or deactivates a question, or sets or clears its repeated flag: audited on the locked
 * row; a change to the state it already has writes nothing. A deactivated question leaves the
 * learners' lists at once (new sessions and mocks never get it).
 */
export async function applyQuestionAction(
  deps: AppDeps,
  actor: UserRow,
  id: number,
  action: AdminQuestionAction,
): Promise<AdminQuestion> {
  const now = deps.now();
  const flags = actionFlags[action];
  const { row, changed } = await deps.db.transaction(async (tx) => {
    const before = found(await findAnyQuestionForUpdate(tx, id));
    const same =
      (flags.activated === undefined || flags.activated === before.activated) &&
      (flags.repeated === undefined || flags.repeated === before.repeated);
    if (same) return { row: before, changed: false };
    const after = found(await setQuestionFlags(tx, id, flags, now));
    await audit(tx, actor, action, before, after, now);
    return { row: after, changed: true };
  });
  if (changed) notifyContentChanged();
  return presentAdminQuestion(row);
}

/**
 * Imports a question file from the console exactly as `npm run content -- import` does (the same
 * parser and validation, all or nothing, problems by line and field), audited as one change with
 * the ids it wrote, in the import's own transaction. The file is read and validated in the worker
 * pool; a full pool answers `error.busy` (503).
 */
export async function importAdminQuestions(
  deps: AppDeps,
  actor: UserRow,
  request: AdminQuestionImportRequest,
): Promise<AdminQuestionImportResult> {
  // Parsing and validating up to 5M characters is CPU work: done on a pool thread.
  let checked: QuestionFileCheck;
  try {
    checked = await checkQuestionFileInPool(deps.pool, request.fileName, request.text);
  } catch (error) {
    if (error instanceof PoolTaskError) throw new AppError('error.busy');
    throw error;
  }
  if (!checked.ok) return { imported: 0, problems: checked.problems };
  const { questions } = checked;
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const imported = await importValidQuestions(tx, questions);
    const ids = questions.map((question) => question.id);
    await recordAdminChange(
      tx,
      actor,
      {
        action: 'question.import',
        targetType: 'question',
        targetId: ids.length === 1 ? String(ids[0]) : `${Math.min(...ids)}-${Math.max(...ids)}`,
        targetLabel: request.fileName,
        before: null,
        after: { fileName: request.fileName, imported: imported.imported, ids },
      },
      now,
    );
    return imported;
  });
  if (result.imported > 0) notifyContentChanged();
  return result;
}

/** The bank, or the part the filters select, as a file `npm run content -- import` reads back. */
export async function exportAdminQuestions(
  deps: AppDeps,
  query: AdminQuestionExportQuery,
): Promise<AdminQuestionExport> {
  const rows = await findAdminQuestionsForExport(deps.db, query);
  const stamp = deps.now().toISOString().slice(0, 10);
  return {
    fileName: `questions-${stamp}.${query.format}`,
    text: formatQuestionFile(rows.map(questionContentOf), query.format),
    count: rows.length,
  };
}

import type { z } from 'zod';
import {
  maxClassLearners,
  maxRosterBytes,
  type ClassLearner,
  type Language,
  type RosterImportResult,
  type classLearnerQuerySchema,
  type rosterImportSchema,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { queueMail } from '../../mail/mail.service.js';
import { checkRosterFileInPool } from '../../pool/pool-tasks.js';
import type { UserRow } from '../user/index.js';
import { recordClassChange } from './class-audit.js';
import { assertActive, teacherClass } from './class-access.js';
import { claimInvitations, insertInvitations } from './class-roster.repository.js';
import {
  countMembers,
  deleteMember,
  findMemberPage,
  findUsersByEmails,
  insertMembers,
  lockClass,
} from './classes.repository.js';
import { announceClassChange } from './class-news.js';

/** A page of a class's learners for any of its teachers. */
export async function listLearners(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  query: z.output<typeof classLearnerQuerySchema>,
): Promise<{ items: ClassLearner[]; total: number }> {
  const { klass } = await teacherClass(deps, me, classId, 'any');
  const { rows, total } = await findMemberPage(deps.db, klass.id, query);
  return {
    items: rows.map((row) => ({
      userId: row.userId,
      fullName: row.fullName,
      email: row.email,
      joinedDate: row.joinedAt.toISOString(),
      sharesPractice: row.sharePractice,
    })),
    total,
  };
}

/** Takes a learner off a class's roster (their work stays theirs): the manage right; audited. */
export async function removeLearner(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  userId: string,
): Promise<void> {
  const { klass } = await teacherClass(deps, me, classId, 'manage');
  const now = deps.now();
  const removed = await deps.db.transaction(async (tx) => {
    const done = await deleteMember(tx, klass.id, userId);
    if (done)
      await recordClassChange(tx, {
        classId: klass.id,
        actorId: me.id,
        action: 'learner.remove',
        subject: userId,
        at: now,
      });
    return done;
  });
  if (!removed) throw new AppError('error.http.404');
}

/**
 * Imports a roster file, all or nothing: every row checked first (problems by line and field,
 * nothing changed when there is one); then learners with an activated account join the class and
 * every other e-mail is invited (an e-mail through the outbox or SMTP; it joins when its account
 * is activated). The class may not pass {@link maxClassLearners}. The manage right; audited.
 */
export async function importRoster(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  input: z.output<typeof rosterImportSchema>,
): Promise<RosterImportResult> {
  const { klass } = await teacherClass(deps, me, classId, 'manage');
  assertActive(klass);
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.byteLength > maxRosterBytes) throw new AppError('error.fileTooLarge');
  const check = await checkRosterFileInPool(deps.pool, input.fileName, new Uint8Array(bytes));
  const empty = { added: 0, invited: 0, alreadyInClass: 0 };
  if (check.problems.length > 0) return { ...empty, problems: check.problems };
  const now = deps.now();
  const accounts = new Map(
    (
      await findUsersByEmails(
        deps.db,
        check.rows.map((row) => row.email),
      )
    ).map((row) => [row.email, row]),
  );
  const joining = check.rows.filter((row) => accounts.get(row.email)?.activated);
  const inviting = check.rows.filter((row) => !accounts.get(row.email)?.activated);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockClass(tx, klass.id);
    const before = await countMembers(tx, klass.id);
    const added = await insertMembers(
      tx,
      joining.map((row) => ({ classId: klass.id, userId: accounts.get(row.email)?.id ?? '', joinedAt: now })),
    );
    if (before + added.length > maxClassLearners) throw new AppError('error.classFull');
    const invited = await insertInvitations(
      tx,
      inviting.map((row) => ({
        classId: klass.id,
        email: row.email,
        fullName: row.fullName,
        invitedBy: me.id,
        invitedAt: now,
      })),
    );
    await recordClassChange(tx, {
      classId: klass.id,
      actorId: me.id,
      action: 'roster.import',
      subject: input.fileName,
      after: { added: added.length, invited: invited.length },
      at: now,
    });
    return { added, invited };
  });
  for (const email of outcome.invited) {
    const row = inviting.find((candidate) => candidate.email === email);
    await queueMail(deps.db, deps.jobs, {
      template: 'classInvitation',
      to: email,
      language: (me.langKey as Language | undefined) ?? 'en',
      name: row?.fullName ?? email,
      link: `${deps.config.publicUrl}/platform/auth/register`,
      details: [`${klass.name} (${klass.examFamily})`, `${me.fullName}`],
    });
  }
  if (outcome.added.length > 0) await announceClassChange(deps, { classId: klass.id });
  return {
    added: outcome.added.length,
    invited: outcome.invited.length,
    alreadyInClass: joining.length - outcome.added.length,
    problems: [],
  };
}

/**
 * Puts a just-activated account into the classes its e-mail was invited to (those not archived
 * and not full). Called by the activation, in its own transaction.
 */
export async function acceptClassInvitations(
  deps: AppDeps,
  user: { id: string; email: string },
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const classIds = await claimInvitations(tx, user.email, now);
    for (const classId of classIds) {
      await lockClass(tx, classId);
      if ((await countMembers(tx, classId)) >= maxClassLearners) continue;
      await insertMembers(tx, [{ classId, userId: user.id, joinedAt: now }]);
      await recordClassChange(tx, {
        classId,
        actorId: user.id,
        action: 'learner.join',
        subject: 'invitation',
        at: now,
      });
    }
  });
}

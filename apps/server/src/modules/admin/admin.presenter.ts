import type {
  AdminAuditEntry,
  AdminMockAttempt,
  AdminPracticeAttempt,
  AdminUser,
  Language,
  MockRecord,
  PracticeSession,
  Role,
} from '@prepwise/contracts';
import type { UserRow } from '../user/index.js';
import type { AuditRow } from '../../platform/admin-audit.repository.js';
import type { OutboxRow } from './admin.repository.js';

/** An outbox row as the admin view shows it. */
export function presentOutboxEntry(row: OutboxRow) {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    template: row.template,
    status: row.status,
    transport: row.transport,
    createdDate: row.createdAt.toISOString(),
    sentDate: row.sentAt?.toISOString() ?? null,
  };
}

/** An account as the console lists and shows it (never its password hash or token version). */
export function presentAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    roles: row.roles as Role[],
    isAdmin: row.roles.includes('ROLE_ADMIN'),
    activated: row.activated,
    locked: row.lockedAt !== null,
    lockedDate: row.lockedAt?.toISOString() ?? null,
    langKey: row.langKey as Language,
    socialNetwork: row.socialNetwork,
    createdDate: row.createdAt.toISOString(),
    firstLoginDate: row.firstLoginAt?.toISOString() ?? null,
  };
}

/** A practice session as the console's read-only attempts list shows it. */
export function presentPracticeAttempt(exam: PracticeSession): AdminPracticeAttempt {
  return {
    examId: exam.examId,
    examGroup: exam.examGroup,
    questionType: exam.questionType,
    status: exam.status,
    answered: exam.answers.length,
    questions: exam.questionIds.length,
    score: exam.score,
    max: exam.max,
    startedDate: exam.startedDate,
    finishedDate: exam.finishedDate,
  };
}

/** A mock test as the console's read-only attempts list shows it. */
export function presentMockAttempt(mock: MockRecord): AdminMockAttempt {
  return {
    id: mock.id,
    kind: mock.kind,
    name: mock.name,
    status: mock.status,
    overallScore: mock.overallScore,
    createdDate: mock.createdDate,
    finishedDate: mock.finishedDate,
  };
}

/** An audit row as `GET /api/admin/audit` lists it. */
export function presentAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    createdDate: row.createdAt.toISOString(),
  };
}

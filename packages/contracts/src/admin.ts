import { z } from 'zod';
import { pageQueryFields, sortQuerySchema } from './paging.js';
import { roleSchema } from './roles.js';
import { languageSchema, accessControlSchema } from './user.js';
import { questionGroupSchema, questionTypeSchema } from './questions.js';
import { practiceStatuses } from './practice.js';
import { mockKinds, mockStatuses } from './mock-tests.js';
import { orderSchema } from './marketplace.js';
import { adminShopAuditActions } from './admin-shop.js';
import { adminQuestionAuditActions } from './admin-questions.js';
import { adminBlueprintAuditActions, adminIntroPageAuditActions } from './admin-mocks.js';

/** One e-mail of the outbox (`GET /api/admin/outbox?limit`): what the platform sent or queued. */
export const outboxEntrySchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.string(),
  transport: z.string().nullable(),
  createdDate: z.string(),
  sentDate: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** An order of any learner (`GET /api/admin/orders`): the learner's own view plus whose it is. */
export const adminOrderSchema = orderSchema.extend({ userId: z.string() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * What an admin can do to an account from the console (`POST /api/admin/users/{id}/actions`).
 * Each is one audited change; `sendPasswordReset` e-mails the account a reset link.
 */
export const adminUserActions = [
  'lock',
  'unlock',
  'activate',
  'deactivate',
  'grantAdmin',
  'revokeAdmin',
  'grantTeacher',
  'revokeTeacher',
  'sendPasswordReset',
] as const;
export type AdminUserAction = (typeof adminUserActions)[number];

/** Actions an admin may not take on their own account (they would lock themselves out). */
export const adminSelfRefusedActions: readonly AdminUserAction[] = ['lock', 'deactivate', 'revokeAdmin'];

/** The kinds of thing an audit entry is about. */
export const adminAuditTargetTypes = [
  'user',
  'homeMessage',
  'voucher',
  'order',
  'package',
  'supportConversation',
  'question',
  'introPage',
  'mockBlueprint',
] as const;
export type AdminAuditTargetType = (typeof adminAuditTargetTypes)[number];

/** What an admin does to a home-page message (banner or popup). */
export const homeMessageAuditActions = ['create', 'update', 'delete'] as const;

/** Every audited action, `<target type>.<action>`: the audit table's CHECK list. */
export const adminAuditActions = [
  ...adminUserActions.map((action) => `user.${action}` as const),
  ...homeMessageAuditActions.map((action) => `homeMessage.${action}` as const),
  ...adminShopAuditActions,
  'support.assign' as const,
  'support.reply' as const,
  ...adminQuestionAuditActions,
  ...adminIntroPageAuditActions,
  ...adminBlueprintAuditActions,
];
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** An account as the console lists and shows it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(roleSchema),
  isAdmin: z.boolean(),
  activated: z.boolean(),
  locked: z.boolean(),
  lockedDate: z.string().nullable(),
  langKey: languageSchema,
  socialNetwork: z.string().nullable(),
  createdDate: z.string(),
  firstLoginDate: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSortFields = ['createdDate', 'email', 'fullName'] as const;

/** `GET /api/admin/users?q&page&size&sort`: `q` matches the e-mail or the name (any part, any case). */
export const adminUserListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  ...pageQueryFields,
  sort: sortQuerySchema(adminUserSortFields, 'createdDate,desc'),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

export const adminUserParamsSchema = z.strictObject({ id: z.uuid() });

/** `GET /api/admin/users/{id}`: the account and its credits (the learner's access control). */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  credits: accessControlSchema,
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserActionRequestSchema = z.strictObject({ action: z.enum(adminUserActions) });
export type AdminUserActionRequest = z.infer<typeof adminUserActionRequestSchema>;

/** A learner's practice session, read-only, as the console shows it. */
export const adminPracticeAttemptSchema = z.object({
  examId: z.string(),
  examGroup: questionGroupSchema,
  questionType: questionTypeSchema.nullable(),
  status: z.enum(practiceStatuses),
  answered: z.number().int(),
  questions: z.number().int(),
  score: z.number(),
  max: z.number(),
  startedDate: z.string(),
  finishedDate: z.string().nullable(),
});
export type AdminPracticeAttempt = z.infer<typeof adminPracticeAttemptSchema>;

export const adminUserAttemptsQuerySchema = z.strictObject(pageQueryFields);

/** A learner's mock test, read-only, as the console shows it. */
export const adminMockAttemptSchema = z.object({
  id: z.string(),
  kind: z.enum(mockKinds),
  name: z.string(),
  status: z.enum(mockStatuses),
  overallScore: z.number().nullable(),
  createdDate: z.string(),
  finishedDate: z.string().nullable(),
});
export type AdminMockAttempt = z.infer<typeof adminMockAttemptSchema>;

/** One entry of the append-only audit log: who changed what, when, from what to what. */
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.enum(adminAuditActions),
  targetType: z.enum(adminAuditTargetTypes),
  targetId: z.string(),
  /** What the target was called at the time (an account's e-mail). */
  targetLabel: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdDate: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditSortFields = ['createdDate', 'action', 'actorEmail'] as const;

/**
 * `GET /api/admin/audit`: `actor` matches the actor's e-mail (any part, any case); `from`
 * (inclusive) and `to` (exclusive) are instants, so the browser sends its own day boundaries.
 */
export const adminAuditQuerySchema = z.strictObject({
  actor: z.string().trim().max(100).optional(),
  action: z.enum(adminAuditActions).optional(),
  /** A uuid, or a package's integer id (the catalogue's rows keep the seed's ids). */
  targetId: z.union([z.uuid(), z.string().regex(/^[1-9][0-9]{0,9}$/)]).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  ...pageQueryFields,
  sort: sortQuerySchema(adminAuditSortFields, 'createdDate,desc'),
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

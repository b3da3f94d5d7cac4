import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { adminAuditActions, adminAuditTargetTypes } from '@prepwise/contracts';
import { createdAt, statusCheck, uuidKey } from './columns.js';

/**
 * The admin audit log: one row per change an admin made, written in the change's own
 * transaction. Append-only: a trigger (migration 0015) refuses UPDATE, DELETE and TRUNCATE, and
 * the actor is kept by id and e-mail without a foreign key, so the log outlives accounts.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuidKey(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<(typeof adminAuditActions)[number]>().notNull(),
    targetType: text('target_type').$type<(typeof adminAuditTargetTypes)[number]>().notNull(),
    targetId: text('target_id').notNull(),
    /** What the target was called at the time (an account's e-mail), so the log reads without lookups. */
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_created').on(table.createdAt),
    index('admin_audit_actor_created').on(table.actorId, table.createdAt),
    index('admin_audit_target_created').on(table.targetType, table.targetId, table.createdAt),
    statusCheck('admin_audit_action_check', table.action, adminAuditActions),
    statusCheck('admin_audit_target_type_check', table.targetType, adminAuditTargetTypes),
  ],
);

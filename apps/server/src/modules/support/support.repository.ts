import { and, asc, count, desc, eq, gt, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { withWrites } from '../../db/one-statement.js';
import { orders, supportConversations, supportMessages, users } from '../../db/schema/index.js';

export type SupportConversationRow = typeof supportConversations.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;

export async function findConversation(
  db: Executor,
  id: string,
): Promise<SupportConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row;
}

export async function findConversationOfUser(
  db: Executor,
  userId: string,
): Promise<SupportConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
  return row;
}

/** A signed-in learner's one conversation: created on their first message, reused afterwards. */
export async function upsertUserConversation(
  db: Executor,
  values: { userId: string; email: string; language: SupportConversationRow['language']; now: Date },
): Promise<SupportConversationRow> {
  await db
    .insert(supportConversations)
    .values({ userId: values.userId, email: values.email, language: values.language, createdAt: values.now })
    .onConflictDoNothing({ target: supportConversations.userId });
  const row = await findConversationOfUser(db, values.userId);
  if (!row) throw new Error('support conversation not stored');
  return row;
}

export async function insertVisitorConversation(
  db: Executor,
  values: { email: string; language: SupportConversationRow['language']; now: Date },
): Promise<SupportConversationRow> {
  const [row] = await db
    .insert(supportConversations)
    .values({ email: values.email, language: values.language, createdAt: values.now })
    .returning();
  if (!row) throw new Error('support conversation not stored');
  return row;
}

/** What a message changes in its conversation besides the last-message time (read and seen times). */
export type ConversationChange = Partial<
  Pick<SupportConversationRow, 'learnerReadAt' | 'staffReadAt' | 'learnerSeenAt' | 'assignedAdminId'>
>;

/**
 * Stores a message in one statement (no returning: the caller gives every column), which also
 * moves the conversation's last-message time, applies `change` to it and runs `alsoWrite` (the
 * audit entry of an admin's reply): all committed together, and on the embedded database one
 * round trip instead of a transaction holding its one thread across several.
 */
export async function insertMessage(
  db: Executor,
  values: SupportMessageRow,
  change: ConversationChange = {},
  alsoWrite: SQLWrapper[] = [],
): Promise<SupportMessageRow> {
  const touch = db
    .update(supportConversations)
    .set({ ...change, lastMessageAt: values.createdAt })
    .where(eq(supportConversations.id, values.conversationId));
  await db.execute(withWrites([touch, ...alsoWrite], db.insert(supportMessages).values(values)));
  return values;
}

/** The conversation's messages, oldest first; with `after`, only those written after it. */
export async function findMessages(
  db: Executor,
  conversationId: string,
  after: Date | undefined,
  limit = 500,
): Promise<SupportMessageRow[]> {
  return db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        after ? gt(supportMessages.createdAt, after) : undefined,
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
    .limit(limit);
}

/** Messages of `author` written after `since` (null: ever): the other side's unread count. */
export async function countMessagesAfter(
  db: Executor,
  conversationId: string,
  author: SupportMessageRow['author'],
  since: Date | null,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, author),
        since ? gt(supportMessages.createdAt, since) : undefined,
      ),
    );
  return row?.total ?? 0;
}

export async function updateConversation(
  db: Executor,
  id: string,
  change: ConversationChange,
): Promise<SupportConversationRow | undefined> {
  const [row] = await db
    .update(supportConversations)
    .set(change)
    .where(eq(supportConversations.id, id))
    .returning();
  return row;
}

/** Marks the learners of these conversations as seen now (their chat is connected). */
export async function touchLearnersSeen(db: Executor, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(supportConversations)
    .set({ learnerSeenAt: now })
    .where(inArray(supportConversations.id, ids));
}

const unreadForStaff = sql<number>`(select count(*)::int from ${supportMessages} m
  where m.conversation_id = ${supportConversations.id} and m.author = 'learner'
  and (${supportConversations.staffReadAt} is null or m.created_at > ${supportConversations.staffReadAt}))`;
const lastBody = sql<string | null>`(select m.body from ${supportMessages} m
  where m.conversation_id = ${supportConversations.id} order by m.created_at desc limit 1)`;

export interface InboxRow {
  conversation: SupportConversationRow;
  unread: number;
  lastBody: string | null;
  name: string | null;
  assignedEmail: string | null;
}

const assignee = sql<
  string | null
>`(select u.email from ${users} u where u.id = ${supportConversations.assignedAdminId})`;

function inboxSelect(db: Executor) {
  return db
    .select({
      conversation: supportConversations,
      unread: unreadForStaff,
      lastBody,
      name: users.fullName,
      assignedEmail: assignee,
    })
    .from(supportConversations)
    .leftJoin(users, eq(users.id, supportConversations.userId));
}

/** The admin inbox: conversations with unread messages first, then by their last message, newest first. */
export async function findInboxPage(
  db: Executor,
  query: { page: number; size: number; assignedTo?: string },
): Promise<{ rows: InboxRow[]; total: number }> {
  const where = query.assignedTo ? eq(supportConversations.assignedAdminId, query.assignedTo) : undefined;
  const rows = await inboxSelect(db)
    .where(where)
    .orderBy(
      desc(sql`${unreadForStaff} > 0`),
      sql`${supportConversations.lastMessageAt} desc nulls last`,
      desc(supportConversations.createdAt),
    )
    .limit(query.size)
    .offset(query.page * query.size);
  const [totalRow] = await db.select({ total: count() }).from(supportConversations).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findInboxRow(db: Executor, id: string): Promise<InboxRow | undefined> {
  const [row] = await inboxSelect(db).where(eq(supportConversations.id, id));
  return row;
}

/** A learner's latest orders, newest first (the inbox's context panel). */
export async function findRecentOrdersOf(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

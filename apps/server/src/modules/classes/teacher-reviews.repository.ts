import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { teacherReviews, users } from '../../db/schema/index.js';

/** The teachers' reviews of one attempt's answers, with the reviewing teacher's name. */
export async function findAttemptReviews(db: Executor, kind: 'practice' | 'mock', attemptId: string) {
  return db
    .select({ review: teacherReviews, teacherName: users.fullName })
    .from(teacherReviews)
    .leftJoin(users, eq(users.id, teacherReviews.teacherId))
    .where(and(eq(teacherReviews.attemptKind, kind), eq(teacherReviews.attemptId, attemptId)));
}

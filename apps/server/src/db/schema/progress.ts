import { sql } from 'drizzle-orm';
import { weeklyGoalLimits } from '@prepwise/contracts';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './user.js';

/** A learner's weekly goal (issue 17): questions to answer a week, shown on the home page. */
export const learnerGoals = pgTable(
  'learner_goals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    weeklyQuestions: integer('weekly_questions').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'learner_goals_weekly_range',
      sql`${table.weeklyQuestions} between ${sql.raw(String(weeklyGoalLimits.min))} and ${sql.raw(String(weeklyGoalLimits.max))}`,
    ),
  ],
);

import { integer, pgTable, real, uuid } from 'drizzle-orm/pg-core';
import { questions } from './questions.js';
import { users } from './user.js';

/** Ability ratings (Elo/Rasch style) of learners and items, updated from objective answers. */
export const learnerRatings = pgTable('learner_ratings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: real('rating').notNull(),
  answers: integer('answers').notNull().default(0),
});

export const itemRatings = pgTable('item_ratings', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  rating: real('rating').notNull(),
  answers: integer('answers').notNull().default(0),
});

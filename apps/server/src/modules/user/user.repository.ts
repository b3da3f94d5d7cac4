import type { users } from '../../db/schema.js';

/** A user account as stored: what the auth plugin loads for each request and services receive. */
export type UserRow = typeof users.$inferSelect;

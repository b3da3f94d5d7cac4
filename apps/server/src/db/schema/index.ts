/**
 * The database schema, one file per module (`<module>.ts`); `columns.ts` holds the column
 * helpers they share. Everything is re-exported here: the client, drizzle-kit and repositories
 * import `db/schema/index.js` (only repositories, `db/` and tests may; see `.dependency-cruiser.cjs`).
 */
export * from './user.js';
export * from './auth.js';
export * from './entitlements.js';
export * from './mail.js';
export * from './survey.js';
export * from './analytics.js';
export * from './analytics-rollups.js';
export * from './files.js';
export * from './questions.js';
export * from './practice.js';
export * from './marketplace.js';
export * from './mock-tests.js';
export * from './answers.js';
export * from './admin.js';
export * from './review.js';
export * from './home-messages.js';
export * from './progress.js';
export * from './support.js';
export * from './classes.js';
export * from './jobs.js';

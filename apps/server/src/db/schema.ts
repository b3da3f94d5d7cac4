/**
 * The old path of the schema, kept for `bench/mock-progress.ts` (the bench is another
 * engineer's). The schema lives in `schema/`, one file per module; import `schema/index.js`.
 */
export * from './schema/index.js';

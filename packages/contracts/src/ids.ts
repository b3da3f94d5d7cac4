import { z } from 'zod';

/**
 * The largest id an integer (int4) column holds. A larger id in a request is refused as a 400 by
 * its schema; unchecked, it reached PostgreSQL and failed the query with a 500 (found by the route
 * fuzz, `npm run bench:fuzz`).
 */
export const maxRowId = 2_147_483_647;

/** An integer row id in a JSON body (questions, exams, packages, intro pages). */
export const rowIdSchema = z.number().int().positive().max(maxRowId);

/** An integer row id in a path or a query string. */
export const rowIdParamSchema = z.coerce.number().int().positive().max(maxRowId);

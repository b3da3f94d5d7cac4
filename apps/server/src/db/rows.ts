import type { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/** The rows of a raw query, on PGlite (an array) and node-postgres (`.rows`) alike. */
export async function rowsOf<Row>(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

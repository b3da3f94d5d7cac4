import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `main` preceded by `writes` as data-modifying CTEs (`with also_0 as (...), ... main`): one
 * statement, so all of it is committed together or not at all without a transaction around
 * several statements. Every write runs once whether or not `main` reads it; all of them see the
 * database as it was before the statement (PostgreSQL's rule for CTEs that write).
 */
export function withWrites(writes: SQLWrapper[], main: SQLWrapper): SQL {
  if (writes.length === 0) return main.getSQL();
  const clauses = sql.join(
    writes.map((write, index) => sql`${sql.raw(`also_${index}`)} as (${write.getSQL()})`),
    sql`, `,
  );
  return sql`with ${clauses} ${main.getSQL()}`;
}

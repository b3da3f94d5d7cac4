import { Param, sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Statements of the hot routes, built once per executor instead of on every request: the SQL
 * text is made once (no query building per request), and on PostgreSQL the statement is named,
 * so each pooled connection parses and plans it once (node-postgres sends only bind + execute
 * afterwards). Values go in through `sql.placeholder`. Built per executor because a prepared
 * statement runs on the executor it was made from: the pool's statements never run inside a
 * transaction, and a transaction's own are dropped with it.
 */
export function preparedPer<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statements = built.get(db);
    if (statements === undefined) built.set(db, (statements = build(db)));
    return statements;
  };
}

const dialect = new PgDialect();

/** The raw driver result of a prepared statement without mapped fields: its rows as objects. */
type RawResult = { rows: Record<string, unknown>[] };

/**
 * A hand-written statement (one that drizzle's builders cannot express, e.g. a data-modifying
 * `with`) prepared under `name`; `execute(values)` fills its placeholders and returns the rows.
 * Give every parameter an explicit cast: nothing else tells PostgreSQL its type.
 */
export function prepareSql(
  db: Executor,
  name: string,
  query: SQL,
): PgPreparedQuery<PreparedQueryConfig & { execute: RawResult }> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}

/**
 * A placeholder written as `column` writes its values (a timestamp as ISO text, JSON as text);
 * for `update ... set` (a bare `sql.placeholder` passes the value to the driver as it is).
 * Not for null values of JSON or timestamp columns (the encoder is always applied).
 */
export function placeholderOf(name: string, column: Column): SQL {
  return sql`${new Param(sql.placeholder(name), column)}`;
}

import type { SqlExecutor } from '../../db/client.js';

/** Throws unless the database answers a trivial query (the readiness check). */
export async function pingDatabase(database: SqlExecutor): Promise<void> {
  await database.executeSql('select 1', []);
}

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { storedFiles } from '../../db/schema/index.js';

export type NewStoredFile = typeof storedFiles.$inferInsert;

/**
 * Records an uploaded file; false when its key was stored already (an upload link is used once,
 * also under concurrent uploads).
 */
export async function insertStoredFile(db: Executor, file: NewStoredFile): Promise<boolean> {
  const inserted = await db
    .insert(storedFiles)
    .values(file)
    .onConflictDoNothing()
    .returning({ id: storedFiles.id });
  return inserted.length > 0;
}

/** A file this user uploaded, with its measured length (or why it does not decode); scoped to the owner. */
export async function findOwnRecording(db: Executor, userId: string, key: string) {
  const [file] = await db
    .select({
      id: storedFiles.id,
      durationSeconds: storedFiles.durationSeconds,
      decodeError: storedFiles.decodeError,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.userId, userId)));
  return file;
}

/** Keeps the length measured for a file stored before lengths were measured at upload. */
export async function saveRecordingMeasure(
  db: Executor,
  fileId: string,
  measure: { durationSeconds: number | null; decodeError: string | null },
): Promise<void> {
  await db.update(storedFiles).set(measure).where(eq(storedFiles.id, fileId));
}

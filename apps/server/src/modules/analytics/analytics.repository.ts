import type { Executor } from '../../db/client.js';
import { pageViews } from '../../db/schema/index.js';

/** Records one page view (the user, when signed in). */
export async function insertPageView(db: Executor, view: typeof pageViews.$inferInsert): Promise<void> {
  await db.insert(pageViews).values(view);
}

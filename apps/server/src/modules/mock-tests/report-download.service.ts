import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { reportKey } from './report-storage.js';
import { findOwnMock } from './mock-tests.repository.js';

/**
 * The PDF report of one's own scored mock, named by its reportId. A mock without a report yet
 * (not scored, or scoring still running) is a 404, like another user's mock.
 */
export async function loadReportPdf(
  deps: AppDeps,
  me: UserRow,
  mockId: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const mock = found(await findOwnMock(deps.db, me.id, mockId));
  if (!mock.reportId) throw new AppError('error.http.404', 'The report is not ready yet.');
  const bytes = await deps.storage.get(reportKey(mock.userId, mock.reportId));
  if (!bytes) throw new AppError('error.http.404', 'The report is not ready yet.');
  return { fileName: mock.reportId, bytes };
}

import type { Language } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { findUserById } from '../user/index.js';
import { renderReportPdfInPool } from '../../pool/pool-tasks.js';
import { buildMockReport } from './mock-detail.service.js';
import type { MockRow } from './mock-tests.repository.js';

/** Renders a scored mock's PDF report in the worker pool and stores it under {@link reportKey}. */
export async function storeReportPdf(deps: AppDeps, mock: MockRow): Promise<void> {
  const owner = await findUserById(deps.db, mock.userId);
  if (!owner || !mock.reportId) return;
  const report = await buildMockReport(deps, mock, owner.email);
  // Part of a finished mock's scoring: the learner waits on it, as on the items.
  const pdf = await renderReportPdfInPool(
    deps.pool,
    { report, learnerName: owner.fullName, language: owner.langKey as Language },
    'answer',
  );
  await deps.storage.put(reportKey(mock.userId, mock.reportId), pdf);
}

/** Where a report PDF is stored. */
export function reportKey(userId: string, reportId: string): string {
  return `reports/${userId}/${reportId}`;
}

import type { Progress } from '@prepwise/contracts';
import type { findLatestFinishedMock, findOpenMock, findOpenPractice } from './progress.repository.js';

type LatestMockRow = Awaited<ReturnType<typeof findLatestFinishedMock>>;
type OpenPracticeRow = Awaited<ReturnType<typeof findOpenPractice>>;
type OpenMockRow = Awaited<ReturnType<typeof findOpenMock>>;

export function presentLatestMock(row: LatestMockRow): Progress['latestMock'] {
  if (!row?.finishedAt) return null;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    overallScore: row.overallScore,
    finishedDate: row.finishedAt.toISOString(),
  };
}

/** The later of the open practice session and the open mock, to continue. */
export function presentResume(practice: OpenPracticeRow, mock: OpenMockRow): Progress['resume'] {
  const open = [
    practice && { kind: 'PRACTICE' as const, ...practice },
    mock && { kind: 'MOCK' as const, ...mock },
  ].filter((row) => row !== undefined);
  const latest = open.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  if (!latest) return null;
  return {
    kind: latest.kind,
    id: latest.id,
    label: latest.label,
    answered: latest.answered,
    total: latest.total,
    updatedDate: latest.updatedAt.toISOString(),
  };
}

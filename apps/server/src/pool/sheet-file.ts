import type { DownloadFile } from '../lib/register-endpoint.js';
import type { SheetData } from '../lib/spreadsheet.js';
import type { WorkerPool } from './worker-pool.js';
import { writeSheetInPool } from './pool-tasks.js';

/**
 * A table as a CSV or XLSX download (written in the worker pool, formula cells neutralised):
 * `<baseName>.<format>` with its content type.
 */
export async function sheetFile(
  pool: WorkerPool,
  format: 'csv' | 'xlsx',
  baseName: string,
  sheet: SheetData,
): Promise<DownloadFile> {
  const body = await writeSheetInPool(pool, format, sheet);
  return {
    fileName: `${baseName}.${format}`,
    contentType:
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}

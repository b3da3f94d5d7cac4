import { readEnvelope, runRequest, type ApiRequestOptions } from './api-client';
import { saveFile } from './save-file';

// A module of its own: only the pages with a download load it, not the first page.

/**
 * GETs a file with the stored bearer token (a plain link would not carry it) and saves it as
 * `fileName`. A failure is read, reported and thrown like apiRequest's (an error envelope gives
 * the catalogue's code).
 */
export async function apiDownload(
  path: string,
  fileName: string,
  options: Omit<ApiRequestOptions, 'body' | 'method' | 'successMessage'> = {},
): Promise<void> {
  const blob = await runRequest(path, options, async (response) => {
    if (!response.ok) await readEnvelope(response, options.silentUnauthorized);
    return response.blob();
  });
  saveFile(blob, fileName);
}

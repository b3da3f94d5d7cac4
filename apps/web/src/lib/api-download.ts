import { readEnvelope, runRequest, type ApiRequestOptions } from './api-client';

// A module of its own: only the pages with a download load it, not the first page.

/** Saves a blob under a file name through a temporary object URL (revoked after 10 s). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
  saveBlob(blob, fileName);
}

import { requestTimeoutMs } from '@prepwise/contracts';
import { ApiError, describeTimeout, describeUnreachable } from './api-errors';
import { parseEnvelope, readExchange, reportApiFailure } from './api-client';

/**
 * Waits before the next try when the server answers 503 (busy measuring uploads, or object
 * storage not answering): six tries more over about a minute, then the error.
 */
export const busyRetryDelaysMs = [1000, 2000, 4000, 8000, 15_000, 30_000] as const;

/**
 * PUTs raw bytes to a signed upload URL (XMLHttpRequest, because fetch cannot report upload
 * progress) and resolves with the envelope's `data`. A 503 (the server is busy measuring other
 * uploads) is tried again after `retryDelaysMs`; other failures, and a 503 after the last try,
 * follow the same catalogue as apiRequest and are reported with a toast.
 */
export async function uploadToSignedUrl<T>(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
  retryDelaysMs: readonly number[] = busyRetryDelaysMs,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await putOnce<T>(url, file, contentType, onProgress);
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (error instanceof ApiError && error.status === 503 && delay !== undefined) {
        await new Promise((resume) => setTimeout(resume, delay));
        continue;
      }
      if (error instanceof ApiError) reportApiFailure(error, {});
      throw error;
    }
  }
}

function putOnce<T>(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.timeout = requestTimeoutMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const rawBody = request.responseText;
      const isOk = request.status >= 200 && request.status < 300;
      try {
        const envelope = readExchange(
          { status: request.status, envelope: parseEnvelope(rawBody), rawBody },
          isOk,
        );
        onProgress(1);
        resolve(envelope.data as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(describeUnreachable());
    request.ontimeout = () => reject(describeTimeout());
    request.send(file);
  });
}

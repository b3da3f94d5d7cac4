import { requestTimeoutMs } from '@prepwise/contracts';
import { ApiError, describeTimeout, describeUnreachable } from './api-errors';
import { parseEnvelope, readExchange, reportApiFailure } from './api-client';

/**
 * PUTs raw bytes to a signed upload URL (XMLHttpRequest, because fetch cannot report upload
 * progress) and resolves with the envelope's `data`. Failures follow the same catalogue as
 * apiRequest and are reported with a toast.
 */
export function uploadToSignedUrl<T>(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const fail = (error: ApiError) => {
      reportApiFailure(error, {});
      reject(error);
    };
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
        if (error instanceof ApiError) fail(error);
        else reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => fail(describeUnreachable());
    request.ontimeout = () => fail(describeTimeout());
    request.send(file);
  });
}

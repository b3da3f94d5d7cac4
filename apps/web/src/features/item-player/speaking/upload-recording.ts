import { uploadToSignedUrl } from '../../../lib/upload-file';
import { files } from '../api/files-api';

/**
 * Uploads a FLAC recording through a signed URL (`type: 'answer'`) with progress and returns the
 * file key to answer with (`{audioKey}`).
 */
export async function uploadRecording(flac: Blob, onProgress: (fraction: number) => void): Promise<string> {
  const signed = await files.signedUrl({
    body: { type: 'answer', contentType: 'audio/flac', filename: `answer-${Date.now()}.flac` },
  });
  onProgress(0);
  const stored = await uploadToSignedUrl<{ key?: string } | null>(
    signed.signedUrl,
    flac,
    'audio/flac',
    onProgress,
  );
  return stored?.key ?? signed.key;
}

import { filesApi, uploadKinds } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { uploadToSignedUrl } from '../../../lib/upload-file';

/** Signed upload URLs for the avatar, through the typed client. */
export const files = createApiClient(filesApi);

/** The accepted avatar types, for the file picker's `accept`. */
export const avatarContentTypes: readonly string[] = uploadKinds.avatar.contentTypes;

/** Checks an avatar before uploading (the server checks again): returns an error code, or null when fine. */
export function checkAvatarFile(file: {
  type: string;
  size: number;
}): 'error.fileType' | 'error.fileTooLarge' | null {
  if (!avatarContentTypes.includes(file.type)) return 'error.fileType';
  if (file.size > uploadKinds.avatar.maxBytes) return 'error.fileTooLarge';
  return null;
}

/**
 * Uploads an avatar through a signed URL (docs/api.md): ask for the URL, PUT the bytes with
 * progress, and return the file key to save on the profile.
 */
export async function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const signed = await files.signedUrl({
    body: { type: 'avatar', contentType: file.type, filename: file.name.slice(-200) || 'avatar' },
  });
  onProgress(0);
  const stored = await uploadToSignedUrl<{ key?: string } | null>(
    signed.signedUrl,
    file,
    file.type,
    onProgress,
  );
  return stored?.key ?? signed.key;
}

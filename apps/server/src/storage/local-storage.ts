import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createAppSignedUrls } from './app-signed-urls.js';
import { isSafeKey, type ObjectStorage } from './object-storage.js';

export type { ObjectStorage, SignedUpload } from './object-storage.js';

/**
 * The local-disk driver (the default): files under `<dataDir>/files/<key>`, written to a `.part`
 * file and renamed so a reader never sees half a file. It has no server of its own, so its
 * presigned URLs are the app's signed paths.
 */
export function createLocalStorage(options: { dataDir: string; secret: string }): ObjectStorage {
  const root = join(options.dataDir, 'files');
  const signed = createAppSignedUrls(options.secret);

  function pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error('key escapes the storage root');
    return join(root, key);
  }

  return {
    driver: 'local',
    ...signed,
    async check() {
      await mkdir(root, { recursive: true });
    },
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.part`, bytes);
      await rename(`${path}.part`, path);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
        throw error;
      }
    },
    presignPut: (upload) => Promise.resolve(signed.signUpload(upload)),
    presignGet: (key, expiresAt) => Promise.resolve(signed.signDownload(key, expiresAt)),
  };
}

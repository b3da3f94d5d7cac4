import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.js';
import { createLocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

const secret = 'storage-test-secret-storage-test-secret';

interface Driver {
  storage: ObjectStorage;
  close(): Promise<void>;
}

async function localDriver(): Promise<Driver> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-storage-'));
  return {
    storage: createLocalStorage({ dataDir, secret }),
    close: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  };
}

function s3Storage(endpoint: string, bucket: string): ObjectStorage {
  return createS3Storage({
    endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    secret,
  });
}

async function s3Driver(): Promise<Driver> {
  const server: TestS3Server = await startTestS3Server();
  return { storage: s3Storage(server.endpoint, server.bucket), close: () => server.close() };
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const key = (name: string) => `answers/11111111-2222-3333-4444-555555555555/${name}`;
const inAMinute = () => new Date(Date.now() + 60_000);

/** One contract, every driver: what the rest of the app relies on. */
describe.each([
  { name: 'local disk', start: localDriver },
  { name: 's3 (s3rver)', start: s3Driver },
])('object storage on $name', ({ start }) => {
  let driver: Driver;
  let storage: ObjectStorage;
  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(async () => {
    await driver.close();
  });

  it('can be used (the start-up check passes)', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('gets back the bytes it put, and replaces them on a second put', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
    await storage.put(key('a.flac'), bytes);
    expect(await storage.get(key('a.flac'))).toEqual(bytes);
    await storage.put(key('a.flac'), Buffer.from('second'));
    expect((await storage.get(key('a.flac')))?.toString()).toBe('second');
  });

  it('keeps a larger file whole', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    bytes.write('fLaC');
    await storage.put(key('large.flac'), bytes);
    const read = await storage.get(key('large.flac'));
    expect(read?.length).toBe(bytes.length);
    expect(read?.equals(bytes)).toBe(true);
  });

  it('finds nothing under a key never put, and refuses keys that leave the storage', async () => {
    expect(await storage.get(key('never.flac'))).toBeNull();
    expect(await storage.get('answers')).toBeNull();
    expect(await storage.get('../secret.key')).toBeNull();
    await expect(storage.put('../secret.key', Buffer.from('x'))).rejects.toThrow(/escapes/);
    await expect(storage.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow(/escapes/);
    await expect(storage.put('answers/./x', Buffer.from('x'))).rejects.toThrow(/escapes/);
  });

  it('signs the app’s same-origin upload and download paths and refuses them tampered or expired', () => {
    const now = new Date();
    const upload = {
      key: key('b.flac'),
      userId: 'user-1',
      contentType: 'audio/flac',
      expiresAt: inAMinute(),
    };
    const uploadUrl = new URL(storage.signUpload(upload), 'http://app.invalid');
    expect(uploadUrl.pathname).toBe(`/files/upload/${upload.key}`);
    const query = Object.fromEntries(uploadUrl.searchParams);
    expect(storage.verifyUpload(upload.key, query, now)).toMatchObject({
      userId: 'user-1',
      contentType: 'audio/flac',
    });
    expect(storage.verifyUpload(upload.key, { ...query, user: 'user-2' }, now)).toBeNull();
    expect(storage.verifyUpload(upload.key, query, new Date(Date.now() + 120_000))).toBeNull();

    const downloadUrl = new URL(storage.signDownload(upload.key, inAMinute()), 'http://app.invalid');
    expect(downloadUrl.pathname).toBe(`/files/${upload.key}`);
    const download = Object.fromEntries(downloadUrl.searchParams);
    expect(storage.verifyDownload(upload.key, download, now)).toBe(true);
    expect(storage.verifyDownload(key('c.flac'), download, now)).toBe(false);
    expect(storage.verifyDownload(upload.key, download, new Date(Date.now() + 120_000))).toBe(false);
  });
});

describe('presigned URLs', () => {
  it('on local disk are the app’s signed paths (the disk has no server of its own)', async () => {
    const { storage, close } = await localDriver();
    try {
      const upload = {
        key: key('d.flac'),
        userId: 'user-1',
        contentType: 'audio/flac',
        expiresAt: inAMinute(),
      };
      expect(await storage.presignPut(upload)).toBe(storage.signUpload(upload));
      expect(await storage.presignGet(upload.key, upload.expiresAt)).toBe(
        storage.signDownload(upload.key, upload.expiresAt),
      );
    } finally {
      await close();
    }
  });

  describe('on S3, used with real HTTP requests', () => {
    let server: TestS3Server;
    let driver: Driver;
    beforeAll(async () => {
      server = await startTestS3Server();
      driver = { storage: s3Storage(server.endpoint, server.bucket), close: () => server.close() };
    });
    afterAll(async () => {
      await driver.close();
    });

    it('stores bytes sent with PUT to a presigned URL and reads them with GET from another', async () => {
      const { storage } = driver;
      const upload = {
        key: key('e.flac'),
        userId: 'user-1',
        contentType: 'audio/flac',
        expiresAt: inAMinute(),
      };
      const putUrl = await storage.presignPut(upload);
      expect(putUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/prepwise-test\/answers\/.*X-Amz-Signature=/);
      const bytes = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(1000, 3)]);
      const put = await fetch(putUrl, {
        method: 'PUT',
        headers: { 'content-type': 'audio/flac' },
        body: bytes,
      });
      expect(put.status).toBe(200);
      expect(await storage.get(upload.key)).toEqual(bytes);

      const got = await fetch(await storage.presignGet(upload.key, inAMinute()));
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
    });

    it('labels stored objects with their type, so a presigned GET serves them as what they are', async () => {
      const { storage } = driver;
      for (const [name, type] of [
        [key('g.flac'), 'audio/flac'],
        [key('g.wav'), 'audio/wav'],
        ['avatars/11111111-2222-3333-4444-555555555555/g.webp', 'image/webp'],
        [
          'reports/11111111-2222-3333-4444-555555555555/66666666-7777-8888-9999-000000000000',
          'application/pdf',
        ],
      ] as const) {
        await storage.put(name, Buffer.from('bytes'));
        const got = await fetch(await storage.presignGet(name, inAMinute()));
        expect(got.headers.get('content-type')).toBe(type);
      }
    });

    it('tells a missing bucket or an unreachable server from a missing key, at start and on reads', async () => {
      const { storage } = driver;
      expect(await storage.get(key('never.flac'))).toBeNull();
      const wrongBucket = s3Storage(server.endpoint, 'no-such-bucket');
      await expect(wrongBucket.check()).rejects.toThrow(
        /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: HTTP 404/,
      );
      await expect(wrongBucket.get(key('never.flac'))).rejects.toThrow();
      const unreachable = s3Storage(`http://127.0.0.1:${await closedPort()}`, 'prepwise-test');
      await expect(unreachable.check()).rejects.toThrow(/cannot be used: .*ECONNREFUSED/);
      await expect(unreachable.get(key('never.flac'))).rejects.toThrow(/ECONNREFUSED/);
    });

    it('gives presigned URLs the lifetime asked for, after which they are refused', async () => {
      // s3rver checks a V4 URL's key id and expiry but not its signature (real S3 does).
      const { storage } = driver;
      await storage.put(key('f.flac'), Buffer.from('fLaC'));
      const url = new URL(await storage.presignGet(key('f.flac'), new Date(Date.now() + 600_000)));
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(599);
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);
      expect((await fetch(url)).status).toBe(200);
      url.searchParams.set('X-Amz-Date', '20200101T000000Z');
      expect((await fetch(url)).status).toBe(403);
    });
  });
});

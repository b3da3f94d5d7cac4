import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { synthesiseFlac, uploadRecording } from '../../../test/recordings.js';
import { storedFiles } from '../../db/schema/index.js';
import { WorkerPool } from '../../pool/worker-pool.js';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server.js';

let context: TestContext;
let learner: BuiltUser;
let other: BuiltUser;
let png: Buffer;
beforeAll(async () => {
  context = await createTestContext();
  learner = await buildUser(context);
  other = await buildUser(context);
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await context.close();
});

function storedFile(key: string) {
  return context.deps.db.select().from(storedFiles).where(eq(storedFiles.key, key));
}

async function signedUrl(user: BuiltUser, payload: Record<string, string>) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/file/signed_url',
    headers: user.auth,
    payload,
  });
  return response;
}

function put(url: string, body: Buffer, contentType: string, host?: string) {
  return context.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': contentType, ...(host ? { host } : {}) },
    payload: body,
  });
}

describe('avatar upload through a signed URL', () => {
  it('stores a resized WebP and shows it on the profile', async () => {
    const signed = await signedUrl(learner, { type: 'avatar', contentType: 'image/png', filename: 'me.png' });
    expect(signed.statusCode).toBe(200);
    const { signedUrl: url, key } = signed.json().data;
    expect(url).toMatch(/^\/files\/upload\/avatars\//);
    const uploaded = await put(url, png, 'image/png');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.key).toBe(key);

    const profile = await context.app.inject({
      method: 'POST',
      url: `/user/${learner.id}`,
      headers: learner.auth,
      payload: { avatarKey: key },
    });
    expect(profile.statusCode).toBe(200);
    const avatarUrl = profile.json().data.user.avatarUrl as string;
    const image = await context.app.inject({ url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 256]);

    const reused = await put(url, png, 'image/png');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().data.code).toBe('error.uploadLinkUsed');
  });

  it('refuses types it does not accept, and bytes that are not the declared image', async () => {
    const pdf = await signedUrl(learner, {
      type: 'avatar',
      contentType: 'application/pdf',
      filename: 'x.pdf',
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().data.fields).toContainEqual({
      field: 'contentType',
      message: 'This type of file is not accepted.',
    });
    const signed = (
      await signedUrl(learner, { type: 'avatar', contentType: 'image/png', filename: 'fake.png' })
    ).json().data;
    const fake = await put(signed.signedUrl, Buffer.from('<?php echo "hi"; ?>'), 'image/png');
    expect(fake.statusCode).toBe(415);
    const otherType = await put(signed.signedUrl, png, 'image/jpeg');
    expect(otherType.statusCode).toBe(415);
  });

  it('refuses a tampered or expired URL', async () => {
    const signed = (
      await signedUrl(learner, { type: 'avatar', contentType: 'image/png', filename: 'a.png' })
    ).json().data;
    const tampered = (signed.signedUrl as string).replace(learner.id, other.id);
    expect((await put(tampered, png, 'image/png')).statusCode).toBe(403);
    context.setNow(new Date(Date.now() + 20 * 60_000));
    const expired = await put(signed.signedUrl, png, 'image/png');
    context.setNow(new Date());
    expect(expired.statusCode).toBe(403);
    expect(expired.json().data.code).toBe('error.signedUrlInvalid');
  });

  it('does not let a user take another user’s upload as avatar', async () => {
    const signed = (
      await signedUrl(other, { type: 'avatar', contentType: 'image/png', filename: 'o.png' })
    ).json().data;
    expect((await put(signed.signedUrl, png, 'image/png')).statusCode).toBe(200);
    const response = await context.app.inject({
      method: 'POST',
      url: `/user/${learner.id}`,
      headers: learner.auth,
      payload: { avatarKey: signed.key },
    });
    expect(response.statusCode).toBe(400);
  });

  it('needs sign-in to get an upload URL', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/file/signed_url',
      payload: { type: 'avatar', contentType: 'image/png', filename: 'x.png' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('accepts FLAC answers only when the bytes are FLAC, and keeps that a broken one did not decode', async () => {
    const signed = (
      await signedUrl(learner, { type: 'answer', contentType: 'audio/flac', filename: 'a.flac' })
    ).json().data;
    expect((await put(signed.signedUrl, Buffer.from('not audio at all'), 'audio/flac')).statusCode).toBe(415);
    const flac = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(64)]);
    expect((await put(signed.signedUrl, flac, 'audio/flac')).statusCode).toBe(200);
    const [row] = await storedFile(signed.key);
    expect(row?.durationSeconds).toBeNull();
    expect(row?.decodeError).toMatch(/\w/);
  });
});

/** The FLAC with its STREAMINFO total of samples set to `samples` (what a header may claim). */
function withTotalSamples(flac: Buffer, samples: number): Buffer {
  const copy = Buffer.from(flac);
  const streamInfo = 8;
  // 36 bits: the low 4 bits of byte 13, then bytes 14-17.
  copy[streamInfo + 13] = ((copy[streamInfo + 13] ?? 0) & 0xf0) | Math.floor(samples / 2 ** 32);
  copy.writeUInt32BE(samples % 2 ** 32, streamInfo + 14);
  return copy;
}

describe('recordings measured at upload', () => {
  it('measures the length of a recording from its audio in the worker pool, and stores it', async () => {
    const recording = synthesiseFlac('It is a thermometer.');
    const completedBefore = context.deps.pool.stats().completed;
    const key = await uploadRecording(context, learner, recording.bytes);
    const [row] = await storedFile(key);
    expect(row?.decodeError).toBeNull();
    expect(row?.durationSeconds).toBeCloseTo(recording.seconds, 2);
    expect(context.deps.pool.stats().completed).toBe(completedBefore + 1);
  });

  it('stores the length the audio has, not the hours its header claims', async () => {
    const recording = synthesiseFlac('It is a calculator.');
    const lying = withTotalSamples(recording.bytes, 10 * 3600 * 16_000);
    const key = await uploadRecording(context, learner, lying);
    const [row] = await storedFile(key);
    expect(row?.durationSeconds).toBeCloseTo(recording.seconds, 2);
  });
});

/** A pool whose one thread is held by a task (as by a long scoring task) until `release`. */
function occupiedPool() {
  const pool = new WorkerPool({
    workerFile: new URL('../../../test/pool/test-worker.ts', import.meta.url),
    threads: 1,
    maxQueue: 0,
    taskTimeoutMs: 60_000,
  });
  const gate = new SharedArrayBuffer(4);
  const held = pool.run({ kind: 'block', gate });
  return {
    pool,
    async release() {
      Atomics.store(new Int32Array(gate), 0, 1);
      Atomics.notify(new Int32Array(gate), 0);
      await held;
      await pool.close();
    },
  };
}

/** The FLAC with its STREAMINFO total of samples cleared, as a streaming encoder leaves it. */
function withoutTotalSamples(flac: Buffer): Buffer {
  const copy = Buffer.from(flac);
  const streamInfo = 8;
  copy[streamInfo + 13] = (copy[streamInfo + 13] ?? 0) & 0xf0;
  copy.fill(0, streamInfo + 14, streamInfo + 18);
  return copy;
}

describe('a recording upload while a long task occupies the worker pool', () => {
  it('is refused with 503 when the pool has no room to measure it, stores nothing, and is taken later', async () => {
    const realPool = context.deps.pool;
    const occupied = occupiedPool();
    context.deps.pool = occupied.pool;
    try {
      const signed = (
        await signedUrl(learner, { type: 'answer', contentType: 'audio/flac', filename: 'busy.flac' })
      ).json().data as { signedUrl: string; key: string };
      const recording = synthesiseFlac('It is a thermometer.');
      const bytes = withoutTotalSamples(recording.bytes);
      const refused = await put(signed.signedUrl, bytes, 'audio/flac');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().data.code).toBe('error.busy');
      expect(await storedFile(signed.key)).toEqual([]);
      context.deps.pool = realPool;
      expect((await put(signed.signedUrl, bytes, 'audio/flac')).statusCode).toBe(200);
      const [row] = await storedFile(signed.key);
      expect(row?.durationSeconds).toBeCloseTo(recording.seconds, 2);
    } finally {
      context.deps.pool = realPool;
      await occupied.release();
    }
  });
});

describe('an upload while object storage is down', () => {
  it('answers 503 with a retry hint, stores no row without its object, and the same link works once storage is back', async () => {
    const signed = (
      await signedUrl(learner, { type: 'answer', contentType: 'audio/flac', filename: 'outage.flac' })
    ).json().data as { signedUrl: string; key: string };
    // A sentence with a committed speech fixture (CI synthesises nothing).
    const recording = synthesiseFlac('It is a thermometer.');
    const storage = context.deps.storage;
    context.deps.storage = {
      ...storage,
      put: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:4568');
      },
    };
    try {
      const refused = await put(signed.signedUrl, recording.bytes, 'audio/flac');
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ statusCode: 503, data: { code: 'error.storageUnavailable' } });
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.body).not.toContain('ECONNREFUSED');
      expect(await storedFile(signed.key)).toEqual([]);
    } finally {
      context.deps.storage = storage;
    }
    const retried = await put(signed.signedUrl, recording.bytes, 'audio/flac');
    expect(retried.statusCode).toBe(200);
    expect(await storedFile(signed.key)).toHaveLength(1);
    expect(await storage.get(signed.key)).toEqual(recording.bytes);
  });
});

describe('signed URLs are same-origin paths', () => {
  it('uploads through the returned relative URL when the app is reached by another address', async () => {
    const signed = await signedUrl(learner, {
      type: 'avatar',
      contentType: 'image/png',
      filename: 'lan.png',
    });
    const { signedUrl: url, key } = signed.json().data as { signedUrl: string; key: string };
    expect(url.startsWith('/files/upload/')).toBe(true);
    expect(url).not.toContain(context.config.publicUrl);
    const uploaded = await put(url, png, 'image/png', '192.168.1.20:3000');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.key).toBe(key);
    const image = await context.app.inject({ url: `/files/${key}`, headers: { host: '127.0.0.1:3000' } });
    expect(image.statusCode).toBe(200);
  });
});

describe('with the S3 storage driver (s3rver)', () => {
  let s3: TestS3Server;
  let onS3: TestContext;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    onS3 = await createTestContext(s3.environment);
  });
  afterAll(async () => {
    await onS3.close();
    await s3.close();
  });

  it('keeps an uploaded recording in the bucket and plays it back through the app’s signed path', async () => {
    expect(onS3.deps.storage.driver).toBe('s3');
    const user = await buildUser(onS3);
    const recording = synthesiseFlac('It is a thermometer.');
    const key = await uploadRecording(onS3, user, recording.bytes);
    const inBucket = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(inBucket.status).toBe(200);
    expect(Buffer.from(await inBucket.arrayBuffer()).equals(recording.bytes)).toBe(true);

    const url = onS3.deps.storage.signDownload(key, new Date(Date.now() + 60_000));
    expect(url.startsWith(`/files/${key}?`)).toBe(true);
    const played = await onS3.app.inject({ url });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/flac');
    expect(played.rawPayload.equals(recording.bytes)).toBe(true);
    const missing = onS3.deps.storage.signDownload(
      key.replace(/[0-9a-f]{8}\.flac$/, '00000000.flac'),
      new Date(Date.now() + 60_000),
    );
    expect((await onS3.app.inject({ url: missing })).statusCode).toBe(404);
  });

  it('serves an uploaded avatar from the bucket', async () => {
    const user = await buildUser(onS3);
    const signed = await onS3.app.inject({
      method: 'POST',
      url: '/api/file/signed_url',
      headers: user.auth,
      payload: { type: 'avatar', contentType: 'image/png', filename: 'me.png' },
    });
    const { signedUrl: url, key } = signed.json().data as { signedUrl: string; key: string };
    const uploaded = await onS3.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(uploaded.statusCode).toBe(200);
    const image = await onS3.app.inject({ url: `/files/${key}` });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });
});

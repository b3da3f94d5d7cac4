import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses defaults and generates a secret into the data folder once', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8').trim()).toBe(config.appSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(config.appSecret);
  });

  it('fails fast with one readable line per problem', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_SECRET: 'short', TIME_ZONE: 'Mars/Base' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*APP_SECRET[\s\S]*TIME_ZONE/);
  });

  it('reads booleans and optional integrations', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DISCOURSE_SSO_SECRET: 'a-long-secret',
      DISCOURSE_URL: 'https://forum.example.com/',
      GOOGLE_CLIENT_ID: 'client',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.discourse).toEqual({ secret: 'a-long-secret', url: 'https://forum.example.com' });
    expect(config.google?.clientId).toBe('client');
  });

  it('reads REDIS_URL and METRICS_TOKEN, both optional', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect([defaults.redisUrl, defaults.redisPrefix, defaults.metricsToken]).toEqual([
      undefined,
      'prepwise:',
      undefined,
    ]);
    const set = loadConfig({
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      METRICS_TOKEN: 'a-metrics-token-of-length',
    });
    expect([set.redisUrl, set.metricsToken]).toEqual([
      'redis://127.0.0.1:6379/2',
      'a-metrics-token-of-length',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
  });

  it('reads DATABASE_REPLICA_URL only beside DATABASE_URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    const primary = 'postgres://app@db-primary:5432/prepwise';
    const replica = 'postgres://app@db-replica:5432/prepwise';
    expect(loadConfig({ DATA_DIR: dataDir }).databaseReplicaUrl).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: primary, DATABASE_REPLICA_URL: replica })
        .databaseReplicaUrl,
    ).toBe(replica);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_REPLICA_URL: replica })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://x' }),
    ).toThrow(/DATABASE_REPLICA_URL/);
  });

  it('sizes the worker pool from the cores unless WORKER_THREADS says otherwise', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect(defaults.workerThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(defaults.poolTaskTimeoutMs).toBe(120_000);
    const set = loadConfig({ DATA_DIR: dataDir, WORKER_THREADS: '3', POOL_TASK_TIMEOUT_MS: '5000' });
    expect([set.workerThreads, set.poolTaskTimeoutMs]).toEqual([3, 5000]);
    expect(() => loadConfig({ DATA_DIR: dataDir, WORKER_THREADS: '0' })).toThrow(/WORKER_THREADS/);
  });

  it('keeps files on local disk unless STORAGE_DRIVER=s3, which needs a bucket and keys', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ driver: 'local' });
    const s3 = {
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'prepwise-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'prepwise-files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const compatible = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'eu-central-1',
    });
    expect(compatible.storage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('names each missing or wrong S3 variable on its own line', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3\n  S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3',
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        STORAGE_DRIVER: 'minio',
        S3_ENDPOINT: 'ftp://x',
        S3_BUCKET: 'Bad_Bucket',
        S3_FORCE_PATH_STYLE: 'maybe',
      }),
    ).toThrow(
      /STORAGE_DRIVER[\s\S]*S3_ENDPOINT[\s\S]*S3_BUCKET: S3_BUCKET must be a bucket name[\s\S]*S3_FORCE_PATH_STYLE/,
    );
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'unused-bucket' }).storage).toEqual({
      driver: 'local',
    });
  });

  it.each([
    ['32 identical characters', 'a'.repeat(32)],
    ['a short unit repeated', '0123456789'.repeat(4)],
    ['few distinct characters', 'abababababababababababababababababcd'],
    ['a known placeholder', 'changeme-changeme-changeme-please-0123456789'],
    ['the example text', 'replace-with-a-long-random-secret-0123456789xyz'],
  ])('refuses a weak APP_SECRET (%s), naming the variable', (_kind, secret) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    expect(() => loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret })).toThrow(/APP_SECRET: .*random/);
  });

  it('accepts random secrets as the benches and the cluster make them', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    for (const secret of [
      randomBytes(24).toString('hex'),
      randomBytes(48).toString('base64url'),
      'test-secret-test-secret-test-secret-0123',
    ])
      expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret }).appSecret).toBe(secret);
  });

  it.each([
    'postgres://',
    'postgres:///prepwise',
    'postgres://user:%zz@db.internal/prepwise',
    'postgres://db:0/x',
  ])('refuses DATABASE_URL %j with a line naming DATABASE_URL', (url) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url })).toThrow(/^\s+DATABASE_URL: /m);
  });

  it('accepts ordinary DATABASE_URLs, a Unix socket one too', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgresql://app:p%40ss@db.internal/prepwise?sslmode=require',
      'postgres:///prepwise?host=/var/run/postgresql',
    ])
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).databaseUrl).toBe(url);
  });
  it('offers VNPay and MoMo only when all four of their variables are set, with IPN and return URLs under PUBLIC_URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    const vnpay = {
      VNPAY_TMN_CODE: 'PREPWISE',
      VNPAY_HASH_SECRET: 'vnpay-secret',
      VNPAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      VNPAY_API_URL: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
    };
    const momo = {
      MOMO_PARTNER_CODE: 'MOMO',
      MOMO_ACCESS_KEY: 'F8BBA842ECF85',
      MOMO_SECRET_KEY: 'momo-secret',
      MOMO_ENDPOINT: 'https://test-payment.momo.vn/',
    };
    const base = { DATA_DIR: dataDir, PUBLIC_URL: 'https://prepwise.example/' };
    const both = loadConfig({ ...base, ...vnpay, ...momo });
    expect(both.vnpay).toEqual({
      tmnCode: 'PREPWISE',
      hashSecret: 'vnpay-secret',
      paymentUrl: vnpay.VNPAY_URL,
      apiUrl: vnpay.VNPAY_API_URL,
      ipnUrl: 'https://prepwise.example/api/payment/vnpay/ipn',
      returnUrl: 'https://prepwise.example/platform/mock-test/checkout',
    });
    expect(both.momo).toMatchObject({
      partnerCode: 'MOMO',
      endpoint: 'https://test-payment.momo.vn',
      ipnUrl: 'https://prepwise.example/api/payment/momo/ipn',
    });
    const partial = loadConfig({ ...base, ...vnpay, VNPAY_HASH_SECRET: '', MOMO_PARTNER_CODE: 'MOMO' });
    expect(partial.vnpay).toBeUndefined();
    expect(partial.momo).toBeUndefined();
    expect(() => loadConfig({ ...base, ...vnpay, VNPAY_URL: 'not a url' })).toThrow(/VNPAY_URL/);
  });
});

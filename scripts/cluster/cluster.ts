import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runToEnd, startProcess, type ClusterProcess } from './processes.js';
import { startProxy, type RoundRobinProxy } from './proxy.js';
import { startObjectStore, type ObjectStore } from './object-store.js';
import { freePort } from './ports.js';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverDist = join(repoRoot, 'apps/server/dist');

export interface ClusterOptions {
  /** A PostgreSQL server URL; the cluster creates (and drops) a database of its own there. */
  postgresUrl?: string;
  /** The proxy's port (0: any free one). */
  port?: number;
  /** Folder of the cluster's files, logs and (without S3) uploads; default a fresh temporary one. */
  dataDir?: string;
  /** A Redis URL to hand to the processes when it answers; `false` never uses Redis. */
  redisUrl?: string | false;
  /** Print every process's output, prefixed by its name. */
  echo?: boolean;
  /** Leave the database (and data folder) in place on stop. */
  keep?: boolean;
}

/** The running layout: a proxy, two API processes and two workers on one database. */
export interface Cluster {
  url: string;
  databaseUrl: string;
  dataDir: string;
  apis: ClusterProcess[];
  workers: ClusterProcess[];
  proxy: RoundRobinProxy;
  objectStore: ObjectStore | undefined;
  redisUrl: string | undefined;
  stop(): Promise<void>;
}

export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at `url` (for skipping where there is none). */
export async function isPostgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether a Redis server answers PING at `url`, within a second. */
export function isRedisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolvePing) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolvePing(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
  });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts the production layout as plain processes of the compiled server (`npm run build` first):
 * a fresh database, migrated and seeded with the demo content once; two API processes that run no
 * jobs (RUN_JOBS=false) behind a round-robin proxy; two workers; an S3 server when `s3rver` is
 * installed (else local storage in the shared data folder); Redis when it answers.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  if (!existsSync(join(serverDist, 'main.js')) || !existsSync(join(serverDist, 'worker.js')))
    throw new Error('apps/server/dist is missing: run `npm run build` first');
  const postgresUrl = options.postgresUrl ?? defaultPostgresUrl;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'prepwise-cluster-'));
  const logDir = join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const echo = options.echo ?? false;

  const databaseName = `prepwise_cluster_${Date.now()}_${process.pid}`;
  await adminQuery(postgresUrl, `create database "${databaseName}"`);
  const databaseUrl = withDatabase(postgresUrl, databaseName);
  const started: ClusterProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
  let objectStore: ObjectStore | undefined;

  const stop = async () => {
    await proxy?.close();
    await Promise.all(started.map((child) => child.stop()));
    await objectStore?.close();
    if (!options.keep) {
      await adminQuery(postgresUrl, `drop database if exists "${databaseName}" with (force)`);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  };

  try {
    const port = options.port ?? 0;
    const proxyPort = port === 0 ? await freePort() : port;
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const redisCandidate =
      options.redisUrl === false ? undefined : (options.redisUrl ?? 'redis://127.0.0.1:6379/3');
    const redisUrl = redisCandidate && (await isRedisReachable(redisCandidate)) ? redisCandidate : undefined;
    objectStore = await startObjectStore(join(dataDir, 's3'));

    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      // Every process signs and checks the same tokens and upload URLs.
      APP_SECRET: randomBytes(48).toString('base64url'),
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WORKER_THREADS: '1',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...(objectStore?.env ?? {}),
    };
    const node = (name: string, script: string, env: Record<string, string> = {}) => ({
      name,
      args: ['--enable-source-maps', join(serverDist, script)],
      cwd: repoRoot,
      env: { ...shared, ...env },
      logDir,
      echo,
    });

    // Once, before the replicas: the schema and the demo content (the seed migrates first).
    await runToEnd(node('seed', 'db/seed-cli.js'));

    const apiPorts = [await freePort(), await freePort()];
    const apis = apiPorts.map((apiPort, index) =>
      startProcess(
        node(`api${index + 1}`, 'main.js', {
          PORT: String(apiPort),
          HOST: '127.0.0.1',
          RUN_JOBS: 'false',
          TRUST_PROXY: '1',
        }),
      ),
    );
    // Workers log each job they finish at debug level ("job done"), naming the process.
    const workers = [1, 2].map((index) =>
      startProcess(node(`worker${index}`, 'worker.js', { LOG_LEVEL: 'debug' })),
    );
    started.push(...apis, ...workers);
    await Promise.all([
      ...apis.map((api) => api.waitForOutput(/Prepwise is running/, 120_000)),
      ...workers.map((worker) => worker.waitForOutput(/worker running/, 120_000)),
    ]);
    proxy = await startProxy(
      apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`),
      proxyPort,
    );
    return { url: proxy.url, databaseUrl, dataDir, apis, workers, proxy, objectStore, redisUrl, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

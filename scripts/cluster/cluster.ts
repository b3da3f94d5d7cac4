import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiServerStats, writeClusterHaproxyConfig, type ApiServerStats } from './haproxy.js';
import { runToEnd } from './processes.js';
import { startObjectStore, type ObjectStore } from './object-store.js';
import { freePort } from './ports.js';
import { startSupervisor, type SupervisedProcess, type Supervisor } from './supervisor.js';

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

/** The cluster's HAProxy: its address and what it knows of the API processes. */
export interface ClusterProxy {
  url: string;
  statsPort: number;
  /** Each API server's health-check state and the requests it was sent, by name (`api1`, ...). */
  servers(): Promise<Map<string, ApiServerStats>>;
}

/** The running layout: HAProxy, two API processes and two workers on one database, under supervisord. */
export interface Cluster {
  url: string;
  databaseUrl: string;
  dataDir: string;
  apis: SupervisedProcess[];
  /** The API processes' own addresses (behind the proxy), in the order of `apis`. */
  apiUrls: string[];
  workers: SupervisedProcess[];
  proxy: ClusterProxy;
  supervisor: Supervisor;
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
 * Starts the production layout as processes of the compiled server (`npm run build` first) under
 * Debian's supervisord, which restarts any that dies: a fresh database, migrated and seeded with
 * the demo content once; two API processes that run no jobs (RUN_JOBS=false) behind HAProxy with
 * the shipped configuration (`deploy/haproxy.cfg`: health checks, retries on a dead process,
 * WebSockets); two workers; an S3 server when `s3rver` is installed (else local storage in the
 * shared data folder); Redis when it answers.
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
  let supervisor: Supervisor | undefined;
  let objectStore: ObjectStore | undefined;
  let echoTimer: NodeJS.Timeout | undefined;

  const stop = async () => {
    clearInterval(echoTimer);
    await supervisor?.stop();
    await objectStore?.close();
    if (!options.keep) {
      await adminQuery(postgresUrl, `drop database if exists "${databaseName}" with (force)`);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  };

  try {
    const port = options.port ?? 0;
    const proxyPort = port === 0 ? await freePort() : port;
    const statsPort = await freePort();
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
      // As the browser journeys: new learners start without AI scorings.
      WELCOME_AI_SCORINGS: '0',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...(objectStore?.env ?? {}),
    };

    // Once, before the replicas: the schema and the demo content (the seed migrates first).
    await runToEnd({
      name: 'seed',
      args: ['--enable-source-maps', join(serverDist, 'db/seed-cli.js')],
      cwd: repoRoot,
      env: shared,
      logDir,
      echo,
    });

    const apiPorts = [await freePort(), await freePort()];
    const apiUrls = apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`);
    const haproxyConfig = writeClusterHaproxyConfig(
      repoRoot,
      dataDir,
      apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
      statsPort,
    );
    const node = (script: string) => [process.execPath, '--enable-source-maps', join(serverDist, script)];
    supervisor = await startSupervisor({
      folder: dataDir,
      logDir,
      cwd: repoRoot,
      env: shared,
      programs: [
        ...apiPorts.map((apiPort, index) => ({
          name: `api${index + 1}`,
          command: node('main.js'),
          env: { PORT: String(apiPort), HOST: '127.0.0.1', RUN_JOBS: 'false', TRUST_PROXY: '1' },
        })),
        // Workers log each job they finish at debug level ("job done"), naming the process.
        ...[1, 2].map((index) => ({
          name: `worker${index}`,
          command: node('worker.js'),
          env: { LOG_LEVEL: 'debug' },
        })),
        {
          name: 'proxy',
          command: ['haproxy', '-db', '-f', haproxyConfig],
          env: { PROXY_BIND: `127.0.0.1:${proxyPort}` },
        },
      ],
    });
    const running = supervisor.processes;
    const apis = apiPorts.map((_, index) => running.get(`api${index + 1}`)).filter(isDefined);
    const workers = [1, 2].map((index) => running.get(`worker${index}`)).filter(isDefined);
    if (echo) echoTimer = echoLogs([...running.values()]);
    await Promise.all([
      ...apis.map((api) => api.waitForOutput(/Prepwise is running/, 120_000)),
      ...workers.map((worker) => worker.waitForOutput(/worker running/, 120_000)),
    ]);
    const proxy: ClusterProxy = {
      url: publicUrl,
      statsPort,
      servers: () => apiServerStats(statsPort),
    };
    // Through the proxy once its health checks see both APIs up.
    await waitFor(
      async () =>
        [...(await proxy.servers()).values()].filter((server) => server.status === 'UP').length ===
        apis.length,
      30_000,
    );
    return {
      url: publicUrl,
      databaseUrl,
      dataDir,
      apis,
      apiUrls,
      workers,
      proxy,
      supervisor,
      objectStore,
      redisUrl,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms`);
    await new Promise((resume) => setTimeout(resume, 250));
  }
}

/** Prints what each program adds to its log, prefixed by its name (`npm run cluster`). */
function echoLogs(processes: SupervisedProcess[]): NodeJS.Timeout {
  const printed = new Map(processes.map((child) => [child.name, 0]));
  return setInterval(() => {
    for (const child of processes) {
      const text = child.output();
      const from = printed.get(child.name) ?? 0;
      if (text.length <= from) continue;
      printed.set(child.name, text.length);
      for (const line of text.slice(from).split('\n').filter(Boolean))
        process.stdout.write(`[${child.name}] ${line}\n`);
    }
  }, 500);
}

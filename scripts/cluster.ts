import { defaultPostgresUrl, startCluster } from './cluster/cluster.js';

/**
 * `npm run cluster [-- --keep] [-- --port 8080]`: the production layout of compose.yaml as plain
 * processes of the compiled server on this machine: a round-robin proxy, two API processes, two
 * workers, a fresh PostgreSQL database (on DATABASE_URL's server), Redis when it answers and an
 * S3 server when `s3rver` is installed. Ctrl-C stops everything and drops the database unless
 * --keep. Build first (`npm run build`; the npm script does).
 */
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? Number(args[portIndex + 1]) : Number(process.env.CLUSTER_PORT ?? 8080);

const cluster = await startCluster({
  postgresUrl: process.env.DATABASE_URL ?? defaultPostgresUrl,
  port,
  echo: true,
  keep,
  ...(process.env.CLUSTER_REDIS_URL ? { redisUrl: process.env.CLUSTER_REDIS_URL } : {}),
});

console.log(`
  Prepwise cluster is running at ${cluster.url}/platform/auth/login
  API: ${cluster.apis.length} processes (RUN_JOBS=false) behind the proxy; workers: ${cluster.workers.length}
  Database: ${cluster.databaseUrl}${keep ? ' (kept on stop)' : ' (dropped on stop)'}
  Files: ${cluster.objectStore ? `S3 at ${cluster.objectStore.endpoint}` : `local storage in ${cluster.dataDir}`}
  Redis: ${cluster.redisUrl ?? 'none (in-memory state per process)'}
  Logs: ${cluster.dataDir}/logs
  Demo accounts: learner@prepwise.test / learner123, admin@prepwise.test / admin123
  Ctrl-C stops it.
`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster`);
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

import pino from 'pino';
import { closeDeps, createDeps } from './bootstrap.js';
import { loadConfig } from './config.js';
import { startWorkerMetricsServer } from './modules/health/worker-metrics-server.js';

/**
 * Runs job handlers only (no HTTP but the optional metrics listener), for scaling background work
 * out. Start API processes with RUN_JOBS=false and as many workers as needed, all on the same
 * PostgreSQL. With WORKER_METRICS_PORT, Prometheus scrapes `GET /metrics` there.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('worker needs DATABASE_URL: the embedded database belongs to one process');
    process.exit(1);
  }
  const logger = pino({ level: config.logLevel });
  const deps = await createDeps(config, { work: true, warmPool: true, logger });
  const metricsServer =
    config.workerMetricsPort === undefined
      ? undefined
      : await startWorkerMetricsServer(deps, { port: config.workerMetricsPort, host: config.host, logger });
  logger.info({ metrics: metricsServer ? `${metricsServer.url}/metrics` : 'off' }, 'worker running');
  const stop = () =>
    void (metricsServer?.app.close() ?? Promise.resolve())
      .then(() => closeDeps(deps))
      .then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

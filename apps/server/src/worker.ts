import { closeDeps, createDeps } from './bootstrap.js';
import { loadConfig } from './config.js';

/**
 * Runs job handlers only (no HTTP), for scaling background work out. Start API processes with
 * RUN_JOBS=false and as many workers as needed, all on the same PostgreSQL.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('worker needs DATABASE_URL: the embedded database belongs to one process');
    process.exit(1);
  }
  const deps = await createDeps(config, { work: true, warmPool: true });
  console.log('worker running');
  const stop = () => void closeDeps(deps).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

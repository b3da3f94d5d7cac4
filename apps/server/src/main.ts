import { buildApp } from './app.js';
import { closeDeps, createDeps } from './bootstrap.js';
import { loadConfig } from './config.js';
import { demoAccounts, seedDemo } from './db/seed.js';
import { ensureAnalyticsRollups } from './modules/analytics/analytics.repository.js';

/** Starts the whole platform: config -> database -> jobs -> app -> listen; graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const deps = await createDeps(config, { work: config.runJobs, warmPool: true });
  const app = await buildApp({ deps, logger: { level: config.logLevel } });
  if (config.seedDemo) await seedDemo(deps);
  // The analytics rollups, built from the events on the first start after their migration or a
  // change of TIME_ZONE (else one row read), so the first dashboard does not wait for it.
  await ensureAnalyticsRollups(deps.db, config.timeZone);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database = deps.database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL';
  const lines = [
    '',
    `  Prepwise is running at ${config.publicUrl}/platform/auth/login`,
    `  Database: ${database}. Mail: ${config.smtpUrl ? 'SMTP' : `outbox files in ${config.dataDir}/outbox`}.`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo accounts:');
    for (const account of demoAccounts)
      lines.push(
        `    ${account.email} / ${account.password} (${account.roles.filter((role) => role !== 'ROLE_USER').join(', ') || 'ROLE_USER'})`,
      );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

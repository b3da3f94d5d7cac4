import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { defaultPostgresUrl, startCluster } from '../scripts/cluster/cluster.js';
import { recording } from './support/learners.js';

/**
 * `npm run bench:failover` (build first): one API process killed under load, in the production
 * layout as processes (`npm run cluster`: HAProxy with deploy/haproxy.cfg, two APIs, two workers
 * under supervisord, PostgreSQL). autocannon sends `--connections` (20) connections for
 * `--seconds` (30) at a public, database-backed list (`GET /api/package/all`) through the proxy;
 * meanwhile the demo learner uploads a recording (signed URL, then PUT, as the web does: one more
 * try on a failure) every half second. At `--kill-at` (10 s) api1 gets SIGKILL. Then: requests and
 * those that failed (non-2xx or errors), the uploads and the failed ones, and how long api1 took to
 * answer again (supervisord restarts it). Baseline in the same run: the same load for `--seconds`
 * with nothing killed. Prints one JSON object.
 */
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
    'kill-at': { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const killAt = Number(values['kill-at']);

type Load = { requests: number; failed: number; p99Ms: number; uploads: number; uploadsFailed: number };

async function main() {
  const cluster = await startCluster({
    postgresUrl: process.env.DATABASE_URL ?? defaultPostgresUrl,
    redisUrl: false,
  });
  const folder = mkdtempSync(join(tmpdir(), 'prepwise-bench-failover-'));
  try {
    const file = recording(folder, 'One answer uploaded while a server dies.');
    const login = await fetch(`${cluster.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@prepwise.test', password: 'learner123' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const uploadOnce = async (): Promise<boolean> => {
      const signed = await fetch(`${cluster.url}/api/file/signed_url`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'answer', contentType: file.contentType, filename: 'answer.flac' }),
      });
      if (!signed.ok) return false;
      const { signedUrl } = ((await signed.json()) as { data: { signedUrl: string } }).data;
      const put = await fetch(new URL(signedUrl, cluster.url), {
        method: 'PUT',
        headers: { 'content-type': file.contentType },
        body: new Uint8Array(file.bytes),
      });
      return put.ok;
    };

    const underLoad = async (kill: boolean): Promise<Load & { apiBackAfterMs: number | null }> => {
      let uploads = 0;
      let uploadsFailed = 0;
      let running = true;
      const uploading = (async () => {
        while (running) {
          uploads += 1;
          const ok = (await uploadOnce().catch(() => false)) || (await uploadOnce().catch(() => false));
          if (!ok) uploadsFailed += 1;
          await new Promise((resume) => setTimeout(resume, 500));
        }
      })();
      let apiBackAfterMs: number | null = null;
      const killing = kill
        ? (async () => {
            await new Promise((resume) => setTimeout(resume, killAt * 1000));
            const api1 = cluster.apis[0];
            if (!api1) return;
            const pid = await api1.pid();
            process.kill(pid, 'SIGKILL');
            const killedAt = Date.now();
            for (;;) {
              const answered = await fetch(`${cluster.apiUrls[0]}/api/health`).then(
                (response) => response.ok,
                () => false,
              );
              if (answered && (await api1.pid()) !== pid) break;
              await new Promise((resume) => setTimeout(resume, 100));
            }
            apiBackAfterMs = Date.now() - killedAt;
          })()
        : Promise.resolve();
      const result = await autocannon({
        url: `${cluster.url}/api/package/all`,
        connections,
        duration: seconds,
      });
      running = false;
      await Promise.all([uploading, killing]);
      return {
        requests: result.requests.total,
        failed: result.non2xx + result.errors + result.timeouts,
        p99Ms: result.latency.p99,
        uploads,
        uploadsFailed,
        apiBackAfterMs,
      };
    };

    const baseline = await underLoad(false);
    const killed = await underLoad(true);
    const share = (load: Load) => Math.round((load.failed / Math.max(1, load.requests)) * 10_000) / 100;
    console.log(
      JSON.stringify(
        {
          bench: 'failover',
          machine: {
            cpus: cpus().length,
            model: cpus()[0]?.model,
            loadavg: loadavg().map((v) => Math.round(v * 100) / 100),
          },
          connections,
          seconds,
          killAt,
          baseline: { ...baseline, failedPercent: share(baseline) },
          api1Killed: { ...killed, failedPercent: share(killed) },
          servers: Object.fromEntries(await cluster.proxy.servers()),
        },
        null,
        2,
      ),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

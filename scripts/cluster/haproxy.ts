import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shipped proxy configuration (compose.yaml uses it as it is). */
export const haproxyConfigPath = 'deploy/haproxy.cfg';

/**
 * The shipped HAProxy configuration for this machine's processes: the same defaults, retries,
 * health checks and frontend, with the API processes (`host:port` each) in place of the
 * `server-template` line (compose finds its replicas by DNS; here they are known ports), without
 * the DNS resolvers (the file's last section), and with a statistics page on `statsPort`.
 */
export function clusterHaproxyConfig(shipped: string, apis: string[], statsPort: number): string {
  const lines = shipped.split('\n');
  const template = lines.findIndex((line) => line.trim().startsWith('server-template '));
  const resolvers = lines.findIndex((line) => line.startsWith('resolvers '));
  if (template < 0 || resolvers < template)
    throw new Error(`${haproxyConfigPath}: expected a server-template line, then the resolvers section last`);
  const kept = lines.slice(0, resolvers);
  kept.splice(template, 1, ...apis.map((api, index) => `    server api${index + 1} ${api} check`));
  return [
    ...kept,
    'frontend stats',
    `    bind 127.0.0.1:${statsPort}`,
    '    stats enable',
    '    stats uri /stats',
    '',
  ].join('\n');
}

/** Writes the cluster's configuration into `folder` and returns its path. */
export function writeClusterHaproxyConfig(
  repoRoot: string,
  folder: string,
  apis: string[],
  statsPort: number,
): string {
  const path = join(folder, 'haproxy.cfg');
  const shipped = readFileSync(join(repoRoot, haproxyConfigPath), 'utf8');
  writeFileSync(path, clusterHaproxyConfig(shipped, apis, statsPort));
  return path;
}

/** One API server's line of HAProxy's statistics: its state and the requests it was sent. */
export interface ApiServerStats {
  status: string;
  requests: number;
}

/** The API servers as HAProxy sees them (`UP`/`DOWN`, total sessions), by server name. */
export async function apiServerStats(statsPort: number): Promise<Map<string, ApiServerStats>> {
  const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`);
  const [header = '', ...rows] = (await response.text()).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const field = (fields: string[], name: string) => fields[columns.indexOf(name)] ?? '';
  const servers = new Map<string, ApiServerStats>();
  for (const row of rows) {
    const fields = row.split(',');
    const name = field(fields, 'svname');
    if (field(fields, 'pxname') !== 'api' || name === 'FRONTEND' || name === 'BACKEND') continue;
    servers.set(name, { status: field(fields, 'status'), requests: Number(field(fields, 'stot')) });
  }
  return servers;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from './cluster.js';

// No container engine runs in CI: these check the deployment files' wiring without one.
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { disable?: boolean };
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

const appSettings = [
  'DATABASE_URL',
  'REDIS_URL',
  'APP_SECRET',
  'PUBLIC_URL',
  'SMTP_URL',
  'STORAGE_DRIVER',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

describe('compose.yaml', () => {
  it('has the production layout: proxy, APIs, workers, migrate, PostgreSQL, S3, Redis, SMTP catcher', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'api',
        'backup',
        'mailpit',
        'migrate',
        'minio',
        'minio-bucket',
        'postgres',
        'proxy',
        'redis',
        'worker',
      ].sort(),
    );
    expect(services.api?.deploy?.replicas).toBe(2);
    expect(services.worker?.deploy?.replicas).toBe(2);
  });

  it('runs jobs only in the workers and trusts the one proxy hop in the APIs', () => {
    expect(services.api?.environment).toMatchObject({ RUN_JOBS: 'false', TRUST_PROXY: '1' });
    expect(services.api?.command).toBeUndefined();
    expect(services.worker?.command).toContain('apps/server/dist/worker.js');
    expect(services.worker?.environment?.RUN_JOBS).toBeUndefined();
    expect(services.migrate?.command).toContain('apps/server/dist/db/migrate-cli.js');
  });

  it('wires the database, Redis, S3, mail and the shared secret into every app process', () => {
    for (const name of ['api', 'worker', 'migrate']) {
      const environment = services[name]?.environment ?? {};
      for (const setting of appSettings) expect(environment[setting], `${name} ${setting}`).toBeTruthy();
      expect(environment.DATABASE_URL).toContain('@postgres:5432/');
      expect(environment.REDIS_URL).toContain('redis://redis:6379');
      expect(environment.S3_ENDPOINT).toBe('http://minio:9000');
      expect(environment.STORAGE_DRIVER).toBe('s3');
      expect(environment.SEED_DEMO).toBe('false');
    }
  });

  it('starts the app processes after the migration, the database, Redis and the bucket', () => {
    for (const name of ['api', 'worker']) {
      expect(services[name]?.depends_on).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(services.worker?.healthcheck?.disable).toBeUndefined();
  });

  it('backs up the database with the bucket on a schedule, with retention, from the app image', () => {
    const backup = services.backup as Service & { volumes?: string[] };
    expect(backup.command?.join(' ')).toMatch(/backup-cli\.js backup --with-files/);
    expect(backup.command?.join(' ')).toMatch(/-mtime \+\$\$\{BACKUP_KEEP_DAYS\}/);
    expect(backup.environment).toMatchObject({ DATABASE_URL: expect.stringContaining('@postgres:5432/') });
    expect(backup.volumes?.[0]).toMatch(/:\/backups$/);
    expect(read('Dockerfile')).toMatch(/postgresql-client/);
    expect(read('apps/server/scripts/build.mjs')).toContain("'db/backup-cli.ts'");
  });

  it('pins every image to an explicit version, never latest', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.image, name).toBeTruthy();
      expect(service.image, name).toMatch(/:[\w.-]*\d[\w.-]*\}?$/);
      expect(service.image, name).not.toMatch(/:latest\b/);
    }
  });

  it("serves each worker's metrics on WORKER_METRICS_PORT, behind METRICS_TOKEN", () => {
    expect(services.worker?.environment?.WORKER_METRICS_PORT).toBe('9464');
    expect(services.api?.environment?.WORKER_METRICS_PORT).toBeUndefined();
    for (const name of ['api', 'worker']) {
      expect(services[name]?.environment?.METRICS_TOKEN, name).toMatch(/^\$\{METRICS_TOKEN:\?/);
    }
  });

  it('asks .env only for settings that deploy/env.example lists', () => {
    const required = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]);
    const listed = read('deploy/env.example');
    for (const name of new Set(required)) expect(listed).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

describe('deploy/haproxy.cfg and Dockerfile', () => {
  it('runs the proxy on HAProxy with the shipped config, finding the API replicas by DNS', () => {
    const haproxy = read('deploy/haproxy.cfg');
    expect(haproxy).toMatch(/server-template api 1-\d+ "\$\{API_HOST\}:3000" check resolvers docker/);
    expect(haproxy).toMatch(/option forwardfor/);
    expect(haproxy).toMatch(/option httpchk GET \/api\/health/);
    expect(read('compose.yaml')).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg');
    expect(services.proxy?.environment).toMatchObject({ API_HOST: 'api', PROXY_BIND: ':8080' });
  });

  it('restarts app containers that die and gives them longer to drain than they take', () => {
    for (const name of ['api', 'worker']) {
      expect((services[name] as { restart?: string }).restart, name).toBe('unless-stopped');
      expect((services[name] as { stop_grace_period?: string }).stop_grace_period, name).toBe('30s');
    }
  });

  it('builds a runtime stage with production packages, a non-root user and a health check', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/server\/dist\/main.js"\]$/m);
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkManifests } from './check.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const shipped = join(repoRoot, 'deploy', 'kubernetes');
const copies: string[] = [];

/** A copy of the shipped folder with one file's text changed. */
function copyWith(file: string, change: (text: string) => string): string {
  const folder = mkdtempSync(join(tmpdir(), 'prepwise-k8s-'));
  copies.push(folder);
  cpSync(shipped, folder, { recursive: true });
  const path = join(folder, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
  return folder;
}

afterEach(() => {
  for (const folder of copies.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('deploy/kubernetes checker', () => {
  it('passes the shipped manifests', async () => {
    expect(await checkManifests(shipped, repoRoot)).toEqual([]);
  });

  it('refuses a document the Kubernetes schema refuses', async () => {
    const folder = copyWith('api.yaml', (text) => text.replace('replicas: 2', "replicas: 'two'"));
    expect((await checkManifests(folder, repoRoot)).join('\n')).toMatch(
      /api\.yaml: Deployment prepwise-api: .*replicas/,
    );
  });

  it('refuses a KEDA ScaledObject with a malformed trigger', async () => {
    const folder = copyWith('worker.yaml', (text) =>
      text.replace('minReplicaCount: 2', 'minReplicaCount: many'),
    );
    expect((await checkManifests(folder, repoRoot)).join('\n')).toMatch(
      /ScaledObject prepwise-worker: .*minReplicaCount/,
    );
  });

  it('refuses a Deployment without a liveness probe or resource requests', async () => {
    const folder = copyWith('worker.yaml', (text) =>
      text
        .replace(/ {10}livenessProbe:\n(?: {12}.*\n)+/, '')
        .replace("requests: { cpu: '2', memory: 1536Mi }", 'requests: {}'),
    );
    const problems = (await checkManifests(folder, repoRoot)).join('\n');
    expect(problems).toMatch(/container worker: no liveness probe/);
    expect(problems).toMatch(/container worker: CPU and memory requests are required/);
  });

  it('refuses a served Deployment without a readiness probe', async () => {
    const folder = copyWith('api.yaml', (text) => text.replace(/ {10}readinessProbe:\n(?: {12}.*\n)+/, ''));
    expect((await checkManifests(folder, repoRoot)).join('\n')).toMatch(
      /container api: behind a Service but no readiness probe/,
    );
  });

  it('refuses an environment variable the server does not read, and a missing secret key', async () => {
    const folder = copyWith('config.yaml', (text) => text.replace('LOG_LEVEL: info', 'LOG_LEVL: info'));
    expect((await checkManifests(folder, repoRoot)).join('\n')).toMatch(
      /holds LOG_LEVL, which the server does not read/,
    );
    const other = copyWith('backup.yaml', (text) =>
      text.replace('key: DATABASE_DIRECT_URL', 'key: DIRECT_URL'),
    );
    expect((await checkManifests(other, repoRoot)).join('\n')).toMatch(
      /takes DIRECT_URL of secret prepwise-secrets/,
    );
  });

  it('refuses a probe of a route that is not a health route, and a command with no source', async () => {
    const folder = copyWith('api.yaml', (text) =>
      text
        .replace(
          'path: /api/health, port: http }\n            periodSeconds: 15',
          'path: /healthz, port: http }\n            periodSeconds: 15',
        )
        .replace('dist/main.js', 'dist/server.js'),
    );
    const problems = (await checkManifests(folder, repoRoot)).join('\n');
    expect(problems).toMatch(/probe asks \/healthz/);
    expect(problems).toMatch(
      /runs apps\/server\/dist\/server\.js, but apps\/server\/src\/server\.ts does not exist/,
    );
  });

  it('refuses a budget or autoscaler that points at nothing, and a file the kustomization misses', async () => {
    const folder = copyWith('worker.yaml', (text) =>
      text.replace(
        'scaleTargetRef:\n    name: prepwise-worker',
        'scaleTargetRef:\n    name: prepwise-workers',
      ),
    );
    expect((await checkManifests(folder, repoRoot)).join('\n')).toMatch(
      /scales prepwise-workers, which is not a Deployment/,
    );
    const other = copyWith('kustomization.yaml', (text) => text.replace('  - backup.yaml\n', ''));
    expect((await checkManifests(other, repoRoot)).join('\n')).toMatch(/does not list backup\.yaml/);
  });
});

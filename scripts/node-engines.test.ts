import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('the Node version the README promises', () => {
  it('runs every installed package: npm install prints no engine warning on the oldest Node allowed', () => {
    const oldest = minVersion(manifest.engines.node)?.version ?? '';
    expect(oldest).toBe('20.19.0');
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return wanted && !satisfies(oldest, wanted) ? [`${path}@${entry.version ?? '?'} wants ${wanted}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});

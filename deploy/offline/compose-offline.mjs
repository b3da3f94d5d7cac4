// Writes compose.yaml with the stand-ins of compose.offline.yaml applied, by the compose spec's
// merge rules (a service's keys replaced, its `environment` and `healthcheck` merged key by key),
// to stdout: podman-compose 1.0.3 (Debian 12) appends lists instead (`command` would become the
// MinIO arguments followed by s3rver's). Usage, from the repository root:
//   node deploy/offline/compose-offline.mjs > /tmp/compose.offline.merged.yaml
//   podman-compose -p prepwise -f /tmp/compose.offline.merged.yaml up -d
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const base = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true });
const override = parse(readFileSync(join(here, 'compose.offline.yaml'), 'utf8'), { merge: true });
const mergedKeys = new Set(['environment', 'healthcheck']);

for (const [name, changes] of Object.entries(override.services)) {
  const service = base.services[name];
  if (!service) throw new Error(`compose.offline.yaml names ${name}, which compose.yaml has not`);
  for (const [key, value] of Object.entries(changes)) {
    service[key] = mergedKeys.has(key) ? { ...service[key], ...value } : value;
  }
}
// The merge above expanded the YAML anchors; relative paths stay relative to the repository.
for (const service of Object.values(base.services)) {
  if (service.build === '.') service.build = root;
  service.volumes = service.volumes?.map((volume) => volume.replace(/^\.\//, `${root}/`));
}
// YAML 1.1 quoting: podman-compose reads with PyYAML, for which a bare yes is a boolean.
process.stdout.write(stringify(base, { version: '1.1' }));

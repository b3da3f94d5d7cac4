import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { environmentVariableNames } from '../../apps/server/src/config.js';

/**
 * Checks the Kubernetes files of `deploy/kubernetes`: every document against the Kubernetes and
 * KEDA schemas (the `kubernetes-models` packages, generated from the API's OpenAPI documents),
 * then the rules a Prepwise deployment needs that no schema knows:
 * - the Kustomization lists every file but the example secret, and only files that exist;
 * - every container has an image, CPU and memory requests and a memory limit;
 * - every Deployment's container has a liveness probe, and a Service in front of it a readiness
 *   probe; HTTP probes ask the health routes the server has;
 * - every environment variable set (env, the ConfigMap, the example Secret) is one the server
 *   reads, and every key taken from the Secret or ConfigMap exists there;
 * - a container's `node apps/server/dist/<x>.js` has its source `apps/server/src/<x>.ts`;
 * - Services, PodDisruptionBudgets, autoscalers and ScaledObjects select or target a workload
 *   that exists (their labels match).
 */
export interface ManifestDocument {
  file: string;
  body: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const healthPaths = new Set(['/api/health', '/api/ready', '/metrics']);
const exampleSecretFile = 'secret.example.yaml';

/** Every YAML document of the folder, with its file name. */
export function readManifests(folder: string): ManifestDocument[] {
  const documents: ManifestDocument[] = [];
  for (const file of readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()) {
    for (const document of parseAllDocuments(readFileSync(join(folder, file), 'utf8'))) {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
      const body = document.toJS() as Json | null;
      if (body) documents.push({ file, body });
    }
  }
  return documents;
}

/** The module path of the model class for an apiVersion and kind, or undefined for kinds we skip. */
function modelPath(apiVersion: string, kind: string): string {
  if (apiVersion.startsWith('keda.sh/')) return `@kubernetes-models/keda/${apiVersion}/${kind}`;
  return `kubernetes-models/${apiVersion}/${kind}`;
}

async function schemaProblems(document: ManifestDocument): Promise<string[]> {
  const { apiVersion, kind } = document.body as { apiVersion?: unknown; kind?: unknown };
  if (typeof apiVersion !== 'string' || typeof kind !== 'string')
    return [`${document.file}: a document without apiVersion and kind`];
  if (kind === 'Kustomization') return [];
  let Model: new (body: Json) => { validate(): void };
  try {
    const module = (await import(modelPath(apiVersion, kind))) as Record<string, typeof Model>;
    Model = module[kind]!;
  } catch {
    return [`${document.file}: unknown kind ${apiVersion} ${kind}`];
  }
  try {
    new Model(document.body).validate();
    return [];
  } catch (error) {
    return [`${document.file}: ${kind} ${nameOf(document)}: ${(error as Error).message}`];
  }
}

const nameOf = (document: ManifestDocument) =>
  ((document.body.metadata as Json | undefined)?.name as string | undefined) ?? '(unnamed)';

const get = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Json)[key] : undefined), value);

/** The pod template of a workload (Deployment, Job, CronJob), or undefined. */
function podTemplateOf(document: ManifestDocument): Json | undefined {
  const { kind } = document.body;
  if (kind === 'Deployment' || kind === 'Job') return get(document.body, 'spec', 'template') as Json;
  if (kind === 'CronJob') return get(document.body, 'spec', 'jobTemplate', 'spec', 'template') as Json;
  return undefined;
}

interface Container {
  name: string;
  image?: string;
  command?: string[];
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: { cpu?: unknown; memory?: unknown }; limits?: { memory?: unknown } };
  livenessProbe?: Json;
  readinessProbe?: Json;
  startupProbe?: Json;
}

function dataKeys(documents: ManifestDocument[], kind: 'ConfigMap' | 'Secret', name: string) {
  const found = documents.find((d) => d.body.kind === kind && nameOf(d) === name);
  if (!found) return undefined;
  return new Set(Object.keys({ ...(found.body.data as Json), ...(found.body.stringData as Json) }));
}

function containerProblems(
  where: string,
  container: Container,
  documents: ManifestDocument[],
  repoRoot: string,
  known: Set<string>,
): string[] {
  const problems: string[] = [];
  const at = `${where} container ${container.name}`;
  if (!container.image) problems.push(`${at}: no image`);
  const resources = container.resources;
  if (!resources?.requests?.cpu || !resources.requests.memory)
    problems.push(`${at}: CPU and memory requests are required (the scheduler sizes nodes on them)`);
  if (!resources?.limits?.memory) problems.push(`${at}: a memory limit is required`);
  for (const probe of [container.livenessProbe, container.readinessProbe, container.startupProbe]) {
    const path = get(probe, 'httpGet', 'path');
    if (typeof path === 'string' && !healthPaths.has(path))
      problems.push(
        `${at}: probe asks ${path}, which is not a health route (${[...healthPaths].join(', ')})`,
      );
  }
  const script = container.command?.find((part) => /^apps\/server\/dist\/.+\.js$/.test(part));
  if (script) {
    const source = script.replace('/dist/', '/src/').replace(/\.js$/, '.ts');
    if (!existsSync(join(repoRoot, source)))
      problems.push(`${at}: runs ${script}, but ${source} does not exist`);
  }
  for (const variable of container.env ?? []) {
    if (!known.has(variable.name))
      problems.push(`${at}: sets ${variable.name}, which the server does not read`);
    const reference = variable.valueFrom?.secretKeyRef;
    if (reference && !dataKeys(documents, 'Secret', reference.name)?.has(reference.key))
      problems.push(`${at}: takes ${reference.key} of secret ${reference.name}, which it does not hold`);
  }
  for (const source of container.envFrom ?? []) {
    const [kind, name] = source.configMapRef
      ? (['ConfigMap', source.configMapRef.name] as const)
      : (['Secret', source.secretRef?.name ?? ''] as const);
    if (!dataKeys(documents, kind, name)) problems.push(`${at}: reads ${kind} ${name}, which is not defined`);
  }
  return problems;
}

const labelsMatch = (selector: unknown, labels: unknown) =>
  Boolean(selector) &&
  Object.entries(selector as Json).every(([key, value]) => (labels as Json | undefined)?.[key] === value);

function wiringProblems(documents: ManifestDocument[]): string[] {
  const problems: string[] = [];
  const deployments = documents.filter((d) => d.body.kind === 'Deployment');
  const podLabels = documents
    .map((d) => get(podTemplateOf(d), 'metadata', 'labels'))
    .filter((labels): labels is Json => Boolean(labels));
  for (const document of documents) {
    const where = `${document.file}: ${String(document.body.kind)} ${nameOf(document)}`;
    const { kind } = document.body;
    const selector =
      kind === 'Service'
        ? get(document.body, 'spec', 'selector')
        : kind === 'PodDisruptionBudget' || kind === 'Deployment'
          ? get(document.body, 'spec', 'selector', 'matchLabels')
          : undefined;
    if (selector !== undefined && !podLabels.some((labels) => labelsMatch(selector, labels)))
      problems.push(`${where}: selects no pods of this folder`);
    if (kind === 'Deployment' && !labelsMatch(selector, get(podTemplateOf(document), 'metadata', 'labels')))
      problems.push(`${where}: its selector does not match its own pod labels`);
    const target =
      kind === 'HorizontalPodAutoscaler' || kind === 'ScaledObject'
        ? (get(document.body, 'spec', 'scaleTargetRef', 'name') as string | undefined)
        : undefined;
    if (target !== undefined && !deployments.some((d) => nameOf(d) === target))
      problems.push(`${where}: scales ${target}, which is not a Deployment of this folder`);
  }
  for (const deployment of deployments) {
    const labels = get(podTemplateOf(deployment), 'metadata', 'labels');
    const served = documents.some(
      (d) =>
        d.body.kind === 'Service' &&
        get(d.body, 'spec', 'clusterIP') !== 'None' &&
        labelsMatch(get(d.body, 'spec', 'selector'), labels),
    );
    for (const container of (get(podTemplateOf(deployment), 'spec', 'containers') as
      Container[] | undefined) ?? []) {
      const at = `${deployment.file}: Deployment ${nameOf(deployment)} container ${container.name}`;
      if (!container.livenessProbe) problems.push(`${at}: no liveness probe`);
      if (served && !container.readinessProbe)
        problems.push(
          `${at}: behind a Service but no readiness probe (traffic would reach it while it starts)`,
        );
    }
  }
  return problems;
}

function kustomizationProblems(folder: string, documents: ManifestDocument[]): string[] {
  const kustomization = documents.find((d) => d.body.kind === 'Kustomization');
  if (!kustomization) return ['kustomization.yaml: missing'];
  const listed = new Set((kustomization.body.resources as string[] | undefined) ?? []);
  const files = new Set(documents.map((d) => d.file));
  const problems = [...listed]
    .filter((file) => !existsSync(join(folder, file)))
    .map((file) => `${kustomization.file}: lists ${file}, which does not exist`);
  for (const file of files)
    if (file !== kustomization.file && file !== exampleSecretFile && !listed.has(file))
      problems.push(`${kustomization.file}: does not list ${file}`);
  if (listed.has(exampleSecretFile))
    problems.push(`${kustomization.file}: must not apply the example secret`);
  return problems;
}

/** Every problem of the folder's manifests, one line each (empty: all good). */
export async function checkManifests(folder: string, repoRoot: string): Promise<string[]> {
  const documents = readManifests(folder);
  const known = new Set(environmentVariableNames);
  const problems: string[] = [];
  for (const document of documents) problems.push(...(await schemaProblems(document)));
  problems.push(...kustomizationProblems(folder, documents));
  for (const document of documents) {
    const where = `${document.file}: ${String(document.body.kind)} ${nameOf(document)}`;
    if (document.body.kind === 'ConfigMap' || document.body.kind === 'Secret')
      for (const key of Object.keys({
        ...(document.body.data as Json),
        ...(document.body.stringData as Json),
      }))
        if (!known.has(key)) problems.push(`${where}: holds ${key}, which the server does not read`);
    const spec = get(podTemplateOf(document), 'spec') as Json | undefined;
    for (const container of [
      ...((spec?.containers as Container[] | undefined) ?? []),
      ...((spec?.initContainers as Container[] | undefined) ?? []),
    ])
      problems.push(...containerProblems(where, container, documents, repoRoot, known));
  }
  problems.push(...wiringProblems(documents));
  return problems.map((line) => line.replace(`${repoRoot}/`, ''));
}

/** For messages: the folder relative to the repository. */
export const shown = (folder: string, repoRoot: string) => relative(repoRoot, folder) || '.';

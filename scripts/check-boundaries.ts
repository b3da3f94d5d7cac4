import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import { relative } from 'node:path';

/**
 * `npm run lint:boundaries`: the import rules of `.dependency-cruiser.cjs` (no circle between
 * files, and the layer rules there), then circles between whole server modules
 * (`apps/server/src/modules/<name>`) and web features (`apps/web/src/features/<name>`), which
 * dependency-cruiser's file-level rules cannot see. Exits 1 on any finding.
 */
const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as { forbidden: unknown[]; options: object };

const groups: { label: string; pattern: RegExp }[] = [
  { label: 'server module', pattern: /^apps\/server\/src\/modules\/([^/]+)\// },
  { label: 'web feature', pattern: /^apps\/web\/src\/features\/([^/]+)\// },
];

function groupOf(file: string): string | undefined {
  for (const { label, pattern } of groups) {
    const match = pattern.exec(file);
    if (match) return `${label} ${match[1]}`;
  }
  return undefined;
}

/** The strongly connected groups (Tarjan) of a graph with more than one member: its circles. */
export function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) found.push(members.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

async function main(): Promise<number> {
  const reporting = await cruise(['apps/server/src', 'apps/web/src', 'packages'], {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  } as never);
  const result = reporting.output as ICruiseResult;
  let problems = 0;
  for (const violation of result.summary.violations) {
    problems += 1;
    const via = violation.cycle?.map((step) => step.name).join(' -> ');
    console.error(`${violation.rule.name}: ${violation.from} -> ${violation.to}${via ? ` (${via})` : ''}`);
  }
  const edges = new Map<string, Set<string>>();
  const evidence = new Map<string, string>();
  for (const module of result.modules) {
    const from = groupOf(module.source);
    if (!from || module.source.includes('.test.')) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const dependency of module.dependencies) {
      const to = groupOf(dependency.resolved);
      if (!to || to === from) continue;
      edges.get(from)!.add(to);
      evidence.set(`${from} -> ${to}`, `${module.source} imports ${relative('.', dependency.resolved)}`);
    }
  }
  for (const circle of circles(edges)) {
    problems += 1;
    console.error(`circle between ${circle.join(', ')}:`);
    for (const from of circle)
      for (const to of edges.get(from) ?? [])
        if (circle.includes(to)) console.error(`  ${evidence.get(`${from} -> ${to}`)}`);
  }
  console.log(
    problems === 0
      ? `boundaries: ${result.summary.totalCruised} files, no circles, no rule broken`
      : `boundaries: ${problems} problem(s)`,
  );
  return problems === 0 ? 0 : 1;
}

process.exitCode = await main();

import { blueprintByName, overlayBlueprint, type MockBlueprint } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { findBlueprintOverrides } from './blueprints.repository.js';

/** Effective blueprints by kind and name, from one read of the stored overrides. */
export type BlueprintResolver = (kind: string, name: string) => MockBlueprint;

/**
 * The key a (kind, name) pair is stored under: an unknown kind is PTE and a name the kind lacks
 * its full blueprint, as `blueprintByName` falls back.
 */
export function blueprintKeyOf(kind: string, name: string): { kind: 'PTE' | 'THPT'; name: string } {
  const canonicalKind = kind === 'THPT' ? 'THPT' : 'PTE';
  const isFull = blueprintByName(canonicalKind, name) === blueprintByName(canonicalKind, 'full');
  return { kind: canonicalKind, name: isFull ? 'full' : name };
}

/**
 * Reads the stored overrides once and resolves blueprints from them: the constant of
 * `@prepwise/contracts` with an admin's counts laid over it (none stored: the constant). The one
 * way the server resolves a blueprint (mock generator, intro pages, console).
 */
export async function blueprintResolver(db: Executor): Promise<BlueprintResolver> {
  const overrides = await findBlueprintOverrides(db);
  return (kind, name) => {
    const key = blueprintKeyOf(kind, name);
    const override = overrides.find((row) => row.kind === key.kind && row.name === key.name);
    return overlayBlueprint(blueprintByName(key.kind, key.name), override?.counts ?? null);
  };
}

/** The blueprint a mock of `kind` named `name` is generated from (see `blueprintResolver`). */
export async function resolveBlueprint(db: Executor, kind: string, name: string): Promise<MockBlueprint> {
  return (await blueprintResolver(db))(kind, name);
}

import {
  blueprintMinutes,
  blueprintQuestionCount,
  type AdminIntroPage,
  type AdminIntroPageRequest,
} from '@prepwise/contracts';
import type { BlueprintResolver, IntroRow, NewIntroRow } from '../mock-tests/index.js';
import type { IntroRowWithPackage } from './admin-mocks.repository.js';

/**
 * An intro page as the console lists and edits it: its stored texts, its package's name and its
 * mock's size (from the effective blueprint: `resolve` lays an admin's counts over the constant).
 */
export function presentAdminIntroPage(row: IntroRowWithPackage, resolve: BlueprintResolver): AdminIntroPage {
  const blueprint = resolve(row.kind, row.blueprint);
  return {
    id: row.id,
    title: row.title,
    overview: row.overview,
    description: row.description,
    translations: row.translations,
    imageUrl: row.imageUrl,
    packageId: row.packageId,
    packageName: row.packageName,
    kind: row.kind as AdminIntroPage['kind'],
    blueprint: row.blueprint as AdminIntroPage['blueprint'],
    activated: row.activated,
    createdDate: row.createdAt.toISOString(),
    totalQuestions: blueprintQuestionCount(blueprint),
    minutes: blueprintMinutes(blueprint),
  };
}

/** The fields of an intro page an audit entry keeps (every field an admin sets). */
export function introPageAuditState(row: IntroRow): Record<string, unknown> {
  return {
    title: row.title,
    overview: row.overview,
    description: row.description,
    translations: row.translations,
    imageUrl: row.imageUrl,
    packageId: row.packageId,
    kind: row.kind,
    blueprint: row.blueprint,
    activated: row.activated,
  };
}

/** The columns an admin's request sets. */
export function introPageValuesOf(request: AdminIntroPageRequest): Omit<NewIntroRow, 'id'> {
  return { ...request };
}

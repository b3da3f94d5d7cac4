import { blueprintMinutes, blueprintQuestionCount, type IntroPage } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { findPackage, presentPackage } from '../marketplace/index.js';
import { introPageContent, fillIntroText } from './intro-pages.js';
import { blueprintResolver, type BlueprintResolver } from './blueprints.service.js';
import {
  findActiveIntroPage,
  findActiveIntroPages,
  hasMockOfKind,
  insertMissingIntroPages,
  type IntroRow,
} from './intro-pages.repository.js';

/**
 * Seeds the intro pages on start (after the catalogue): the pages of `intro-pages.ts` a fresh
 * database lacks are inserted, pages that exist are never touched. Admins edit them in the
 * console (`/api/admin/intro-pages`) and their edits survive restarts.
 */
export async function syncIntroPages(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await insertMissingIntroPages(deps.db, introPageContent);
}

/** Active intro pages with their package and the learner's own data. */
export async function listIntroPages(deps: AppDeps, me: UserRow): Promise<IntroPage[]> {
  const [rows, resolve] = await Promise.all([findActiveIntroPages(deps.db), blueprintResolver(deps.db)]);
  return Promise.all(rows.map((row) => presentIntroPage(deps, me, row, resolve)));
}

/** One active intro page (404 when unknown or switched off). */
export async function getIntroPage(deps: AppDeps, me: UserRow, id: number): Promise<IntroPage> {
  const row = found(await findActiveIntroPage(deps.db, id));
  return presentIntroPage(deps, me, row, await blueprintResolver(deps.db));
}

async function presentIntroPage(
  deps: AppDeps,
  me: UserRow,
  row: IntroRow,
  resolve: BlueprintResolver,
): Promise<IntroPage> {
  const pack = row.packageId ? await findPackage(deps.db, row.packageId) : undefined;
  const requested = await hasMockOfKind(deps.db, me.id, row.kind);
  const blueprint = resolve(row.kind, row.blueprint);
  const size = { questions: blueprintQuestionCount(blueprint), minutes: blueprintMinutes(blueprint) };
  return {
    id: row.id,
    title: row.title,
    overview: fillIntroText(row.overview, size),
    description: fillIntroText(row.description, size),
    translations: Object.fromEntries(
      Object.entries(row.translations).map(([language, texts]) => [
        language,
        {
          title: texts.title,
          overview: fillIntroText(texts.overview, size),
          description: fillIntroText(texts.description, size),
        },
      ]),
    ),
    imageUrl: row.imageUrl,
    packageId: row.packageId,
    activated: row.activated,
    createdDate: row.createdAt.toISOString(),
    kind: row.kind as IntroPage['kind'],
    blueprint: row.blueprint as IntroPage['blueprint'],
    totalQuestions: size.questions,
    minutes: size.minutes,
    items: blueprint.items.map((slot) => ({ type: slot.type, count: slot.count })),
    package: pack ? presentPackage(pack) : null,
    userData: { userId: me.id, requested, productId: pack?.id ?? null },
  };
}

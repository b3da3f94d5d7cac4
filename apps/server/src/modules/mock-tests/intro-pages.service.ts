import { and, asc, eq, sql } from 'drizzle-orm';
import {
  blueprintByName,
  blueprintMinutes,
  blueprintQuestionCount,
  type IntroPage,
  type MockBlueprint,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { introPages, mockTests, packages } from '../../db/schema.js';
import { found } from '../../lib/app-error.js';
import type { UserRow } from '../user/user.repository.js';
import { presentPackage } from '../marketplace/marketplace.presenter.js';
import { introPageContent, fillIntroText } from './intro-pages.js';

type IntroRow = typeof introPages.$inferSelect;

/** Writes the intro pages into the database (on every start, after the catalogue). */
export async function syncIntroPages(deps: Pick<AppDeps, 'db'>): Promise<void> {
  for (const page of introPageContent) {
    await deps.db
      .insert(introPages)
      .values(page)
      .onConflictDoUpdate({
        target: introPages.id,
        set: {
          title: page.title,
          overview: page.overview,
          description: page.description,
          imageUrl: page.imageUrl,
          packageId: page.packageId,
          kind: page.kind,
          blueprint: page.blueprint,
        },
      });
  }
}

/** The blueprint an intro page's mock is generated from. */
export function blueprintOf(kind: string, blueprint: string): MockBlueprint {
  return blueprintByName(kind, blueprint);
}

/** Active intro pages with their package and the learner's own data. */
export async function listIntroPages(deps: AppDeps, me: UserRow): Promise<IntroPage[]> {
  const rows = await deps.db
    .select()
    .from(introPages)
    .where(eq(introPages.activated, true))
    .orderBy(asc(introPages.id));
  return Promise.all(rows.map((row) => presentIntroPage(deps, me, row)));
}

/** One active intro page (404 when unknown or switched off). */
export async function getIntroPage(deps: AppDeps, me: UserRow, id: number): Promise<IntroPage> {
  const [row] = await deps.db
    .select()
    .from(introPages)
    .where(and(eq(introPages.id, id), eq(introPages.activated, true)));
  return presentIntroPage(deps, me, found(row));
}

async function presentIntroPage(deps: AppDeps, me: UserRow, row: IntroRow): Promise<IntroPage> {
  const [pack] = row.packageId
    ? await deps.db.select().from(packages).where(eq(packages.id, row.packageId))
    : [];
  const [requested] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(mockTests)
    .where(and(eq(mockTests.userId, me.id), eq(mockTests.kind, row.kind)));
  const blueprint = blueprintOf(row.kind, row.blueprint);
  const size = { questions: blueprintQuestionCount(blueprint), minutes: blueprintMinutes(blueprint) };
  return {
    id: row.id,
    title: row.title,
    overview: fillIntroText(row.overview, size),
    description: fillIntroText(row.description, size),
    imageUrl: row.imageUrl,
    packageId: row.packageId,
    activated: row.activated,
    createdDate: row.createdAt.toISOString(),
    kind: row.kind as IntroPage['kind'],
    blueprint: row.blueprint as IntroPage['blueprint'],
    totalQuestions: size.questions,
    minutes: size.minutes,
    package: pack ? presentPackage(pack) : null,
    userData: { userId: me.id, requested: (requested?.count ?? 0) > 0, productId: pack?.id ?? null },
  };
}

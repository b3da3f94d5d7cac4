import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import type { AppDeps } from '../../deps.js';
import { pageViews, productEvents, productEventTypes, users } from '../../db/schema/index.js';
import { insertProductEvents, type ProductEvent } from '../../platform/product-events.repository.js';
import { directAnalyticsSource } from './analytics-direct.repository.js';
import { loadAnalytics } from './analytics.service.js';

/**
 * The daily rollups answer exactly what a computation from the events answers: the same random
 * events (some backfilled when the rollups are first built, the rest kept by the triggers, some
 * changed or deleted, a user deleted and another made admin), read both ways over ranges that
 * cut through days, in the school's zone and in a zone half an hour off from it.
 */
let context: TestContext;
let people: (BuiltUser | null)[];
let leaver: BuiltUser;

// Midnight of 2026-03-10 in Ho Chi Minh City (UTC+7) and in Kolkata (UTC+5:30).
const hcmMidnight = Date.parse('2026-03-09T17:00:00Z');
const kolkataMidnight = Date.parse('2026-03-09T18:30:00Z');
const hour = 3_600_000;

/** A small seeded generator (mulberry32): the same events on every run. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return { next, pick };
}

const random = randomFrom(20260310);

/** An instant within three days of the boundaries, often right on or just before one. */
function someInstant(): Date {
  const boundary = random.pick([hcmMidnight, kolkataMidnight, hcmMidnight + 24 * hour]);
  const roll = random.next();
  if (roll < 0.15) return new Date(boundary);
  if (roll < 0.3) return new Date(boundary - 1);
  return new Date(boundary + Math.round((random.next() * 2 - 1) * 72 * hour));
}

function someEvent(): ProductEvent {
  const type = random.pick(productEventTypes);
  const user = random.pick(people);
  const detail =
    type === 'practice_attempt'
      ? random.pick(['READ_ALOUD', 'WRITING_ESSAY', null])
      : type === 'purchase' || type === 'refund'
        ? random.pick(['AI Scoring #1', 'Mock Test #1'])
        : type === 'scoring_finished'
          ? random.pick(['scored', 'scored', 'failed', null])
          : random.pick([null, 'PTE']);
  return {
    type,
    userId: user?.id ?? null,
    occurredAt: someInstant(),
    detail,
    amountCents: type === 'purchase' || type === 'refund' ? Math.floor(random.next() * 2000) : null,
    latencyMs: type === 'scoring_finished' ? random.pick([100, 200, 200, 350, 1000, 4321, null]) : null,
  };
}

async function addEvents(count: number) {
  await insertProductEvents(context.deps.db, Array.from({ length: count }, someEvent));
}

async function addPageViews(count: number) {
  await context.deps.db.insert(pageViews).values(
    Array.from({ length: count }, () => ({
      userId: random.pick(people)?.id ?? null,
      path: random.pick(['/platform/home', '/platform/practice', '/platform/auth/login', '/platform/admin']),
      createdAt: someInstant(),
    })),
  );
}

function inZone(timeZone: string): AppDeps {
  return { ...context.deps, config: { ...context.deps.config, timeZone } };
}

const ranges = [
  { from: '2026-03-07', to: '2026-03-13' },
  { from: '2026-03-10', to: '2026-03-10' },
  { from: '2026-03-09', to: '2026-03-11' },
  {},
];

async function expectRollupsEqualEvents(deps: AppDeps) {
  for (const range of ranges) {
    const rolledUp = await loadAnalytics(deps, range);
    const direct = await loadAnalytics(deps, range, directAnalyticsSource);
    expect(rolledUp).toEqual(direct);
  }
}

beforeAll(async () => {
  context = await createTestContext();
  context.setNow(new Date(hcmMidnight + 30 * hour));
  const learners = [await buildUser(context), await buildUser(context), await buildUser(context)];
  const admin = await buildUser(context, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
  leaver = await buildUser(context);
  people = [...learners, admin, leaver, null];
  // Written before the rollups exist: the first read builds them from these.
  await addEvents(300);
  await addPageViews(300);
});
afterAll(async () => {
  await context.close();
});

describe('daily analytics rollups', () => {
  it('are built from the events already there', async () => {
    const data = await loadAnalytics(context.deps, ranges[0]!);
    // Enough data to compare: the generator put events in every chart.
    expect(data.activeLearners.some((row) => row.learners > 1)).toBe(true);
    expect(data.scoring.some((row) => row.p95Ms !== null)).toBe(true);
    expect(data.revenue.some((row) => row.refunds > 0)).toBe(true);
    expect(data.funnel[1]!.learners).toBeGreaterThan(0);
    await expectRollupsEqualEvents(context.deps);
  });

  it('stay equal as events are written, changed and deleted, a user deleted and another made admin', async () => {
    await addEvents(300);
    await addPageViews(300);
    const db = context.deps.db;
    const some = await db.select({ id: productEvents.id }).from(productEvents).limit(40);
    const ids = some.map((row) => row.id);
    // Moved across a day boundary, turned into another kind, deleted.
    await db
      .update(productEvents)
      .set({ occurredAt: sql`${productEvents.occurredAt} + interval '5 hours'` })
      .where(inArray(productEvents.id, ids.slice(0, 15)));
    await db
      .update(productEvents)
      .set({ type: 'practice_attempt', detail: 'READ_ALOUD' })
      .where(inArray(productEvents.id, ids.slice(15, 25)));
    await db.delete(productEvents).where(inArray(productEvents.id, ids.slice(25, 40)));
    const views = await db.select({ id: pageViews.id }).from(pageViews).limit(30);
    await db.delete(pageViews).where(
      inArray(
        pageViews.id,
        views.slice(0, 15).map((row) => row.id),
      ),
    );
    await db
      .update(pageViews)
      .set({ userId: people[0]!.id, createdAt: sql`${pageViews.createdAt} - interval '7 hours'` })
      .where(
        inArray(
          pageViews.id,
          views.slice(15).map((row) => row.id),
        ),
      );
    // The leaver's events and views stay, without a user (learners and the funnel lose them).
    await db.delete(users).where(eq(users.id, leaver.id));
    people = people.filter((person) => person !== leaver);
    await db
      .update(users)
      .set({ roles: ['ROLE_ADMIN', 'ROLE_USER'] })
      .where(eq(users.id, people[1]!.id));
    await expectRollupsEqualEvents(context.deps);
  });

  it('are rebuilt for another time zone, and kept in it', async () => {
    const kolkata = inZone('Asia/Kolkata');
    await expectRollupsEqualEvents(kolkata);
    await addEvents(100);
    await addPageViews(100);
    await expectRollupsEqualEvents(kolkata);
    // And back: the school's zone again.
    await addEvents(100);
    await expectRollupsEqualEvents(context.deps);
  });
});

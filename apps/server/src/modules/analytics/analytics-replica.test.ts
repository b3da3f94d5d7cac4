import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { ensureAnalyticsRollups } from './analytics.repository.js';
import { readFromReplica } from '../../db/read-replica.js';

// The replica here is a second fresh database, not a copy of the first: a chart that shows what
// only the replica holds was read there. (A real replica is PostgreSQL's streaming replication.)
const day = '2026-03-10';
const inDay = (hours: number) => new Date(Date.parse('2026-03-09T17:00:00Z') + hours * 3_600_000);

let context: TestContext;
let admin: BuiltUser;

function analytics(url: string) {
  return context.app.inject({ method: 'GET', url, headers: admin.auth });
}

async function essayAttempts(db: NonNullable<TestContext['deps']['replica']>['db'], count: number) {
  await ensureAnalyticsRollups(db, context.config.timeZone);
  await insertProductEvents(
    db,
    Array.from({ length: count }, () => ({
      type: 'practice_attempt' as const,
      userId: null,
      occurredAt: inDay(3),
      detail: 'WRITING_ESSAY',
    })),
  );
}

beforeAll(async () => {
  context = await createTestContext({}, { replica: true });
  context.setNow(inDay(12));
  admin = await buildUser(context, {
    roles: ['ROLE_ADMIN', 'ROLE_USER'],
    email: 'replica-admin@example.com',
  });
  await essayAttempts(context.deps.replica!.db, 3);
  await essayAttempts(context.deps.db, 1);
});
afterAll(async () => {
  await context.close();
});

describe('reads sent to the read replica (DATABASE_REPLICA_URL)', () => {
  it('the analytics dashboard and its CSV read the replica', async () => {
    const response = await analytics(`/api/admin/analytics?from=${day}&to=${day}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attemptsByType).toEqual([{ taskType: 'WRITING_ESSAY', attempts: 3 }]);
    const csv = await analytics(`/api/admin/analytics/csv/attempts-by-type?from=${day}&to=${day}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('WRITING_ESSAY,3');
  });

  it('a read the replica fails runs again on the primary, and is counted', async () => {
    const failing = {
      db: context.deps.db,
      metrics: context.deps.metrics,
      replica: {
        ...context.deps.replica!,
        db: new Proxy(context.deps.replica!.db, {
          get: () => () => {
            throw new Error('connection terminated');
          },
        }),
      },
    };
    const before = (await context.deps.metrics.replicaReadFallbacks.get()).values[0]?.value ?? 0;
    const attempts = await readFromReplica(failing, async (db) =>
      ensureAnalyticsRollups(db, context.config.timeZone).then(() => 'primary'),
    );
    expect(attempts).toBe('primary');
    expect((await context.deps.metrics.replicaReadFallbacks.get()).values[0]?.value).toBe(before + 1);
  });

  it('without a replica, every read goes to the primary', async () => {
    const seen: unknown[] = [];
    await readFromReplica({ db: context.deps.db, metrics: context.deps.metrics }, async (db) =>
      seen.push(db),
    );
    expect(seen).toEqual([context.deps.db]);
  });

  it('a replica that is down leaves the dashboard answering, from the primary, and readiness degraded', async () => {
    const ready = async () => (await context.app.inject({ url: '/api/ready' })).json();
    expect((await ready()).data).toMatchObject({ status: 'ready', checks: { replica: { status: 'ok' } } });
    await context.deps.replica!.close();
    const response = await analytics(`/api/admin/analytics?from=${day}&to=${day}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attemptsByType).toEqual([{ taskType: 'WRITING_ESSAY', attempts: 1 }]);
    const degraded = await ready();
    expect(degraded.statusCode).toBe(200);
    expect(degraded.data).toMatchObject({ status: 'degraded', checks: { replica: { status: 'failed' } } });
  });
});

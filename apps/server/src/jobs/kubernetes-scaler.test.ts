import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { repoRoot } from '../config.js';
import { scoreAnswerJobName } from '../modules/ai-scoring/ai-scoring.service.js';
import { scoreMockJobName } from '../modules/mock-tests/mock-scoring.service.js';
import { prescoreMockAnswerJobName } from '../modules/mock-tests/mock-prescore.js';
import { expireOrderJobName } from '../modules/marketplace/expire-order.job.js';

/**
 * The worker autoscaler of deploy/kubernetes/worker.yaml (KEDA's PostgreSQL scaler) runs two SQL
 * queries against the job table: run here, on PGlite and PostgreSQL, so a change of pg-boss's
 * schema or of the scoring queues' names cannot leave the autoscaler reading nothing.
 */
interface Trigger {
  name: string;
  metadata: { query: string; targetQueryValue: string };
}

function scalerTriggers(): Map<string, Trigger> {
  const text = readFileSync(join(repoRoot, 'deploy', 'kubernetes', 'worker.yaml'), 'utf8');
  const scaledObject = parseAllDocuments(text)
    .map((document) => document.toJS() as { kind: string; spec: { triggers: Trigger[] } })
    .find((body) => body.kind === 'ScaledObject');
  return new Map((scaledObject?.spec.triggers ?? []).map((trigger) => [trigger.name, trigger]));
}

let context: TestContext;
const triggers = scalerTriggers();

async function valueOf(triggerName: string): Promise<number> {
  const trigger = triggers.get(triggerName);
  if (!trigger) throw new Error(`worker.yaml has no trigger ${triggerName}`);
  const { rows } = await context.deps.database.executeSql(trigger.metadata.query, []);
  expect(rows).toHaveLength(1);
  return Number(Object.values(rows[0]!)[0]);
}

async function backdate(id: string, seconds: number): Promise<void> {
  await context.deps.database.executeSql(
    `update pgboss.job set start_after = now() - make_interval(secs => $2), created_on = now() - make_interval(secs => $2)
      where id = $1`,
    [id, seconds],
  );
}

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('the worker autoscaler queries of deploy/kubernetes/worker.yaml', () => {
  it('reads 0 from an empty queue', async () => {
    expect(await valueOf('oldest-scoring-job-seconds')).toBe(0);
    expect(await valueOf('scoring-jobs-waiting')).toBe(0);
  });

  it('counts the due scoring jobs and the age of the oldest, and nothing else', async () => {
    const jobs = context.deps.jobs;
    const answer = await jobs.send(scoreAnswerJobName, { answerId: randomUUID(), spendKey: 'k' });
    const mock = await jobs.send(scoreMockJobName, { mockId: randomUUID() });
    const item = await jobs.send(prescoreMockAnswerJobName, {
      mockId: randomUUID(),
      questionId: 1,
      answeredAt: new Date().toISOString(),
    });
    await backdate(answer, 90);
    await backdate(mock, 30);
    await backdate(item, 5);
    // Not scoring work, or not due yet: never counted.
    const order = await jobs.send(expireOrderJobName, { orderId: randomUUID() });
    await backdate(order, 300);
    await jobs.send(scoreAnswerJobName, { answerId: randomUUID(), spendKey: 'later' }, { startAfter: 600 });

    expect(await valueOf('scoring-jobs-waiting')).toBe(3);
    const oldest = await valueOf('oldest-scoring-job-seconds');
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(oldest).toBeLessThan(150);
    // With a target of 60 s, KEDA asks for ceil(oldest / 60) workers: 2 here.
    expect(
      Math.ceil(oldest / Number(triggers.get('oldest-scoring-job-seconds')!.metadata.targetQueryValue)),
    ).toBe(2);
  });
});

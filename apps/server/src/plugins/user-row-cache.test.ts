import { describe, expect, it } from 'vitest';
import { createUserRowCache } from './user-row-cache.js';

interface Row {
  id: string;
  version: number;
}

/** A cache over a fake table, with a clock the test moves and every `loadMany` call recorded. */
function setup() {
  let clock = 0;
  let version = 1;
  const calls: string[][] = [];
  const pending: { ids: string[]; release: () => void }[] = [];
  let hold = false;
  const cache = createUserRowCache<Row>({
    loadMany: (ids) => {
      calls.push(ids);
      const rows = ids.filter((id) => id !== 'nobody').map((id) => ({ id, version }));
      if (!hold) return Promise.resolve(rows);
      return new Promise((resolve) => pending.push({ ids, release: () => resolve(rows) }));
    },
    ttlMs: 2000,
    refreshMs: 1000,
    maxEntries: 100,
    now: () => clock,
  });
  return {
    cache,
    calls,
    pending,
    tick: (ms: number) => {
      clock += ms;
    },
    bump: () => {
      version += 1;
    },
    holdLoads: (value: boolean) => {
      hold = value;
    },
  };
}

const settle = () => new Promise((done) => setImmediate(done));

/** Asks for 'a' and checks it waits for the second read (held) and gets its row once released. */
async function expectServedOnlyAfterTheSecondRead(
  cache: ReturnType<typeof setup>['cache'],
  calls: string[][],
  pending: ReturnType<typeof setup>['pending'],
): Promise<void> {
  let served: Row | undefined;
  void cache.get('a').then((row) => (served = row));
  await settle();
  expect(calls).toHaveLength(2);
  expect(served).toBeUndefined();
  pending.shift()?.release();
  await settle();
  expect(served).toEqual({ id: 'a', version: 2 });
}

describe('the cached sign-in user rows', () => {
  it('reads the rows asked for in one turn of the event loop in one statement', async () => {
    const { cache, calls } = setup();
    const rows = await Promise.all([cache.get('a'), cache.get('b'), cache.get('a'), cache.get('nobody')]);
    expect(calls).toEqual([['a', 'b', 'nobody']]);
    expect(rows).toEqual([
      { id: 'a', version: 1 },
      { id: 'b', version: 1 },
      { id: 'a', version: 1 },
      undefined,
    ]);
  });

  it('serves a row past the refresh age at once and reads it again in the background', async () => {
    const { cache, calls, pending, tick, bump, holdLoads } = setup();
    await cache.get('a');
    tick(500);
    expect(await cache.get('a')).toEqual({ id: 'a', version: 1 });
    expect(calls).toHaveLength(1);

    tick(700); // 1.2 s old: still trusted, served without waiting, a read starts
    bump();
    holdLoads(true);
    let served: Row | undefined;
    void cache.get('a').then((row) => (served = row));
    await settle();
    expect(served).toEqual({ id: 'a', version: 1 });
    expect(calls).toHaveLength(2);
    // Only one background read per row, however many requests come meanwhile.
    await cache.get('a');
    await settle();
    expect(calls).toHaveLength(2);

    pending.shift()?.release();
    await settle();
    expect(await cache.get('a')).toEqual({ id: 'a', version: 2 });
  });

  it('never serves a row older than its trust: past it, the request waits for a read', async () => {
    const { cache, calls, pending, tick, bump, holdLoads } = setup();
    await cache.get('a');
    tick(2000);
    bump();
    holdLoads(true);
    await expectServedOnlyAfterTheSecondRead(cache, calls, pending);
  });

  it('uses a background read already under way once the row it refreshes is too old', async () => {
    const { cache, calls, pending, tick, bump, holdLoads } = setup();
    await cache.get('a');
    tick(1500);
    bump();
    holdLoads(true);
    await cache.get('a'); // served; the background read starts at 1.5 s
    await settle();
    tick(600); // the first row is 2.1 s old now
    await expectServedOnlyAfterTheSecondRead(cache, calls, pending);
  });

  it('does not bring back a forgotten user with a background read that was under way', async () => {
    const { cache, calls, pending, tick, bump, holdLoads } = setup();
    await cache.get('a');
    tick(1500);
    holdLoads(true);
    await cache.get('a');
    await settle();
    cache.forget('a'); // e.g. signed out everywhere meanwhile
    pending.shift()?.release();
    await settle();
    bump();
    holdLoads(false);
    expect(await cache.get('a')).toEqual({ id: 'a', version: 2 });
    expect(calls).toHaveLength(3);
  });

  it('drops a row whose read failed, and tells every caller of that read', async () => {
    let fail = true;
    const calls: string[][] = [];
    const cache = createUserRowCache<Row>({
      loadMany: async (ids) => {
        calls.push(ids);
        if (fail) throw new Error('database down');
        return ids.map((id) => ({ id, version: 1 }));
      },
      ttlMs: 2000,
      refreshMs: 1000,
      maxEntries: 100,
    });
    const results = await Promise.allSettled([cache.get('a'), cache.get('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await cache.get('a')).toEqual({ id: 'a', version: 1 });
    expect(calls).toEqual([['a', 'b'], ['a']]);
  });
});

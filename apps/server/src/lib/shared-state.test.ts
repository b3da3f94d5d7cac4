import { describe, expect, it } from 'vitest';
import { deleteRedisKeys, redisSkipReason, testRedisPrefix, testRedisUrl } from '../../test/redis.js';
import { startRedisProxy } from '../../test/tcp-proxy.js';
import { createMemorySharedState, createRedisSharedState, createSharedState } from './shared-state.js';

describe('shared state without REDIS_URL', () => {
  it('is this process alone: news reaches its own listeners, nothing else', async () => {
    const shared = await createSharedState({ redisUrl: undefined, redisPrefix: 'prepwise:' });
    expect([shared.kind, shared.redis]).toEqual(['memory', undefined]);
    const heard: string[] = [];
    const stop = shared.subscribe('user', (detail, origin) => heard.push(`${detail}:${origin}`));
    await shared.publish('user', 'u1');
    await shared.publish('content');
    stop();
    await shared.publish('user', 'u2');
    expect(heard).toEqual(['u1:here']);
    await expect(shared.ping()).resolves.toBeUndefined();
    await shared.close();
  });

  it('keeps the news of separate states apart (one per app)', async () => {
    const first = createMemorySharedState();
    const second = createMemorySharedState();
    const heard: string[] = [];
    second.subscribe('user', (detail) => heard.push(detail));
    await first.publish('user', 'u1');
    expect(heard).toEqual([]);
  });
});

describe('shared state with REDIS_URL', () => {
  it('starts alone when Redis does not answer, and says so, instead of refusing to start', async () => {
    const failures: string[] = [];
    const shared = await createRedisSharedState('redis://127.0.0.1:1', 'prepwise:', {
      onFailure: (operation) => failures.push(operation),
    });
    try {
      expect(failures).toContain('connect');
      const heard: string[] = [];
      shared.subscribe('user', (detail) => heard.push(detail));
      await shared.publish('user', 'u1');
      expect(heard).toEqual(['u1']);
      await expect(shared.ping()).rejects.toThrow();
    } finally {
      await shared.close();
    }
  });
});

const skipReason = await redisSkipReason();
describe.skipIf(skipReason !== undefined)(
  `shared state: Redis comes back after the start${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('joins Redis once it answers: commands work and news from another process arrives', async () => {
      const proxy = await startRedisProxy(testRedisUrl);
      const prefix = testRedisPrefix();
      proxy.setMode('refuse');
      const late = await createRedisSharedState(proxy.url, prefix);
      const other = await createRedisSharedState(testRedisUrl, prefix);
      try {
        await expect(late.ping()).rejects.toThrow();
        proxy.setMode('forward');
        await expect
          .poll(
            async () =>
              late.ping().then(
                () => 'ok',
                () => 'down',
              ),
            { timeout: 15_000 },
          )
          .toBe('ok');
        const heard: string[] = [];
        late.subscribe('user', (detail, origin) => heard.push(`${detail}:${origin}`));
        await expect
          .poll(
            async () => {
              await other.publish('user', 'from-other');
              return heard.includes('from-other:elsewhere');
            },
            { timeout: 10_000 },
          )
          .toBe(true);
      } finally {
        await late.close();
        await other.close();
        await proxy.close();
        await deleteRedisKeys(prefix);
      }
    });
  },
);

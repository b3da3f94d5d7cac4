import { describe, expect, it } from 'vitest';
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
  it('fails fast with a readable message when Redis does not answer', async () => {
    await expect(createRedisSharedState('redis://127.0.0.1:1', 'prepwise:')).rejects.toThrow(
      /REDIS_URL does not answer/,
    );
  });
});

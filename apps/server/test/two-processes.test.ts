import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestContext, type TestContext } from './test-context.js';
import { buildQuestion, buildUser } from './factories.js';
import {
  deleteRedisKeys,
  redisSkipReason,
  startSecondProcess,
  testRedisPrefix,
  testRedisUrl,
} from './redis.js';
import { createRedisSharedState, type SharedState, type SharedTopic } from '../src/lib/shared-state.js';
import {
  notifyBookmarksChanged,
  notifyContentChanged,
  onContentChanged,
} from '../src/modules/questions/question-page-cache.js';
import { insertBookmark } from '../src/modules/questions/questions.repository.js';

// Under CI a Redis that does not answer fails here; elsewhere the tests are skipped with the reason.
const skipReason = await redisSkipReason();
const prefix = testRedisPrefix();
const pagesUrl = '/api/questions-by-type?page=0&size=10&sort=id,asc&type=READING_MCQ_R_SINGLE_ANSWER';

/** Resolves with the next news of `topic` that `shared` hears from another process. */
function nextNews(shared: SharedState, topic: SharedTopic): Promise<string> {
  return new Promise((resolve) => {
    const stop = shared.subscribe(topic, (detail, origin) => {
      if (origin === 'here') return;
      stop();
      resolve(detail);
    });
  });
}

describe.skipIf(skipReason !== undefined)(
  `REDIS_URL: two API processes share one Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let context: TestContext;
    let second: Awaited<ReturnType<typeof startSecondProcess>>;
    let listener: SharedState;

    beforeAll(async () => {
      context = await createTestContext({
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: prefix,
        LOGIN_RATE_LIMIT_PER_MINUTE: '3',
      });
      second = await startSecondProcess(context);
      listener = await createRedisSharedState(testRedisUrl, prefix);
    });
    afterAll(async () => {
      await listener?.close();
      await second?.close();
      await context?.close();
      await deleteRedisKeys(prefix);
    });

    it('sends news to every process, the sender hearing its own once', async () => {
      const heard: string[] = [];
      const stopFirst = context.deps.shared.subscribe('user', (detail, origin) =>
        heard.push(`${detail}:${origin}`),
      );
      const atListener = nextNews(listener, 'user');
      await context.deps.shared.publish('user', 'someone');
      expect(heard).toEqual(['someone:here']);
      expect(await atListener).toBe('someone');
      // The listener's news reaches the first process after its own came back (if it did).
      const atFirst = nextNews(context.deps.shared, 'user');
      await listener.publish('user', 'back');
      expect(await atFirst).toBe('back');
      stopFirst();
      expect(heard).toEqual(['someone:here', 'back:elsewhere']);
    });

    it('counts the sign-in rate limit across both processes, in Redis', async () => {
      const statuses: number[] = [];
      for (const app of [context.app, second.app, context.app, second.app]) {
        const response = await app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'nobody@prepwise.test', password: 'wrong-password' },
          remoteAddress: '10.7.7.7',
        });
        statuses.push(response.statusCode);
      }
      // In memory each process would allow 3: the fourth (the second process's second) is refused.
      expect(statuses).toEqual([401, 401, 401, 429]);
      const redis = new Redis(testRedisUrl);
      const keys = await redis.keys(`${prefix}rate-limit:*`);
      redis.disconnect();
      expect(keys.length).toBeGreaterThan(0);
    });

    it('refuses, in the other process at once, a token revoked by signing out', async () => {
      const learner = await buildUser(context);
      // The second process now holds the user row in its cached sign-in.
      expect((await second.app.inject({ url: pagesUrl, headers: learner.auth })).statusCode).toBe(200);
      expect((await second.app.inject({ url: '/user/', headers: learner.auth })).statusCode).toBe(200);

      const heard = nextNews(second.deps.shared, 'user');
      const logout = await context.app.inject({ method: 'POST', url: '/auth/logout', headers: learner.auth });
      expect(logout.statusCode).toBe(200);
      // The uncached sign-in reads the token version from the database: refused without news.
      expect((await second.app.inject({ url: '/user/', headers: learner.auth })).statusCode).toBe(401);
      expect(await heard).toBe(learner.id);
      // The cached one dropped the row on the news from Redis (each app here has its own shared
      // state: no in-process path reaches the second), well within its 2 s trust.
      expect((await second.app.inject({ url: pagesUrl, headers: learner.auth })).statusCode).toBe(401);
      expect((await context.app.inject({ url: pagesUrl, headers: learner.auth })).statusCode).toBe(401);
    });

    it('tells other processes of content changes, and hears theirs', async () => {
      const told = nextNews(listener, 'content');
      notifyContentChanged();
      await told;

      let changes = 0;
      const stop = onContentChanged(() => {
        changes += 1;
      });
      const heard = nextNews(context.deps.shared, 'content');
      await listener.publish('content');
      await heard;
      stop();
      // Both apps of this test process subscribe; each drops its caches.
      expect(changes).toBeGreaterThanOrEqual(1);
    });

    it('tells other processes of bookmark changes, and their news refreshes the pages here', async () => {
      const learner = await buildUser(context);
      const questionId = await buildQuestion(context, {
        type: 'READING_MCQ_R_SINGLE_ANSWER',
        text: 'A passage to bookmark',
        description: 'Which statement fits the passage?',
        answerA: 'one',
        answerB: 'two',
        expectAnswer: 'A',
      });
      const told = nextNews(listener, 'bookmarks');
      notifyBookmarksChanged(learner.id);
      expect(await told).toBe(learner.id);

      const bookmarked = async () => {
        const response = await context.app.inject({ url: pagesUrl, headers: learner.auth });
        const items = response.json().data as { id: number; bookmarked: boolean }[];
        return items.find((item) => item.id === questionId)?.bookmarked;
      };
      expect(await bookmarked()).toBe(false);
      // Written as another process would (no news in this one), then announced through Redis.
      await insertBookmark(context.deps.db, learner.id, questionId);
      expect(await bookmarked()).toBe(false);
      const heard = nextNews(context.deps.shared, 'bookmarks');
      await listener.publish('bookmarks', learner.id);
      await heard;
      expect(await bookmarked()).toBe(true);
    });

    it('reports Redis in the readiness check', async () => {
      const response = await context.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.checks.redis.status).toBe('ok');
    });
  },
);

import { describe, expect, it } from 'vitest';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { listRoutes } from '../../../test/fuzz/route-fuzz.js';

const fixture = useAdminFixture('guard-admin@example.com');

/**
 * Every admin route of the app, read from its OpenAPI document like the route fuzz does, so a
 * route added later is checked without touching this file; path parameters get the learner's id.
 */
function adminRoutes() {
  return listRoutes(fixture.context.app)
    .filter((route) => route.path.startsWith('/api/admin/'))
    .map((route) => ({
      method: route.method as 'GET' | 'POST',
      url: route.path.replace(/\{[^}]+\}/g, fixture.learner.id),
    }));
}

describe('the admin pre-handler on every admin route', () => {
  it('finds the admin routes (the table below is not empty)', () => {
    expect(
      adminRoutes().map((route) => `${route.method} ${route.url.replaceAll(fixture.learner.id, ':id')}`),
    ).toEqual(
      expect.arrayContaining([
        'GET /api/admin/outbox',
        'GET /api/admin/orders',
        'GET /api/admin/users',
        'GET /api/admin/users/:id',
        'GET /api/admin/users/:id/practice',
        'GET /api/admin/users/:id/mocks',
        'POST /api/admin/users/:id/actions',
        'GET /api/admin/audit',
        'GET /api/admin/surveys',
        'GET /api/admin/surveys/summary',
        'GET /api/admin/surveys/export',
        // Registered beside the admin routes (with the same pre-handler), so named here.
        'GET /api/admin/home-messages',
        'POST /api/admin/home-messages',
        'PUT /api/admin/home-messages/:id',
        'DELETE /api/admin/home-messages/:id',
        'POST /api/admin/home-messages/images',
        'GET /api/admin/vouchers',
        'POST /api/admin/vouchers',
        'POST /api/admin/vouchers/:id/actions',
        'GET /api/admin/shop/orders',
        'POST /api/admin/shop/orders/:id/refund',
        'POST /api/admin/users/:id/credits',
        'GET /api/admin/packages',
        'GET /api/admin/packages/:id',
        'POST /api/admin/packages',
        'PUT /api/admin/packages/:id',
        'POST /api/admin/packages/:id/actions',
        'GET /api/admin/support/conversations',
        'GET /api/admin/questions',
        'GET /api/admin/questions/:id',
        'POST /api/admin/questions',
        'PUT /api/admin/questions/:id',
        'POST /api/admin/questions/:id/actions',
        'POST /api/admin/questions/media',
        'POST /api/admin/questions/import',
        'GET /api/admin/questions/export',
        'GET /api/admin/intro-pages',
        'GET /api/admin/intro-pages/:id',
        'POST /api/admin/intro-pages',
        'PUT /api/admin/intro-pages/:id',
        'POST /api/admin/intro-pages/:id/actions',
        'POST /api/admin/intro-pages/images',
        'GET /api/admin/mock-blueprints',
        'PUT /api/admin/mock-blueprints/:id/:id',
        'DELETE /api/admin/mock-blueprints/:id/:id',
        'GET /api/admin/analytics',
        'GET /api/admin/analytics/csv/active-learners',
        'GET /api/admin/analytics/csv/top-pages',
        'GET /api/admin/analytics/csv/signups',
        'GET /api/admin/analytics/csv/attempts-by-type',
        'GET /api/admin/analytics/csv/mocks',
        'GET /api/admin/analytics/csv/scoring',
        'GET /api/admin/analytics/csv/revenue',
        'GET /api/admin/analytics/csv/funnel',
      ]),
    );
  });

  it.each([
    ['anonymous', () => ({}), 401, 'error.http.401'],
    ['a forged token', () => ({ authorization: 'Bearer not.a.token' }), 401, 'error.http.401'],
    ['a learner', () => fixture.learner.auth, 403, 'error.http.403'],
  ] as const)(
    'answers %s with %i in the envelope on every admin route',
    async (_who, headers, status, code) => {
      for (const route of adminRoutes()) {
        const response = await fixture.context.app.inject({
          ...route,
          headers: headers(),
          ...(route.method === 'POST' ? { payload: { action: 'lock' } } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(status);
        expect(response.json(), `${route.method} ${route.url}`).toMatchObject({
          statusCode: status,
          data: { code },
        });
      }
      // Nothing went through: the learner is not locked.
      const me = await fixture.call('GET', '/user/', undefined, fixture.learner);
      expect(me.statusCode).toBe(200);
    },
  );

  it('lets an admin through on every admin GET route', async () => {
    for (const route of adminRoutes().filter((candidate) => candidate.method === 'GET')) {
      const response = await fixture.call(route.method, route.url);
      // The id in a path is the learner's: a route about another kind of thing (a conversation)
      // finds nothing by it, or refuses it as not its kind of id (a question's is a number),
      // which is the route answering, past the guard.
      const expected = /\/users\/|^[^{]*$/.test(route.url.replace(fixture.learner.id, '{id}'))
        ? [200]
        : [400, 404];
      expect(expected, `${route.method} ${route.url}`).toContain(response.statusCode);
    }
  });
});

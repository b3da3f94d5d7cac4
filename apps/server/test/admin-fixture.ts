import { afterAll, beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from './test-context.js';
import { buildUser, type BuiltUser } from './factories.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One audit entry as `GET /api/admin/audit` lists it. */
export interface AuditEntryView {
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * What an admin route test file shares: its own database with an admin and a learner (filled in
 * before the file's tests run, closed after), a caller of the routes (as the admin unless told
 * otherwise; `null` calls anonymously) and the audit log's entries for a filter, oldest first
 * (checked to answer 200).
 */
export interface AdminFixture {
  context: TestContext;
  admin: BuiltUser;
  learner: BuiltUser;
  call: (
    method: Method,
    url: string,
    payload?: object,
    who?: BuiltUser | null,
  ) => Promise<LightMyRequestResponse>;
  auditEntries: (filter: Record<string, string>) => Promise<AuditEntryView[]>;
}

type UserOverrides = NonNullable<Parameters<typeof buildUser>[1]>;

/** What a file may set beyond the admin's e-mail; every field is optional. */
export interface AdminFixtureOptions {
  /** The app's configuration overrides (as `createTestContext` takes them). */
  config?: Record<string, string>;
  /** The app clock, set before the users (and their tokens) are made. */
  now?: Date;
  /** More about the admin (a name); its roles and e-mail are the fixture's. */
  admin?: Omit<UserOverrides, 'roles' | 'email'>;
  /** More about the learner (an e-mail, a name). */
  learner?: UserOverrides;
}

/** Registers the set-up and tear-down of an admin test file; call it at the file's top level. */
export function useAdminFixture(adminEmail: string, options: AdminFixtureOptions = {}): AdminFixture {
  const fixture = {
    call: (method, url, payload, who) => {
      const caller = who === undefined ? fixture.admin : who;
      return fixture.context.app.inject({
        method,
        url,
        headers: caller ? caller.auth : {},
        ...(payload ? { payload } : {}),
      });
    },
    auditEntries: async (filter) => {
      const query = new URLSearchParams({ ...filter, sort: 'createdDate,asc' });
      const response = await fixture.call('GET', `/api/admin/audit?${query.toString()}`);
      expect(response.statusCode).toBe(200);
      return response.json().data as AuditEntryView[];
    },
  } as AdminFixture;
  beforeAll(async () => {
    fixture.context = await createTestContext(options.config);
    if (options.now) fixture.context.setNow(options.now);
    fixture.admin = await buildUser(fixture.context, {
      ...options.admin,
      roles: ['ROLE_ADMIN', 'ROLE_USER'],
      email: adminEmail,
    });
    fixture.learner = await buildUser(fixture.context, options.learner);
  });
  afterAll(async () => {
    await fixture.context.close();
  });
  return fixture;
}

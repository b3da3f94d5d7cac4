import { queryOptions } from '@tanstack/react-query';
import { adminUsersApi, type AdminUser, type AdminUserAction } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { adminKey } from './admin-api';
import { adminListQueryOptions } from './admin-page-query';

/** Every query about accounts in the console: an action on an account refreshes them all. */
export const adminUsersKey = [...adminKey, 'users'] as const;

/** The console's accounts, through the typed client. */
const adminUsers = createApiClient(adminUsersApi);

export interface UserSearch {
  q: string;
  sort: string;
  page: number;
  size: number;
}

/** `GET /api/admin/users?q&sort&page&size`: one page of accounts and the total. */
export function adminUsersQueryOptions(search: UserSearch) {
  return adminListQueryOptions([...adminUsersKey, 'list'], search, (query, signal) =>
    adminUsers.list({ query }, { signal }),
  );
}

/** `GET /api/admin/users/{id}`: the account and its credits. */
export function adminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...adminUsersKey, userId],
    // silent: a 404 (a deleted account) is told on the page itself, not in a toast as well.
    queryFn: ({ signal }) =>
      adminUsers.get({ params: { id: userId } }, { signal, context: { silent: true } }),
  });
}

/** `GET /api/admin/users/{id}/practice?page&size`: a page of the learner's practice sessions. */
export function adminUserPracticeQueryOptions(userId: string, page: number, size: number) {
  return queryOptions({
    queryKey: [...adminUsersKey, userId, 'practice', page, size],
    queryFn: ({ signal }) =>
      adminUsers.practice({ params: { id: userId }, query: { page, size } }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `GET /api/admin/users/{id}/mocks`: the learner's mock tests, newest first. */
export function adminUserMocksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...adminUsersKey, userId, 'mocks'],
    queryFn: ({ signal }) => adminUsers.mocks({ params: { id: userId } }, { signal }),
  });
}

/** `POST /api/admin/users/{id}/actions {action}`: one audited change; the server's success text is shown. */
export function applyAdminUserAction(userId: string, action: AdminUserAction): Promise<AdminUser> {
  return adminUsers.act({ params: { id: userId }, body: { action } }, { context: { successMessage: true } });
}

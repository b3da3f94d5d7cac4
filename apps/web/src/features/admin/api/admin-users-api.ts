import { queryOptions } from '@tanstack/react-query';
import type {
  AdminMockAttempt,
  AdminPracticeAttempt,
  AdminUser,
  AdminUserAction,
  AdminUserDetail,
} from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestPage } from '../../../lib/api-page';
import { adminKey } from './admin-api';
import { adminPageQueryOptions } from './admin-page-query';

/** Every query about accounts in the console: an action on an account refreshes them all. */
export const adminUsersKey = [...adminKey, 'users'] as const;

export interface UserSearch {
  q: string;
  sort: string;
  page: number;
  size: number;
}

/** `GET /api/admin/users?q&sort&page&size`: one page of accounts and the total. */
export function adminUsersQueryOptions(search: UserSearch) {
  return adminPageQueryOptions<AdminUser, UserSearch>('/api/admin/users', [...adminUsersKey, 'list'], search);
}

/** `GET /api/admin/users/{id}`: the account and its credits. */
export function adminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...adminUsersKey, userId],
    // silent: a 404 (a deleted account) is told on the page itself, not in a toast as well.
    queryFn: ({ signal }) =>
      apiRequest<AdminUserDetail>(`/api/admin/users/${userId}`, { signal, silent: true }),
  });
}

/** `GET /api/admin/users/{id}/practice?page&size`: a page of the learner's practice sessions. */
export function adminUserPracticeQueryOptions(userId: string, page: number, size: number) {
  return queryOptions({
    queryKey: [...adminUsersKey, userId, 'practice', page, size],
    queryFn: ({ signal }) =>
      apiRequestPage<AdminPracticeAttempt>(`/api/admin/users/${userId}/practice?page=${page}&size=${size}`, {
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** `GET /api/admin/users/{id}/mocks`: the learner's mock tests, newest first. */
export function adminUserMocksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...adminUsersKey, userId, 'mocks'],
    queryFn: ({ signal }) => apiRequest<AdminMockAttempt[]>(`/api/admin/users/${userId}/mocks`, { signal }),
  });
}

/** `POST /api/admin/users/{id}/actions {action}`: one audited change; the server's success text is shown. */
export function applyAdminUserAction(userId: string, action: AdminUserAction): Promise<AdminUser> {
  return apiRequest<AdminUser>(`/api/admin/users/${userId}/actions`, {
    body: { action },
    successMessage: true,
  });
}

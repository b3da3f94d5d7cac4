import { queryOptions } from '@tanstack/react-query';
import type {
  HomeImageUploadResult,
  HomeMessage,
  HomeMessageKind,
  HomeMessageValues,
} from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestPage } from '../../../lib/api-page';
import { adminKey } from './admin-api';
import { uploadAdminFile } from './admin-upload';

/** Every query of the home messages: a change refreshes them (and the audit log's). */
export const adminHomeKey = [...adminKey, 'home-messages'] as const;

export interface HomeMessageFilters {
  kind?: HomeMessageKind;
  page: number;
  size: number;
}

/** `GET /api/admin/home-messages?kind&page&size`: one page, the latest start first, and the total. */
export function homeMessagesQueryOptions(filters: HomeMessageFilters) {
  const params = new URLSearchParams({ page: String(filters.page), size: String(filters.size) });
  if (filters.kind) params.set('kind', filters.kind);
  return queryOptions({
    queryKey: [...adminHomeKey, filters],
    queryFn: ({ signal }) =>
      apiRequestPage<HomeMessage>(`/api/admin/home-messages?${params.toString()}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** Creates (`POST`) or replaces (`PUT .../{id}`) a message; the server audits the change. */
export function saveHomeMessage(id: string | undefined, values: HomeMessageValues): Promise<HomeMessage> {
  return id
    ? apiRequest<HomeMessage>(`/api/admin/home-messages/${id}`, {
        method: 'PUT',
        body: values,
        successMessage: true,
      })
    : apiRequest<HomeMessage>('/api/admin/home-messages', {
        method: 'POST',
        body: values,
        successMessage: true,
      });
}

/** `DELETE /api/admin/home-messages/{id}`. */
export function deleteHomeMessage(id: string): Promise<null> {
  return apiRequest<null>(`/api/admin/home-messages/${id}`, { method: 'DELETE', successMessage: true });
}

/**
 * Uploads an image (its bytes as the body) for a message; the server re-encodes it as WebP and
 * stores it through its storage driver. Throws ApiError without a toast: the form says it.
 */
export function uploadHomeImage(file: File): Promise<HomeImageUploadResult> {
  return uploadAdminFile<HomeImageUploadResult>('/api/admin/home-messages/images', file);
}

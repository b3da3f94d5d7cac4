import { queryOptions } from '@tanstack/react-query';
import {
  adminHomeMessagesApi,
  type HomeImageUploadResult,
  type HomeMessage,
  type HomeMessageKind,
  type HomeMessageValues,
} from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { adminKey } from './admin-api';
import { uploadToEndpoint } from '../../../lib/api/endpoint-upload';

/** The console's home messages, through the typed client. */
const adminHomeMessages = createApiClient(adminHomeMessagesApi);

/** Every query of the home messages: a change refreshes them (and the audit log's). */
export const adminHomeKey = [...adminKey, 'home-messages'] as const;

export interface HomeMessageFilters {
  kind?: HomeMessageKind;
  page: number;
  size: number;
}

/** `GET /api/admin/home-messages?kind&page&size`: one page, the latest start first, and the total. */
export function homeMessagesQueryOptions(filters: HomeMessageFilters) {
  const query = { page: filters.page, size: filters.size, ...(filters.kind ? { kind: filters.kind } : {}) };
  return queryOptions({
    queryKey: [...adminHomeKey, filters],
    queryFn: ({ signal }) => adminHomeMessages.list({ query }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** Creates (`POST`) or replaces (`PUT .../{id}`) a message; the server audits the change. */
export function saveHomeMessage(id: string | undefined, values: HomeMessageValues): Promise<HomeMessage> {
  const context = { successMessage: true } as const;
  return id
    ? adminHomeMessages.update({ params: { id }, body: values }, { context })
    : adminHomeMessages.create({ body: values }, { context });
}

/** `DELETE /api/admin/home-messages/{id}`. */
export function deleteHomeMessage(id: string): Promise<null> {
  return adminHomeMessages.remove({ params: { id } }, { context: { successMessage: true } });
}

/**
 * Uploads an image (its bytes as the body) for a message; the server re-encodes it as WebP and
 * stores it through its storage driver. Throws ApiError without a toast: the form says it.
 */
export function uploadHomeImage(file: File): Promise<HomeImageUploadResult> {
  return uploadToEndpoint(adminHomeMessagesApi.uploadImage, {}, file);
}

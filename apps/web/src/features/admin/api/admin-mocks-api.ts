import { queryOptions } from '@tanstack/react-query';
import type {
  AdminBlueprintRequest,
  AdminIntroPage,
  AdminIntroPageAction,
  AdminIntroPageInput,
  BlueprintStock,
  IntroImageUploadResult,
  MockBlueprintName,
  MockKind,
} from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-api';
import { adminPageQueryOptions } from './admin-page-query';
import { uploadAdminFile } from './admin-upload';

/** Every query of the mock-test console: a change in it refreshes them (the blueprint panel names the pages). */
export const adminMocksKey = [...adminKey, 'mocks'] as const;

export interface IntroPageSearch {
  q: string;
  kind: MockKind | '';
  sort: string;
  page: number;
  size: number;
}

/** `GET /api/admin/intro-pages?q&kind&sort&page&size`: one page of the intro pages, shown or not, and the total. */
export function adminIntroPagesQueryOptions(search: IntroPageSearch) {
  return adminPageQueryOptions<AdminIntroPage, IntroPageSearch>(
    '/api/admin/intro-pages',
    [...adminMocksKey, 'pages'],
    search,
  );
}

/** `GET /api/admin/mock-blueprints`: each named blueprint with the bank's stock of active questions. */
export function blueprintStockQueryOptions() {
  return queryOptions({
    queryKey: [...adminMocksKey, 'blueprints'],
    queryFn: ({ signal }) => apiRequest<BlueprintStock[]>('/api/admin/mock-blueprints', { signal }),
  });
}

/** `POST /api/admin/intro-pages` (new) or `PUT /api/admin/intro-pages/{id}` (edit), audited; the server's success text is shown. */
export function saveAdminIntroPage(id: number | null, input: AdminIntroPageInput): Promise<AdminIntroPage> {
  return id === null
    ? apiRequest<AdminIntroPage>('/api/admin/intro-pages', { body: input, successMessage: true })
    : apiRequest<AdminIntroPage>(`/api/admin/intro-pages/${id}`, {
        method: 'PUT',
        body: input,
        successMessage: true,
      });
}

/** `POST /api/admin/intro-pages/{id}/actions {action}`: shows a page to learners or hides it, audited. */
export function applyAdminIntroPageAction(id: number, action: AdminIntroPageAction): Promise<AdminIntroPage> {
  return apiRequest<AdminIntroPage>(`/api/admin/intro-pages/${id}/actions`, {
    body: { action },
    successMessage: true,
  });
}

/** Uploads an intro page's image (stored as WebP); throws ApiError without a toast: the form says it. */
export function uploadIntroImage(file: File): Promise<IntroImageUploadResult> {
  return uploadAdminFile<IntroImageUploadResult>('/api/admin/intro-pages/images', file);
}

/**
 * `PUT /api/admin/mock-blueprints/{kind}/{name}`: a blueprint's item counts, audited; mocks
 * generated from then on take them. Answers the blueprint with the bank's stock.
 */
export function saveBlueprintCounts(
  kind: MockKind,
  name: MockBlueprintName,
  request: AdminBlueprintRequest,
): Promise<BlueprintStock> {
  return apiRequest<BlueprintStock>(`/api/admin/mock-blueprints/${kind}/${name}`, {
    method: 'PUT',
    body: request,
    successMessage: true,
  });
}

/** `DELETE /api/admin/mock-blueprints/{kind}/{name}`: the blueprint's counts back to the platform's, audited. */
export function resetBlueprintCounts(kind: MockKind, name: MockBlueprintName): Promise<BlueprintStock> {
  return apiRequest<BlueprintStock>(`/api/admin/mock-blueprints/${kind}/${name}`, {
    method: 'DELETE',
    successMessage: true,
  });
}

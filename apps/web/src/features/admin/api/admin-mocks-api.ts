import { queryOptions } from '@tanstack/react-query';
import {
  adminMocksApi,
  type AdminBlueprintRequest,
  type AdminIntroPage,
  type AdminIntroPageAction,
  type AdminIntroPageInput,
  type BlueprintStock,
  type IntroImageUploadResult,
  type MockBlueprintName,
  type MockKind,
} from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { adminKey } from './admin-api';
import { adminListQueryOptions } from './admin-page-query';
import { uploadToEndpoint } from '../../../lib/api/endpoint-upload';

/** The mock-test console, through the typed client. */
const adminMocks = createApiClient(adminMocksApi);

/** Every query of the mock-test console: a change in it refreshes them (the blueprint panel names the pages). */
export const adminMocksKey = [...adminKey, 'mocks'] as const;

export interface IntroPageSearch {
  q: string;
  kind: MockKind | '';
  sort: string;
  page: number;
  size: number;
}

const changed = { context: { successMessage: true } } as const;

/** `GET /api/admin/intro-pages?q&kind&sort&page&size`: one page of the intro pages, shown or not, and the total. */
export function adminIntroPagesQueryOptions(search: IntroPageSearch) {
  return adminListQueryOptions([...adminMocksKey, 'pages'], search, ({ sort, page, size, q }, signal) =>
    adminMocks.listIntroPages(
      { query: { sort, page, size, ...(q ? { q } : {}), ...(search.kind ? { kind: search.kind } : {}) } },
      { signal },
    ),
  );
}

/** `GET /api/admin/mock-blueprints`: each named blueprint with the bank's stock of active questions. */
export function blueprintStockQueryOptions() {
  return queryOptions({
    queryKey: [...adminMocksKey, 'blueprints'],
    queryFn: ({ signal }) => adminMocks.blueprints(undefined, { signal }),
  });
}

/** `POST /api/admin/intro-pages` (new) or `PUT /api/admin/intro-pages/{id}` (edit), audited; the server's success text is shown. */
export function saveAdminIntroPage(id: number | null, input: AdminIntroPageInput): Promise<AdminIntroPage> {
  return id === null
    ? adminMocks.createIntroPage({ body: input }, changed)
    : adminMocks.updateIntroPage({ params: { id }, body: input }, changed);
}

/** `POST /api/admin/intro-pages/{id}/actions {action}`: shows a page to learners or hides it, audited. */
export function applyAdminIntroPageAction(id: number, action: AdminIntroPageAction): Promise<AdminIntroPage> {
  return adminMocks.actOnIntroPage({ params: { id }, body: { action } }, changed);
}

/** Uploads an intro page's image (stored as WebP); throws ApiError without a toast: the form says it. */
export function uploadIntroImage(file: File): Promise<IntroImageUploadResult> {
  return uploadToEndpoint(adminMocksApi.uploadIntroImage, {}, file);
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
  return adminMocks.saveBlueprint({ params: { kind, name }, body: request }, changed);
}

/** `DELETE /api/admin/mock-blueprints/{kind}/{name}`: the blueprint's counts back to the platform's, audited. */
export function resetBlueprintCounts(kind: MockKind, name: MockBlueprintName): Promise<BlueprintStock> {
  return adminMocks.resetBlueprint({ params: { kind, name } }, changed);
}

import { queryOptions } from '@tanstack/react-query';
import type { AdminPackage, AdminPackageAction, AdminPackageInput, PackageKind } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestPage } from '../../../lib/api-page';
import { adminPageQueryOptions } from './admin-page-query';
import { adminShopKey } from './admin-shop-api';

/** Every query of the catalogue console (inside the shop's, so a catalogue change refreshes voucher forms too). */
export const adminCatalogueKey = [...adminShopKey, 'catalogue'] as const;

export interface PackageSearch {
  q: string;
  kind: PackageKind | '';
  sort: string;
  page: number;
  size: number;
}

/** `GET /api/admin/packages?q&kind&sort&page&size`: one page of the catalogue, on sale or not, and the total. */
export function adminPackagesQueryOptions(search: PackageSearch) {
  return adminPageQueryOptions<AdminPackage, PackageSearch>(
    '/api/admin/packages',
    [...adminCatalogueKey, 'list'],
    search,
  );
}

/** Every package (for a combo's member choice): the catalogue is small, one page of 100 holds it. */
export function allAdminPackagesQueryOptions() {
  return queryOptions({
    queryKey: [...adminCatalogueKey, 'all'],
    queryFn: ({ signal }) => apiRequestPage<AdminPackage>('/api/admin/packages?size=100', { signal }),
  });
}

/** `POST /api/admin/packages` (new) or `PUT /api/admin/packages/{id}` (edit), audited; the server's success text is shown. */
export function saveAdminPackage(id: number | null, input: AdminPackageInput): Promise<AdminPackage> {
  return id === null
    ? apiRequest<AdminPackage>('/api/admin/packages', { body: input, successMessage: true })
    : apiRequest<AdminPackage>(`/api/admin/packages/${id}`, {
        method: 'PUT',
        body: input,
        successMessage: true,
      });
}

/** `POST /api/admin/packages/{id}/actions {action}`: puts a package on sale or takes it off, audited. */
export function applyAdminPackageAction(id: number, action: AdminPackageAction): Promise<AdminPackage> {
  return apiRequest<AdminPackage>(`/api/admin/packages/${id}/actions`, {
    body: { action },
    successMessage: true,
  });
}

import { queryOptions } from '@tanstack/react-query';
import {
  adminCatalogueApi,
  type AdminPackage,
  type AdminPackageAction,
  type AdminPackageInput,
  type PackageKind,
} from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { adminListQueryOptions } from './admin-page-query';
import { adminShopKey } from './admin-shop-api';

/** The catalogue console, through the typed client. */
const adminCatalogue = createApiClient(adminCatalogueApi);

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
  return adminListQueryOptions([...adminCatalogueKey, 'list'], search, (query, signal) =>
    adminCatalogue.list({ query }, { signal }),
  );
}

/** Every package (for a combo's member choice): the catalogue is small, one page of 100 holds it. */
export function allAdminPackagesQueryOptions() {
  return queryOptions({
    queryKey: [...adminCatalogueKey, 'all'],
    queryFn: ({ signal }) => adminCatalogue.list({ query: { size: 100 } }, { signal }),
  });
}

/** `POST /api/admin/packages` (new) or `PUT /api/admin/packages/{id}` (edit), audited; the server's success text is shown. */
export function saveAdminPackage(id: number | null, input: AdminPackageInput): Promise<AdminPackage> {
  return id === null
    ? adminCatalogue.create({ body: input }, { context: { successMessage: true } })
    : adminCatalogue.update({ params: { id }, body: input }, { context: { successMessage: true } });
}

/** `POST /api/admin/packages/{id}/actions {action}`: puts a package on sale or takes it off, audited. */
export function applyAdminPackageAction(id: number, action: AdminPackageAction): Promise<AdminPackage> {
  return adminCatalogue.act({ params: { id }, body: { action } }, { context: { successMessage: true } });
}

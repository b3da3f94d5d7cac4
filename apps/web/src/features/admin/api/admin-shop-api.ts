import { queryOptions } from '@tanstack/react-query';
import type {
  AdminCreditGrantRequest,
  AdminShopOrder,
  AdminUserDetail,
  AdminVoucher,
  AdminVoucherAction,
  AdminVoucherCreateInput,
  Package,
} from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestPage } from '../../../lib/api-page';
import { adminKey } from './admin-api';

/** Every query of the shop console: a change in it refreshes them. */
export const adminShopKey = [...adminKey, 'shop'] as const;

export interface VoucherSearch {
  q: string;
  sort: string;
  page: number;
  size: number;
}

/** `GET /api/admin/vouchers?q&sort&page&size`: one page of vouchers and the total. */
export function adminVouchersQueryOptions(search: VoucherSearch) {
  const params = new URLSearchParams({
    sort: search.sort,
    page: String(search.page),
    size: String(search.size),
  });
  if (search.q) params.set('q', search.q);
  return queryOptions({
    queryKey: [...adminShopKey, 'vouchers', search],
    queryFn: ({ signal }) =>
      apiRequestPage<AdminVoucher>(`/api/admin/vouchers?${params.toString()}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** The catalogue's packages and products on sale (`GET /api/package/all`), to name a voucher's package. */
export function shopPackagesQueryOptions() {
  return queryOptions({
    queryKey: [...adminShopKey, 'packages-on-sale'],
    queryFn: ({ signal }) => apiRequest<Package[]>('/api/package/all', { signal }),
  });
}

/** `POST /api/admin/vouchers`: one voucher or a batch, each audited; the server's success text is shown. */
export function createAdminVouchers(input: AdminVoucherCreateInput): Promise<AdminVoucher[]> {
  return apiRequest<AdminVoucher[]>('/api/admin/vouchers', { body: input, successMessage: true });
}

/** `POST /api/admin/vouchers/{id}/actions {action}`: (de)activates a voucher, audited. */
export function applyAdminVoucherAction(
  voucherId: string,
  action: AdminVoucherAction,
): Promise<AdminVoucher> {
  return apiRequest<AdminVoucher>(`/api/admin/vouchers/${voucherId}/actions`, {
    body: { action },
    successMessage: true,
  });
}

export interface OrderSearch {
  q: string;
  status: string;
  sort: string;
  page: number;
  size: number;
}

/** `GET /api/admin/shop/orders?q&status&sort&page&size`: one page of every learner's orders. */
export function adminShopOrdersQueryOptions(search: OrderSearch) {
  const params = new URLSearchParams({
    sort: search.sort,
    page: String(search.page),
    size: String(search.size),
  });
  if (search.q) params.set('q', search.q);
  if (search.status) params.set('status', search.status);
  return queryOptions({
    queryKey: [...adminShopKey, 'orders', search],
    queryFn: ({ signal }) =>
      apiRequestPage<AdminShopOrder>(`/api/admin/shop/orders?${params.toString()}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/shop/orders/{id}/refund`: refunds a paid order and takes back its grants (once). */
export function refundAdminOrder(orderId: string): Promise<AdminShopOrder> {
  return apiRequest<AdminShopOrder>(`/api/admin/shop/orders/${orderId}/refund`, {
    method: 'POST',
    successMessage: true,
  });
}

/** `POST /api/admin/users/{id}/credits`: credits granted by hand with a reason (audited, in the ledger). */
export function grantAdminCredits(userId: string, grant: AdminCreditGrantRequest): Promise<AdminUserDetail> {
  return apiRequest<AdminUserDetail>(`/api/admin/users/${userId}/credits`, {
    body: grant,
    successMessage: true,
  });
}

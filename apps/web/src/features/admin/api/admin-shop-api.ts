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
import { adminKey } from './admin-api';
import { adminPageQueryOptions } from './admin-page-query';

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
  return adminPageQueryOptions<AdminVoucher, VoucherSearch>(
    '/api/admin/vouchers',
    [...adminShopKey, 'vouchers'],
    search,
  );
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
  return adminPageQueryOptions<AdminShopOrder, OrderSearch>(
    '/api/admin/shop/orders',
    [...adminShopKey, 'orders'],
    search,
  );
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

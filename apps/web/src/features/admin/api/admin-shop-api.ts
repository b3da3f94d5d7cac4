import { queryOptions } from '@tanstack/react-query';
import {
  adminShopOrdersApi,
  adminUsersApi,
  adminVouchersApi,
  catalogueApi,
  type AdminCreditGrantRequest,
  type AdminShopOrder,
  type AdminUserDetail,
  type AdminVoucher,
  type AdminVoucherAction,
  type AdminVoucherCreateInput,
  type orderStatuses,
} from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { adminKey } from './admin-api';
import { adminListQueryOptions } from './admin-page-query';

/** The shop console's vouchers, orders and credit grants, and the catalogue on sale, through the typed client. */
const adminVouchers = createApiClient(adminVouchersApi);
const adminShopOrders = createApiClient(adminShopOrdersApi);
const adminUsers = createApiClient(adminUsersApi);
const catalogue = createApiClient(catalogueApi);

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
  return adminListQueryOptions([...adminShopKey, 'vouchers'], search, (query, signal) =>
    adminVouchers.list({ query }, { signal }),
  );
}

/** The catalogue's packages and products on sale (`GET /api/package/all`), to name a voucher's package. */
export function shopPackagesQueryOptions() {
  return queryOptions({
    queryKey: [...adminShopKey, 'packages-on-sale'],
    queryFn: ({ signal }) => catalogue.all(undefined, { signal }),
  });
}

/** `POST /api/admin/vouchers`: one voucher or a batch, each audited; the server's success text is shown. */
export function createAdminVouchers(input: AdminVoucherCreateInput): Promise<AdminVoucher[]> {
  return adminVouchers.create({ body: input }, { context: { successMessage: true } });
}

/** `POST /api/admin/vouchers/{id}/actions {action}`: (de)activates a voucher, audited. */
export function applyAdminVoucherAction(
  voucherId: string,
  action: AdminVoucherAction,
): Promise<AdminVoucher> {
  return adminVouchers.act(
    { params: { id: voucherId }, body: { action } },
    { context: { successMessage: true } },
  );
}

export interface OrderSearch {
  q: string;
  status: (typeof orderStatuses)[number] | '';
  sort: string;
  page: number;
  size: number;
}

/** `GET /api/admin/shop/orders?q&status&sort&page&size`: one page of every learner's orders. */
export function adminShopOrdersQueryOptions(search: OrderSearch) {
  return adminListQueryOptions([...adminShopKey, 'orders'], search, (query, signal) =>
    adminShopOrders.list({ query }, { signal }),
  );
}

/** `POST /api/admin/shop/orders/{id}/refund`: refunds a paid order and takes back its grants (once). */
export function refundAdminOrder(orderId: string): Promise<AdminShopOrder> {
  return adminShopOrders.refund({ params: { id: orderId } }, { context: { successMessage: true } });
}

/** `POST /api/admin/users/{id}/credits`: credits granted by hand with a reason (audited, in the ledger). */
export function grantAdminCredits(userId: string, grant: AdminCreditGrantRequest): Promise<AdminUserDetail> {
  return adminUsers.grantCredits(
    { params: { id: userId }, body: grant },
    { context: { successMessage: true } },
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vouchersApi, type voucherInfoSchema } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { i18n } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sessionKey } from '../../../lib/session/session-queries';
import { apiErrorText } from '../../../lib/api-error-text';
import { activityKey } from './activity-api';
import { paymentsKey } from './payments-api';

/** Vouchers, through the typed client. */
const vouchers = createApiClient(vouchersApi);

/** What a voucher gives and whether this user can use it now. */
export type VoucherInfo = ReturnType<typeof voucherInfoSchema.parse>;

/** `GET /api/voucher/info/{code}/{packageId or 0}`; a failure is shown by the field, not toasted. */
export function fetchVoucherInfo(code: string, packageId = 0): Promise<VoucherInfo> {
  return vouchers.info({ params: { a: code, b: packageId } }, { context: { silent: true } });
}

/**
 * `GET /api/voucher/active/{code}`: activates a PACKAGE voucher ("Apply voucher success: ..."),
 * then reloads access control so the header credits and home cards update (docs/product.md §4).
 */
export function useActivateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      try {
        return await vouchers.activate({ params: { code } }, { context: { silent: true } });
      } catch (error) {
        notifyError(apiErrorText(error));
        throw error;
      }
    },
    onSuccess: ({ packageName }) => {
      const mt = i18n.getFixedT(null, 'marketplace');
      notifySuccess(mt('voucher.activated', { name: packageName }));
      void queryClient.invalidateQueries({ queryKey: [...sessionKey, 'access-control'] });
      void queryClient.invalidateQueries({ queryKey: paymentsKey });
      void queryClient.invalidateQueries({ queryKey: activityKey });
    },
  });
}

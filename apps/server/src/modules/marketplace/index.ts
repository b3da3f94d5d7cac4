/**
 * The marketplace module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export { presentOrder, presentPackage } from './marketplace.presenter.js';
export {
  findPackage,
  type NewPackageRow,
  type OrderRow,
  type PackageRow,
  type VoucherRow,
} from './marketplace.repository.js';
export { localProviderFor } from './payment-provider.js';
export { periodDaysOf, planRefund, type PeriodResource } from './pricing.js';
export { askProviderRefund, claimProviderRefund } from './provider-refund.js';
export type { Fetch, LocalPaymentProvider } from './providers/types.js';

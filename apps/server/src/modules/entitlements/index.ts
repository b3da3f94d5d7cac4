/**
 * The entitlements module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export {
  activePeriods,
  findLedgerEntriesLike,
  findLedgerEntry,
  insertLedgerEntries,
  lockLedgerOwner,
  sumBalances,
} from './entitlements.repository.js';
export { getAccessControl, grantFreeTier, grantWelcomeAllowance } from './entitlements.service.js';
export { spendEntitlement } from './entitlements.spend.js';

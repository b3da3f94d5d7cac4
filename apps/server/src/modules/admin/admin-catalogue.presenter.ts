import { packageKindOf, type AdminPackage, type AdminPackageRequest } from '@prepwise/contracts';
import { defaultCurrency, dollarsToCents, toMinor } from '@prepwise/contracts';
import { presentPackage, type NewPackageRow, type PackageRow } from '../marketplace/index.js';

/** A package as the console lists and edits it: the marketplace's view, its kind and combo members. */
export function presentAdminPackage(row: PackageRow): AdminPackage {
  const pack = presentPackage(row);
  return {
    ...pack,
    kind: packageKindOf({ ...pack, comboMemberIds: row.comboMemberIds }),
    comboMemberIds: row.comboMemberIds,
  };
}

/** The fields of a package an audit entry keeps (every field but the id, money in dollars). */
export function packageAuditState(row: PackageRow): Record<string, unknown> {
  const { id: _id, ...state } = presentAdminPackage(row);
  return state;
}

/** The columns an admin's request sets (dollars to cents, the seed's spelling to the column's). */
export function packageValuesOf(request: AdminPackageRequest): Omit<NewPackageRow, 'id'> {
  const { cost, oldCost, isSubsciption, prices, ...rest } = request;
  return {
    ...rest,
    isSubscription: isSubsciption,
    costCents: dollarsToCents(cost),
    oldCostCents: oldCost === null ? null : dollarsToCents(oldCost),
    // Left out: the prices in other currencies stay as they are (an update) or none (a new one).
    ...(prices === undefined
      ? {}
      : {
          otherPrices: Object.fromEntries(
            prices
              .filter((price) => price.currency !== defaultCurrency)
              .map((price) => [
                price.currency,
                {
                  amountMinor: toMinor(price.amount, price.currency),
                  oldAmountMinor: price.oldAmount === null ? null : toMinor(price.oldAmount, price.currency),
                },
              ]),
          ),
        }),
  };
}

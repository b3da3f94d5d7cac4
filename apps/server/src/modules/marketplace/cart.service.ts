import { accountCurrency, maxCartQuantity, type Cart } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { Executor } from '../../db/client.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { addCartItem, findActivePackage, findCartLines, setCartQuantity } from './marketplace.repository.js';
import { presentCart, type CartLine } from './marketplace.presenter.js';
import { priceIn } from './prices.js';
import { priceCart } from './pricing.js';
import { checkDiscountVoucher } from './voucher.service.js';

/**
 * The user's cart lines with today's prices in `currency` (always from the catalogue, never from
 * the client). A package without a price in it is marked unavailable and priced 0.
 */
export async function loadCartLines(db: Executor, userId: string, currency: string): Promise<CartLine[]> {
  const rows = await findCartLines(db, userId);
  return rows.map((row) => {
    const price = priceIn(row.pack, currency);
    return {
      packageId: row.pack.id,
      name: row.pack.name,
      quantity: row.quantity,
      unitCents: price?.amountMinor ?? 0,
      ...(price ? {} : { available: false }),
    };
  });
}

/** The priced cart, in the buyer's currency; with a discount voucher code, the discount it would give now. */
export async function getCart(deps: AppDeps, me: UserRow, voucherCode?: string): Promise<Cart> {
  const currency = accountCurrency(me);
  const lines = await loadCartLines(deps.db, me.id, currency);
  const applied = voucherCode ? await checkDiscountVoucher(deps, me, voucherCode) : null;
  return presentCart(lines, priceCart(lines, applied?.discount), applied?.voucher.code ?? null, currency);
}

export async function addToCart(
  deps: AppDeps,
  me: UserRow,
  packageId: number,
  quantity: number,
): Promise<Cart> {
  const pack = found(await findActivePackage(deps.db, packageId));
  if (pack.costCents === 0)
    throw new AppError('error.validation', 'Free products are added with the add button, not bought.');
  if (pack.forClasses && !me.roles.includes('ROLE_TEACHER'))
    throw new AppError('error.classPlanTeachersOnly');
  if (!priceIn(pack, accountCurrency(me))) throw new AppError('error.notSoldInCurrency');
  await addCartItem(deps.db, me.id, packageId, quantity, maxCartQuantity);
  return getCart(deps, me);
}

export async function changeCartQuantity(
  deps: AppDeps,
  me: UserRow,
  packageId: number,
  quantity: number,
): Promise<Cart> {
  const changed = await setCartQuantity(deps.db, me.id, packageId, quantity);
  if (changed === 0) throw new AppError('error.http.404');
  return getCart(deps, me);
}

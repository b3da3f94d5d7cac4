import { Group, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, type Package } from '@prepwise/contracts';
import { priceOf, useBuyerCurrency } from '../lib/money';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/**
 * The price in the buyer's currency and the language's notation, with the old price struck
 * through when there is one; "not sold in" that currency when the package has no price in it.
 */
export function PackPrice({ pack, size = 'xl' }: { pack: Package; size?: 'xl' | 'h2' }) {
  const { mt, language } = useMarketplaceT();
  const currency = useBuyerCurrency();
  const price = priceOf(pack, currency);
  if (!price)
    return (
      <Text c="dimmed" size="sm" data-testid="pack-price">
        {mt('pack.notSoldIn', { currency })}
      </Text>
    );
  const hasOldPrice = price.oldAmount !== null && price.oldAmount > price.amount;
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fz={size === 'h2' ? 32 : 24} fw={700} lh={1.1} data-testid="pack-price">
        <VisuallyHidden>{mt('pack.price')} </VisuallyHidden>
        {formatMoney(price.amount, currency, language)}
      </Text>
      {hasOldPrice && price.oldAmount !== null && (
        <Text c="dimmed" td="line-through" size="sm">
          <VisuallyHidden>{mt('pack.oldPrice')} </VisuallyHidden>
          {formatMoney(price.oldAmount, currency, language)}
        </Text>
      )}
    </Group>
  );
}

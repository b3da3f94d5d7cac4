import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { Package } from '@prepwise/contracts';
import { formatPrice } from '../lib/money';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** The price in the language's notation, with the old price struck through when there is one. */
export function PackPrice({ pack, size = 'xl' }: { pack: Package; size?: 'xl' | 'h2' }) {
  const { mt, language } = useMarketplaceT();
  const hasOldPrice = pack.oldCost !== null && pack.oldCost > pack.cost;
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fz={size === 'h2' ? 32 : 24} fw={700} lh={1.1} data-testid="pack-price">
        <VisuallyHidden>{mt('pack.price')} </VisuallyHidden>
        {formatPrice(pack.cost, language)}
      </Text>
      {hasOldPrice && pack.oldCost !== null && (
        <Text c="dimmed" td="line-through" size="sm">
          <VisuallyHidden>{mt('pack.oldPrice')} </VisuallyHidden>
          {formatPrice(pack.oldCost, language)}
        </Text>
      )}
    </Group>
  );
}

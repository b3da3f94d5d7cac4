import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconShoppingCartPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatMoney, packageName, type Package } from '@prepwise/contracts';
import { useAddToCart } from '../api/cart-api';
import { packPath } from '../lib/marketplace-paths';
import { priceOf, useBuyerCurrency } from '../lib/money';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { PackIncludes } from './pack-includes';
import { PackPrice } from './pack-price';

/** One package for sale: name, price, what it includes, "Add to cart" and a link to its details. */
export function PackCard({ pack }: { pack: Package }) {
  const { mt, language } = useMarketplaceT();
  const titleId = useId();
  const addToCart = useAddToCart();
  const currency = useBuyerCurrency();
  const price = priceOf(pack, currency);
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {packageName(pack.id, language, pack.name)}
          </Title>
          {pack.isSubsciption && (
            <Badge variant="light" color="grape" style={{ flexShrink: 0 }}>
              {mt('pack.subscription')}
            </Badge>
          )}
          {pack.forClasses && (
            <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
              {mt('pack.forClasses')}
            </Badge>
          )}
          {pack.isDiscount && (
            // The badge names the price the sale is reduced from (a combo: its members one by one).
            <Badge
              variant="light"
              color="orange"
              tt="none"
              h="auto"
              maw="100%"
              style={{ flexShrink: 1, whiteSpace: 'normal' }}
            >
              {price?.oldAmount != null && price.oldAmount > price.amount
                ? mt('pack.saleFrom', { price: formatMoney(price.oldAmount, currency, language) })
                : mt('pack.sale')}
            </Badge>
          )}
        </Group>
        <PackPrice pack={pack} />
        <Text size="sm" c="dimmed">
          {mt('pack.includes')}
        </Text>
        <PackIncludes pack={pack} />
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            style={{ flex: '1 1 auto' }}
            leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
            loading={addToCart.isPending}
            disabled={!price}
            onClick={() => addToCart.mutate({ packageId: pack.id })}
            aria-describedby={titleId}
          >
            {mt('pack.add')}
          </Button>
          <Button
            component={Link}
            to={packPath(pack.id)}
            variant="default"
            style={{ flex: '1 1 auto' }}
            leftSection={<IconInfoCircle size={16} aria-hidden />}
            aria-describedby={titleId}
          >
            {mt('pack.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { formatMoney, type Cart } from '@prepwise/contracts';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** Subtotal, the discount of a voucher (when any) and the total. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { mt, language } = useMarketplaceT();
  return (
    <Stack gap={6} component="dl" m={0}>
      <Group justify="space-between">
        <Text component="dt">{mt('cart.subtotal')}</Text>
        <Text component="dd" m={0}>
          {formatMoney(cart.subtotal, cart.currency, language)}
        </Text>
      </Group>
      {cart.discount > 0 && (
        <Group justify="space-between" c="teal">
          <Text component="dt">{mt('cart.discount', { code: cart.voucherCode ?? '' })}</Text>
          <Text component="dd" m={0}>
            −{formatMoney(cart.discount, cart.currency, language)}
          </Text>
        </Group>
      )}
      {/* A rule above the total as a border: a <dl> may hold only its term and value groups. */}
      <Group
        justify="space-between"
        pt={6}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text component="dt" fw={700}>
          {mt('cart.total')}
        </Text>
        <Text component="dd" m={0} fw={700} fz="xl" data-testid="cart-total">
          {formatMoney(cart.total, cart.currency, language)}
        </Text>
      </Group>
    </Stack>
  );
}

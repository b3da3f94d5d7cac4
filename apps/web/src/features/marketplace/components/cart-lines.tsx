import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney, packageName, type Cart } from '@prepwise/contracts';
import { useChangeQuantity } from '../api/cart-api';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { QuantityStepper } from './quantity-stepper';

/** The cart's lines: name, unit price, quantity stepper, line total and Remove. */
export function CartLines({ cart }: { cart: Cart }) {
  const { mt, language } = useMarketplaceT();
  const changeQuantity = useChangeQuantity();
  const busyId = changeQuantity.isPending ? changeQuantity.variables.packageId : null;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={mt('cart.title')}>
      {cart.items.map((item) => (
        <Card
          component="li"
          key={item.packageId}
          withBorder
          radius="md"
          padding="md"
          aria-label={packageName(item.packageId, language, item.name)}
        >
          <Group justify="space-between" gap="sm" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{packageName(item.packageId, language, item.name)}</Text>
              {item.available === false ? (
                <Text size="sm" c="red" role="note">
                  {mt('cart.notSoldIn', { currency: cart.currency })}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {mt('cart.unitPrice', { price: formatMoney(item.unitCost, cart.currency, language) })}
                </Text>
              )}
            </div>
            {item.available !== false && (
              <Text fw={700} data-testid="line-total">
                {formatMoney(item.lineTotal, cart.currency, language)}
              </Text>
            )}
          </Group>
          <Group justify="space-between" gap="sm" mt="sm">
            <QuantityStepper
              name={packageName(item.packageId, language, item.name)}
              quantity={item.quantity}
              disabled={busyId === item.packageId}
              onChange={(quantity) => changeQuantity.mutate({ packageId: item.packageId, quantity })}
            />
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={mt('cart.removeOf', { name: packageName(item.packageId, language, item.name) })}
              loading={busyId === item.packageId}
              onClick={() => changeQuantity.mutate({ packageId: item.packageId, quantity: 0 })}
            >
              {mt('cart.remove')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

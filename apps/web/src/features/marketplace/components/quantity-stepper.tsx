import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { maxCartQuantity } from '@prepwise/contracts';
import { useMarketplaceT } from '../lib/use-marketplace-t';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** Minus / quantity / plus, as real buttons (Tab, Enter, Space), within 1 and the cart's maximum. */
export function QuantityStepper({ name, quantity, disabled, onChange }: QuantityStepperProps) {
  const { mt } = useMarketplaceT();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={mt('cart.quantityOf', { name })}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={mt('cart.decrease', { name })}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <Text component="output" aria-live="polite" fw={600} w={32} ta="center" data-testid="cart-quantity">
        {quantity}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={mt('cart.increase', { name })}
        disabled={disabled || quantity >= maxCartQuantity}
        onClick={() => onChange(quantity + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

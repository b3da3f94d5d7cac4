import { Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentMethodNames, type PaymentMethod } from '@prepwise/contracts';
import { paymentMethodsQueryOptions } from '../api/checkout-api';
import { useBuyerCurrency } from '../lib/money';
import { useMarketplaceT } from '../lib/use-marketplace-t';

interface PaymentMethodPickerProps {
  /** The chosen method; null: the first offered (the server's default). */
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}

/**
 * "Pay with": the methods the shop offers for the learner's currency (VNPay and MoMo for đồng,
 * a card through Stripe otherwise, the sandbox where none is configured), as radio cards; a single
 * method is shown chosen, so the learner knows where they will pay. If the list cannot be loaded
 * the checkout still works with the server's default, so nothing is shown.
 */
export function PaymentMethodPicker({ value, onChange }: PaymentMethodPickerProps) {
  const { mt } = useMarketplaceT();
  const currency = useBuyerCurrency();
  const methods = useQuery(paymentMethodsQueryOptions(currency));
  if (methods.isPending) return <Skeleton height={56} radius="md" />;
  if (methods.isError || methods.data.methods.length === 0) return null;
  const offered = methods.data.methods;
  const chosen = value && offered.includes(value) ? value : offered[0];
  return (
    <Radio.Group
      label={mt('method.label')}
      value={chosen}
      onChange={(method) => onChange(method as PaymentMethod)}
    >
      <Stack gap="xs" mt={6} data-testid="payment-methods">
        {offered.map((method) => (
          <Radio.Card key={method} value={method} radius="md" p="sm" data-testid={`payment-method-${method}`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div>
                <Text fw={600} size="sm">
                  {method === 'stripe' ? mt('method.card') : paymentMethodNames[method]}
                </Text>
                <Text size="xs" c="dimmed">
                  {mt(`method.${method}`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

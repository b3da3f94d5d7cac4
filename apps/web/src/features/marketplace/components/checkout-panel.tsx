import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney, type Order } from '@prepwise/contracts';
import type { CheckoutState } from '../lib/checkout-state';
import { checkoutPath } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { OrderOutcome } from './order-outcome';

/**
 * Checkout success: the order waits for payment; the sandbox continues here, Stripe is on its way.
 * An order with nothing to pay was settled at checkout: its outcome instead.
 */
export function CheckoutSuccess({ order }: { order: Order }) {
  const { mt, language } = useMarketplaceT();
  if (order.status !== 'PENDING') return <OrderOutcome order={order} />;
  const target =
    order.provider === 'sandbox' ? (order.redirectUrl ?? checkoutPath(order.id, 'sandbox')) : null;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconReceipt aria-hidden />}
      title={mt('checkout.successTitle')}
      data-payment-status="true"
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {mt('checkout.successText', {
            id: order.id.slice(0, 8).toUpperCase(),
            total: formatMoney(order.total, order.currency, language),
          })}
        </Text>
        {target ? (
          <Button component={Link} to={target} leftSection={<IconCreditCard size={16} aria-hidden />}>
            {mt('checkout.toPayment')}
          </Button>
        ) : (
          <Text size="sm">{mt('checkout.redirecting')}</Text>
        )}
      </Stack>
    </Alert>
  );
}

interface CheckoutButtonProps {
  state: CheckoutState;
  /** Another label than "Check out" (e.g. "Check out at full price" after a warning). */
  label?: string;
  onCheckout: () => void;
  onReset: () => void;
}

/** The checkout button with its loading and failure states (failure offers "Try again", i.e. reset). */
export function CheckoutButton({ state, label, onCheckout, onReset }: CheckoutButtonProps) {
  const { mt } = useMarketplaceT();
  return (
    <Stack gap="xs">
      {state.status === 'failure' && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={mt('checkout.failureTitle')}
          role="alert"
          data-payment-status="false"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.error}</Text>
            <Button size="xs" variant="white" color="red" onClick={onReset}>
              {mt('checkout.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Button
        size="md"
        fullWidth
        leftSection={<IconCreditCard size={18} aria-hidden />}
        loading={state.status === 'loading'}
        disabled={state.status === 'failure'}
        onClick={onCheckout}
      >
        {label ?? mt('cart.checkout')}
      </Button>
    </Stack>
  );
}

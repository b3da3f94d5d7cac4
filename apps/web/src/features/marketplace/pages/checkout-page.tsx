import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { orderQueryOptions, useRefreshAfterPayment } from '../api/checkout-api';
import { OrderOutcome } from '../components/order-outcome';
import { OrderSummary } from '../components/order-summary';
import { SandboxPanel } from '../components/sandbox-panel';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/**
 * /platform/mock-test/checkout?order=ID&provider=sandbox|stripe|vnpay|momo: the order, the sandbox's
 * Pay and Decline, or (back from Stripe, VNPay or MoMo) polling until the order is PAID or FAILED:
 * the provider's signed notification settles it, never this page.
 */
export function CheckoutPage() {
  const { mt } = useMarketplaceT();
  usePageTitle(mt('order.title'));
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const provider = params.get('provider');
  const isStripe = provider === 'stripe' || provider === 'vnpay' || provider === 'momo';
  const order = useQuery({ ...orderQueryOptions(orderId, isStripe), enabled: orderId !== '' });
  const refresh = useRefreshAfterPayment();
  const status = order.data?.status;
  const refreshedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!isStripe || !status || status === 'PENDING' || refreshedFor.current === orderId) return;
    refreshedFor.current = orderId;
    refresh();
  }, [isStripe, status, orderId, refresh]);

  let body;
  if (orderId === '') body = <ErrorState message={mt('order.missing')} />;
  else if (order.isError)
    body = <ErrorState message={mt('order.loadFailed')} onRetry={() => void order.refetch()} />;
  else if (order.isPending) body = <Skeleton height={280} radius="lg" />;
  else {
    const showSandbox = order.data.provider === 'sandbox' && order.data.status === 'PENDING';
    body = (
      <>
        <OrderSummary order={order.data} />
        {showSandbox ? <SandboxPanel orderId={order.data.id} /> : <OrderOutcome order={order.data} />}
      </>
    );
  }

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={marketplacePaths.cart} size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {mt('order.backToCart')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {mt('order.title')}
      </Title>
      {body}
    </Stack>
  );
}

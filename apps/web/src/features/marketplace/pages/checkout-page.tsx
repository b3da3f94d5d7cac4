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
import { DeclinedAtProvider } from '../components/declined-at-provider';
import { SandboxPanel } from '../components/sandbox-panel';
import { marketplacePaths } from '../lib/marketplace-paths';
import { isExternalProvider, returnSaysDeclined } from '../lib/payment-methods';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/**
 * /platform/mock-test/checkout?order=ID&provider=sandbox|stripe|vnpay|momo: the order, the sandbox's
 * Pay and Decline, or (back from Stripe, VNPay or MoMo) polling until the order is PAID or FAILED:
 * the provider's signed notification settles it, never this page. Back from a decline at VNPay or
 * MoMo (their return says so), the order still waits: the learner may pay again or cancel it.
 */
export function CheckoutPage() {
  const { mt } = useMarketplaceT();
  usePageTitle(mt('order.title'));
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const provider = params.get('provider');
  const isExternal = isExternalProvider(provider);
  const isDeclined = returnSaysDeclined(provider, params);
  // A decline leaves the order pending: nothing more will come, so it is not polled.
  const order = useQuery({ ...orderQueryOptions(orderId, isExternal && !isDeclined), enabled: orderId !== '' });
  const refresh = useRefreshAfterPayment();
  const status = order.data?.status;
  const refreshedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!isExternal || !status || status === 'PENDING' || refreshedFor.current === orderId) return;
    refreshedFor.current = orderId;
    refresh();
  }, [isExternal, status, orderId, refresh]);

  let body;
  if (orderId === '') body = <ErrorState message={mt('order.missing')} />;
  else if (order.isError)
    body = <ErrorState message={mt('order.loadFailed')} onRetry={() => void order.refetch()} />;
  else if (order.isPending) body = <Skeleton height={280} radius="lg" />;
  else {
    const isPending = order.data.status === 'PENDING';
    let outcome = <OrderOutcome order={order.data} />;
    if (isPending && order.data.provider === 'sandbox') outcome = <SandboxPanel orderId={order.data.id} />;
    else if (isPending && isDeclined) outcome = <DeclinedAtProvider order={order.data} />;
    body = (
      <>
        <OrderSummary order={order.data} />
        {outcome}
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

import { Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Order } from '@prepwise/contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { orderQueryOptions, useRefreshAfterPayment } from '../api/checkout-api';
import { OrderOutcome } from '../components/order-outcome';
import { OrderSummary } from '../components/order-summary';
import { DeclinedAtProvider } from '../components/declined-at-provider';
import { SandboxPanel } from '../components/sandbox-panel';
import { marketplacePaths } from '../lib/marketplace-paths';
import { isExternalProvider, returnSaysDeclined } from '../lib/payment-methods';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { BackLink } from '../../../components/ui/back-link';

/** What comes next for an order: the sandbox's Pay and Decline, a decline at VNPay or MoMo, or its outcome. */
function OrderNext({ order, isDeclined }: { order: Order; isDeclined: boolean }) {
  const isPending = order.status === 'PENDING';
  if (isPending && order.provider === 'sandbox') return <SandboxPanel orderId={order.id} />;
  if (isPending && isDeclined) return <DeclinedAtProvider order={order} />;
  return <OrderOutcome order={order} />;
}

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
  const order = useQuery({
    ...orderQueryOptions(orderId, isExternal && !isDeclined),
    enabled: orderId !== '',
  });
  const refresh = useRefreshAfterPayment();
  const status = order.data?.status;
  const refreshedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!isExternal || !status || status === 'PENDING' || refreshedFor.current === orderId) return;
    refreshedFor.current = orderId;
    refresh();
  }, [isExternal, status, orderId, refresh]);

  const body =
    orderId === '' ? (
      <ErrorState message={mt('order.missing')} />
    ) : (
      <QueryStates
        query={order}
        errorMessage={mt('order.loadFailed')}
        loading={<Skeleton height={280} radius="lg" />}
      >
        {(data) => (
          <>
            <OrderSummary order={data} />
            <OrderNext order={data} isDeclined={isDeclined} />
          </>
        )}
      </QueryStates>
    );

  return (
    <Stack gap="md" maw={720}>
      <BackLink to={marketplacePaths.cart} label={mt('order.backToCart')} />
      <Title order={1} size="h2">
        {mt('order.title')}
      </Title>
      {body}
    </Stack>
  );
}

import { Alert, Button, Card, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '@prepwise/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { cartQueryOptions } from '../api/cart-api';
import { CartLines } from '../components/cart-lines';
import { CartTotals } from '../components/cart-totals';
import { CheckoutButton, CheckoutSuccess } from '../components/checkout-panel';
import { PaymentMethodPicker } from '../components/payment-method-picker';
import { VoucherField } from '../components/voucher-field';
import { apiErrorText } from '../../../lib/api-error-text';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useCheckout } from '../lib/use-checkout';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { BackLink } from '../../../components/ui/back-link';

/** /platform/mock-test/cart: lines with quantity steppers, totals, a voucher field and checkout. */
export function CartPage() {
  const { mt } = useMarketplaceT();
  usePageTitle(mt('cart.title'));
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  // A code typed but not applied: checking out would ignore it, so the learner is asked first.
  const [draftCode, setDraftCode] = useState('');
  const [isWarned, setIsWarned] = useState(false);
  // The last cart stays on screen while it is priced with a voucher (the field keeps its answer).
  const cart = useQuery({ ...cartQueryOptions(voucherCode), placeholderData: keepPreviousData });
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const checkout = useCheckout(voucherCode, method, () => setVoucherCode(null));
  const unapplied = draftCode !== '' && draftCode !== voucherCode ? draftCode : null;
  const handleCheckout = () => {
    if (unapplied && !isWarned) setIsWarned(true);
    else void checkout.start();
  };

  const body =
    checkout.state.status === 'success' ? (
      <CheckoutSuccess order={checkout.state.order} />
    ) : (
      <QueryStates
        query={cart}
        errorMessage={(error) => `${mt('cart.loadFailed')} ${apiErrorText(error)}`}
        // A cart refused with a voucher (no longer usable) is loaded again without it.
        onRetry={voucherCode ? () => setVoucherCode(null) : undefined}
        loading={<Skeleton height={260} radius="lg" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<IconShoppingCart size={32} />}
            title={mt('cart.emptyTitle')}
            description={mt('cart.emptyText')}
            action={
              <Button component={Link} to={marketplacePaths.packs} variant="light">
                {mt('cart.browse')}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <CartLines cart={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card withBorder radius="lg" padding="md">
                <Stack gap="md">
                  <VoucherField
                    onApplyDiscount={setVoucherCode}
                    appliedCode={voucherCode}
                    onDraftChange={(code) => {
                      setDraftCode(code);
                      setIsWarned(false);
                    }}
                  />
                  {voucherCode && (
                    <Button variant="subtle" size="compact-sm" onClick={() => setVoucherCode(null)}>
                      {mt('voucher.removeDiscount', { code: voucherCode })}
                    </Button>
                  )}
                  <CartTotals cart={data} />
                  {isWarned && unapplied && (
                    <Alert
                      color="yellow"
                      variant="light"
                      role="alert"
                      icon={<IconAlertTriangle aria-hidden />}
                    >
                      {mt('voucher.notApplied', { code: unapplied })}
                    </Alert>
                  )}
                  <PaymentMethodPicker value={method} onChange={setMethod} />
                  <CheckoutButton
                    state={checkout.state}
                    label={isWarned && unapplied ? mt('voucher.fullPrice') : undefined}
                    onCheckout={handleCheckout}
                    onReset={checkout.reset}
                  />
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
        )}
      </QueryStates>
    );

  return (
    <Stack gap="md">
      <BackLink to={marketplacePaths.packs} label={mt('pack.back')} />
      <Title order={1} size="h2">
        {mt('cart.title')}
      </Title>
      {body}
    </Stack>
  );
}

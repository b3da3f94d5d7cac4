import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4, IconCreditCard, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatMoney, packageName, type Order } from '@prepwise/contracts';
import { pendingOrdersQueryOptions, useCancelOrder } from '../api/pending-orders-api';
import { NewSessionButton } from './new-session-button';
import { pendingOrderAnchor } from '../lib/marketplace-paths';
import { useTranslation } from 'react-i18next';
import { useMarketplaceT } from '../lib/use-marketplace-t';

function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : language === 'de' ? 'de-DE' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/**
 * "Continue to payment": the app's own checkout page, Stripe's page (its session is kept), or a
 * new session at VNPay or MoMo (theirs are single use).
 */
function ContinueButton({ order }: { order: Order }) {
  const { mt } = useMarketplaceT();
  const target = order.redirectUrl ?? '';
  const icon = <IconCreditCard size={16} aria-hidden />;
  if (order.provider === 'vnpay' || order.provider === 'momo')
    return <NewSessionButton orderId={order.id} label={mt('checkout.toPayment')} />;
  return target.startsWith('/') ? (
    <Button component={Link} to={target} size="xs" leftSection={icon}>
      {mt('checkout.toPayment')}
    </Button>
  ) : (
    <Button component="a" href={target} size="xs" leftSection={icon}>
      {mt('checkout.toPayment')}
    </Button>
  );
}

function PendingOrderCard({ order, onCancel }: { order: Order; onCancel: (order: Order) => void }) {
  const { mt, language } = useMarketplaceT();
  const names = order.items
    .map((item) => `${packageName(item.packageId, language, item.name)} × ${item.quantity}`)
    .join(', ');
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      data-testid="pending-order"
      id={pendingOrderAnchor(order.id)}
      // A voucher's "open the order that holds it" lands here: the card takes the focus ring.
      tabIndex={-1}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {names}
          </Text>
          <Text fw={700} size="sm">
            {formatMoney(order.total, order.currency, language)}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge color="yellow" variant="light" tt="none" h="auto" style={{ whiteSpace: 'normal' }}>
            {mt('order.status.PENDING')}
          </Badge>
          {order.voucherCode && (
            <Text size="xs" c="dimmed">
              {mt('pending.voucher', { code: order.voucherCode })}
            </Text>
          )}
        </Group>
        {order.expiresDate && (
          <Text size="xs" c="dimmed">
            <IconClockHour4 size={12} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {mt('pending.expires', { time: formatTime(order.expiresDate, language) })}
          </Text>
        )}
        <Group gap="xs">
          <ContinueButton order={order} />
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onCancel(order)}
          >
            {mt('pending.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Orders left at checkout before paying, above the payment history: each with "Continue to
 * payment" and "Cancel" (after a confirmation; its voucher is given back), and when it expires.
 */
export function PendingOrders() {
  const { mt } = useMarketplaceT();
  const { t } = useTranslation();
  const pending = useQuery(pendingOrdersQueryOptions());
  const cancel = useCancelOrder();
  const { hash } = useLocation();
  // A link to one order (a voucher held by it) brings it into view once the list is in.
  useEffect(() => {
    if (!hash || !pending.data) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [hash, pending.data]);
  const [isOpen, { open, close }] = useDisclosure(false);
  const [chosen, setChosen] = useState<Order | null>(null);
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-orders-title">
      <Title order={2} size="h4" id="pending-orders-title">
        {mt('pending.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {mt('pending.text')}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pending.data.map((order) => (
          <PendingOrderCard
            key={order.id}
            order={order}
            onCancel={(next) => {
              setChosen(next);
              open();
            }}
          />
        ))}
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={isOpen}
        onClose={close}
        title={mt('pending.cancelTitle')}
        centered
      >
        <Text size="sm" mb="md">
          {chosen?.voucherCode
            ? mt('pending.cancelVoucherText', { code: chosen.voucherCode })
            : mt('pending.cancelText')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {mt('pending.keep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => {
              if (chosen) cancel.mutate(chosen.id, { onSettled: close });
            }}
          >
            {mt('pending.confirmCancel')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type AdminVoucher, type Language } from '@prepwise/contracts';
import { PlainList } from '../../../../components/lists/plain-list';
import { formatDate } from '../../../../lib/format';
import { adminShopKey, applyAdminVoucherAction } from '../../api/admin-shop-api';
import { useShopT } from '../../lib/use-shop-t';
import { ActivationToggle } from '../activation-toggle';

type VoucherState = 'usable' | 'deactivated' | 'expired' | 'usedUp';

/** Why a voucher cannot be redeemed any more, or `usable`. */
export function voucherStateOf(voucher: AdminVoucher): VoucherState {
  if (voucher.usable) return 'usable';
  if (!voucher.activated) return 'deactivated';
  if (voucher.usedCount >= voucher.maxUses) return 'usedUp';
  return 'expired';
}

/** A fixed discount's amounts, each in its currency in the language's notation ("2 US$ · 50.000 ₫" in Vietnamese). */
export function amountsTextOf(amounts: Record<string, number>, language: Language): string {
  return Object.entries(amounts)
    .map(([currency, amount]) => formatMoney(amount, currency, language))
    .join(' · ');
}

const stateColors: Record<VoucherState, string> = {
  usable: 'teal',
  deactivated: 'gray',
  expired: 'orange',
  usedUp: 'blue',
};

/** Vouchers as cards: the code, its state, what it gives, its use so far and expiry, and (de)activation. */
export function VoucherList({ vouchers }: { vouchers: AdminVoucher[] }) {
  const { sht, language } = useShopT();
  return (
    <PlainList aria-label={sht('vouchers.listLabel')}>
      {vouchers.map((voucher) => {
        const state = voucherStateOf(voucher);
        return (
          <li key={voucher.id}>
            <Card withBorder radius="md" padding="sm" data-testid="voucher">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Group gap="xs">
                    <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {voucher.code}
                    </Text>
                    <Badge variant="light" color={stateColors[state]} tt="none">
                      {sht(`vouchers.state.${state}`)}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {voucher.kind === 'PACKAGE'
                      ? sht('vouchers.givesPackage', {
                          name: voucher.packageName ?? String(voucher.packageId),
                        })
                      : voucher.discountAmounts
                        ? sht('vouchers.givesAmounts', {
                            amounts: amountsTextOf(voucher.discountAmounts, language),
                          })
                        : sht('vouchers.givesDiscount', { percent: voucher.discountPercent ?? 0 })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {sht('vouchers.uses', { used: voucher.usedCount, max: voucher.maxUses })}
                    {' · '}
                    {sht('vouchers.perLearner', { count: voucher.maxUsesPerUser })}
                    {' · '}
                    {voucher.expiresDate
                      ? sht('vouchers.expires', { date: formatDate(voucher.expiresDate, language) })
                      : sht('vouchers.noExpiry')}
                  </Text>
                </Stack>
                <ActivationToggle
                  isActive={voucher.activated}
                  apply={(action) => applyAdminVoucherAction(voucher.id, action)}
                  listKey={adminShopKey}
                  text={(action) => sht(`vouchers.${action}`)}
                  label={(action) => sht(`vouchers.${action}Label`, { code: voucher.code })}
                />
              </Group>
            </Card>
          </li>
        );
      })}
    </PlainList>
  );
}

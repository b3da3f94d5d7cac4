import { formatMoney, packageName } from '@prepwise/contracts';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDiscount, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import type { VoucherInfo } from '../api/voucher-api';
import { pendingOrderPath } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

interface VoucherInfoCardProps {
  info: VoucherInfo;
  onActivate: () => void;
  isActivating: boolean;
  /** Given on the cart page: applies a DISCOUNT voucher to the cart. */
  onApplyDiscount?: (code: string) => void;
  appliedCode?: string | null;
}

/** What a looked-up voucher gives, with "Activate" (PACKAGE) or "Apply to cart" (DISCOUNT), or why it cannot be used. */
export function VoucherInfoCard(props: VoucherInfoCardProps) {
  const { info, onActivate, isActivating, onApplyDiscount, appliedCode } = props;
  const { mt, language } = useMarketplaceT();
  const { t } = useTranslation();
  const isPackage = info.kind === 'PACKAGE';
  const isApplied = appliedCode === info.code;
  // A percentage, or a fixed amount in the learner's currency (the only one the server gives);
  // a fixed discount without an amount in it is said to be for other currencies.
  const discountTitle =
    info.discountPercent !== null
      ? mt('voucher.givesDiscount', { percent: info.discountPercent })
      : info.discountAmount !== null
        ? mt('voucher.givesAmount', { amount: formatMoney(info.discountAmount, info.currency, language) })
        : mt('voucher.givesAmountElsewhere');
  return (
    <Alert
      color={info.usable ? 'teal' : 'yellow'}
      variant="light"
      icon={isPackage ? <IconGift aria-hidden /> : <IconDiscount aria-hidden />}
      title={
        isPackage
          ? mt('voucher.givesPack', {
              name: info.packageId ? packageName(info.packageId, language, info.packageName ?? '') : '',
            })
          : discountTitle
      }
      aria-live="polite"
    >
      <Stack gap="xs">
        <Text size="sm">
          {info.expiresDate
            ? mt('voucher.expires', { date: formatDate(info.expiresDate, language) })
            : mt('voucher.noExpiry')}
          {' · '}
          {mt('voucher.usesLeft', { count: info.usesLeft })}
        </Text>
        {!info.usable && (
          // Why not (used, held by an order waiting for payment, expired, for another cart), and
          // the way to the order that holds it.
          <Text size="sm">
            {info.problem ? t(info.problem) : mt('voucher.notUsable')}
            {info.heldByOrderId && (
              <>
                {' '}
                <Anchor component={Link} to={pendingOrderPath(info.heldByOrderId)} size="sm" fw={600}>
                  {mt('voucher.heldByOrder')}
                </Anchor>
              </>
            )}
          </Text>
        )}
        {info.usable && (
          <Group gap="xs">
            {isPackage && (
              <Button size="xs" onClick={onActivate} loading={isActivating}>
                {mt('voucher.activate')}
              </Button>
            )}
            {!isPackage && onApplyDiscount && (
              <Button size="xs" onClick={() => onApplyDiscount(info.code)} disabled={isApplied}>
                {isApplied ? mt('voucher.applied') : mt('voucher.apply')}
              </Button>
            )}
            {!isPackage && !onApplyDiscount && <Text size="sm">{mt('voucher.useInCart')}</Text>}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

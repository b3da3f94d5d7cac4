import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';

/**
 * Shown under a free learner's list: how many questions of the type they can open, how many the
 * full question bank has, and the way to the packs that include it.
 */
export function FullBankUpsell({ shown, fullTotal }: { shown: number; fullTotal: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="grape" variant="light" icon={<IconLock aria-hidden />} data-testid="full-bank-upsell">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {t('practice.list.lockedTitle', { shown, total: fullTotal })}
        </Text>
        <Text size="sm">{t('practice.list.lockedText', { count: fullTotal - shown })}</Text>
        <Button
          component={Link}
          to={paths.marketplace}
          size="xs"
          // White, not light: a light tint on the alert's own tint left 4.47:1 (axe, Lighthouse).
          variant="white"
          color="grape"
          leftSection={<IconShoppingCart size={14} aria-hidden />}
        >
          {t('practice.list.lockedAction')}
        </Button>
      </Stack>
    </Alert>
  );
}

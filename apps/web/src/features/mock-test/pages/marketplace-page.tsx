import { Button } from '@mantine/core';
import { IconBuildingStore, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';

/** /platform/mock-test/marketplace: packs, vouchers and products (arriving in a later release). */
export function MarketplacePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.marketplace'));
  return (
    <EmptyState
      icon={<IconBuildingStore size={32} />}
      title={t('marketplace.emptyTitle')}
      description={t('marketplace.emptyText')}
      action={
        <Button
          component={Link}
          to={paths.home}
          variant="light"
          leftSection={<IconHome size={16} aria-hidden />}
        >
          {t('common.backHome')}
        </Button>
      }
    />
  );
}

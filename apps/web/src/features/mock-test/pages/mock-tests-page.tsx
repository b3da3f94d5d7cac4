import { Button } from '@mantine/core';
import { IconBuildingStore, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';

/** /platform/mock-test: timed mock tests (the list and the player arrive in a later release). */
export function MockTestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.mockTests'));
  return (
    <EmptyState
      icon={<IconClipboardList size={32} />}
      title={t('mockTests.emptyTitle')}
      description={t('mockTests.emptyText')}
      action={
        <Button
          component={Link}
          to={paths.marketplace}
          variant="light"
          leftSection={<IconBuildingStore size={16} aria-hidden />}
        >
          {t('mockTests.toMarketplace')}
        </Button>
      }
    />
  );
}

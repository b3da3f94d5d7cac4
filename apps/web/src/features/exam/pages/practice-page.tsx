import { Button } from '@mantine/core';
import { IconBooks, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';

/** /platform/exam: the practice area (question banks per type arrive in a later release). */
export function PracticePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.practice'));
  return (
    <EmptyState
      icon={<IconBooks size={32} />}
      title={t('practice.emptyTitle')}
      description={t('practice.emptyText')}
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

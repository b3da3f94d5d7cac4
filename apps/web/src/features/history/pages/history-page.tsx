import { Button } from '@mantine/core';
import { IconBooks, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';

/** /platform/user/history: exam, activity and payment history (arriving in a later release). */
export function HistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.history'));
  return (
    <EmptyState
      icon={<IconHistory size={32} />}
      title={t('history.emptyTitle')}
      description={t('history.emptyText')}
      action={
        <Button
          component={Link}
          to={paths.practice}
          variant="light"
          leftSection={<IconBooks size={16} aria-hidden />}
        >
          {t('history.startPractice')}
        </Button>
      }
    />
  );
}

import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconBookmarks, IconBooks, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { PagingBar } from '../../practice/components/paging-bar';
import { bookmarksPath } from '../../practice/lib/practice-paths';
import { historyPageQueryOptions } from '../api/history-api';
import { HistoryTable } from '../components/history-table';

/** /platform/user/history: past practice sessions with paging; each opens its detail view. */
export function HistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.history'));
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const history = useQuery(historyPageQueryOptions(page, size));

  let body;
  if (history.isError) {
    body = <ErrorState message={t('history.loadFailed')} onRetry={() => void history.refetch()} />;
  } else if (history.isPending) {
    body = <Skeleton height={240} radius="md" />;
  } else if (history.data.total === 0) {
    body = (
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
  } else {
    body = (
      <>
        <HistoryTable sessions={history.data.items} />
        <PagingBar
          page={page}
          size={size}
          total={history.data.total}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('history.title')}
        </Title>
        <Button
          component={Link}
          to={bookmarksPath}
          variant="light"
          leftSection={<IconBookmarks size={16} aria-hidden />}
        >
          {t('history.bookmarks')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

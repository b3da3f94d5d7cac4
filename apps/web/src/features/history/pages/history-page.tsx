import { IconBookmarks, IconBooks, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { bookmarksPath } from '../../practice';
import { historyPageQueryOptions } from '../api/history-api';
import { HistoryTable } from '../components/history-table';

/** /platform/user/history: past practice sessions with paging; each opens its detail view. */
export function HistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.history'));
  const paging = usePaging();
  const history = useQuery(historyPageQueryOptions(paging.page, paging.size));
  return (
    <PagedList
      title={t('history.title')}
      action={
        <LinkButton to={bookmarksPath} icon={<IconBookmarks size={16} aria-hidden />}>
          {t('history.bookmarks')}
        </LinkButton>
      }
      query={history}
      loadFailed={t('history.loadFailed')}
      isEmpty={(data) => data.total === 0}
      empty={
        <EmptyState
          icon={<IconHistory size={32} />}
          title={t('history.emptyTitle')}
          description={t('history.emptyText')}
          action={
            <LinkButton to={paths.practice} icon={<IconBooks size={16} aria-hidden />}>
              {t('history.startPractice')}
            </LinkButton>
          }
        />
      }
      pager={(data) => ({ paging, total: data.total })}
    >
      {(data) => <HistoryTable sessions={data.items} />}
    </PagedList>
  );
}

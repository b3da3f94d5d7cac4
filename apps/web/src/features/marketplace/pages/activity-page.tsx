import { Skeleton, Stack } from '@mantine/core';
import { IconActivity, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PagedList } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { usePageTitle } from '../../../lib/use-page-title';
import { activityQueryOptions } from '../api/activity-api';
import { ActivityList } from '../components/activity-list';
import { BrowsePacksButton } from '../components/browse-packs-button';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

function ActivitySkeleton() {
  const { mt } = useMarketplaceT();
  return (
    <Stack gap="xs" aria-busy aria-label={mt('activity.loading')}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} height={56} radius="md" />
      ))}
    </Stack>
  );
}

/** /platform/user/activity: every grant and spend of credits and access, newest first, page by page. */
export function ActivityPage() {
  const { mt } = useMarketplaceT();
  usePageTitle(mt('activity.title'));
  const paging = usePaging();
  const activity = useQuery(activityQueryOptions(paging.page, paging.size));
  return (
    <PagedList
      title={mt('activity.title')}
      subtitle={mt('activity.subtitle')}
      action={
        <LinkButton
          to={marketplacePaths.payments}
          variant="subtle"
          icon={<IconReceipt size={18} aria-hidden />}
        >
          {mt('payments.title')}
        </LinkButton>
      }
      query={activity}
      loadFailed={mt('activity.loadFailed')}
      loading={<ActivitySkeleton />}
      isEmpty={(data) => data.total === 0}
      empty={
        <EmptyState
          icon={<IconActivity size={32} />}
          title={mt('activity.emptyTitle')}
          description={mt('activity.emptyText')}
          action={<BrowsePacksButton />}
        />
      }
      pager={(data) => ({ paging, total: data.total })}
    >
      {(data) => <ActivityList entries={data.items} />}
    </PagedList>
  );
}

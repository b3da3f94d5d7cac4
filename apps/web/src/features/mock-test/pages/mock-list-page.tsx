import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconClipboardList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListStates } from '../../../components/lists/paged-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { usePageTitle } from '../../../lib/use-page-title';
import { introPagesQueryOptions, mocksQueryOptions } from '../api/mock-api';
import { IntroCard } from '../components/intro-card';
import { MockRow } from '../components/mock-row';
import { mockPaths } from '../lib/mock-paths';
import { useMockT } from '../lib/use-mock-t';

function MyMocks() {
  const { mk } = useMockT();
  const mocks = useQuery(mocksQueryOptions());
  return (
    <ListStates
      query={mocks}
      loadFailed={mk('list.loadFailed')}
      loading={
        <Stack gap="sm" aria-busy>
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      }
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon={<IconClipboardList size={32} />}
          title={mk('list.emptyTitle')}
          description={mk('list.emptyText')}
        />
      }
    >
      {(data) => (
        <Stack gap="sm">
          {data.map((mock) => (
            <MockRow key={mock.id} mock={mock} />
          ))}
        </Stack>
      )}
    </ListStates>
  );
}

function OnOffer() {
  const { mk } = useMockT();
  const pages = useQuery(introPagesQueryOptions());
  const mocks = useQuery(mocksQueryOptions());
  const inProgressOf = (kind: string, totalQuestions: number) =>
    mocks.data?.find(
      (mock) => mock.status === 'INPROGRESS' && mock.kind === kind && mock.totalQuestions === totalQuestions,
    );
  const columns = { base: 1, sm: 2, lg: 3 };
  return (
    <QueryStates
      query={pages}
      errorMessage={mk('list.introFailed')}
      loading={<SkeletonGrid count={3} height={300} cols={columns} />}
    >
      {(data) => (
        <SimpleGrid cols={columns} spacing="md">
          {data.map((page) => (
            <IntroCard key={page.id} page={page} inProgress={inProgressOf(page.kind, page.totalQuestions)} />
          ))}
        </SimpleGrid>
      )}
    </QueryStates>
  );
}

/** /platform/mock-test: the mocks on offer and the learner's own mocks with their actions. */
export function MockListPage() {
  const { mk } = useMockT();
  usePageTitle(mk('title'));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={1} size="h2">
            {mk('title')}
          </Title>
          <Text c="dimmed">{mk('subtitle')}</Text>
        </Stack>
        <Button
          component={Link}
          to={mockPaths.marketplace}
          variant="subtle"
          leftSection={<IconBuildingStore size={18} aria-hidden />}
        >
          {mk('list.marketplace')}
        </Button>
      </Group>
      <section aria-labelledby="mock-offer-title">
        <Title order={2} size="h3" id="mock-offer-title" mb="sm">
          {mk('list.offerTitle')}
        </Title>
        <OnOffer />
      </section>
      <section aria-labelledby="mock-mine-title">
        <Title order={2} size="h3" id="mock-mine-title" mb="sm">
          {mk('list.mineTitle')}
        </Title>
        <MyMocks />
      </section>
    </Stack>
  );
}

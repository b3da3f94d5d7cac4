import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { useSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { packagesQueryOptions } from '../api/packages-api';
import { CartLink } from '../components/cart-link';
import { CurrencyPicker } from '../components/currency-picker';
import { PackCard } from '../components/pack-card';
import { VoucherCard } from '../components/voucher-card';
import { marketplacePaths } from '../lib/marketplace-paths';
import { currenciesOf } from '../lib/money';
import { useMarketplaceT } from '../lib/use-marketplace-t';

function PackList() {
  const { mt } = useMarketplaceT();
  const packages = useQuery(packagesQueryOptions());
  // Class plans fill a teacher's class wallet: only teachers are offered them.
  const isTeacher = useSession().session?.user.roles.includes('ROLE_TEACHER') ?? false;
  return (
    <QueryStates
      query={packages}
      errorMessage={mt('packs.loadFailed')}
      loading={<SkeletonGrid count={6} height={280} cols={{ base: 1, xs: 2, lg: 3 }} />}
      isEmpty={(packs) => packs.length === 0}
      empty={
        <EmptyState
          icon={<IconBuildingStore size={32} />}
          title={mt('packs.emptyTitle')}
          description={mt('packs.emptyText')}
        />
      }
    >
      {(packs) => (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {packs
            .filter((pack) => isTeacher || !pack.forClasses)
            .map((pack) => (
              <PackCard key={pack.id} pack={pack} />
            ))}
        </SimpleGrid>
      )}
    </QueryStates>
  );
}

/** The currency picker once the shop's currencies are known, for a signed-in learner. */
function CurrencyChoice() {
  const packages = useQuery(packagesQueryOptions());
  const { session } = useSession();
  if (!session || !packages.isSuccess) return null;
  return <CurrencyPicker currencies={currenciesOf(packages.data)} />;
}

/** The pack list with the cart, payment history, the currency and a voucher field. */
export function PackListPage() {
  const { mt } = useMarketplaceT();
  usePageTitle(mt('title'));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={1} size="h2">
            {mt('title')}
          </Title>
          <Text c="dimmed">{mt('subtitle')}</Text>
        </Stack>
        <Group gap="xs" align="flex-end">
          <CurrencyChoice />
          <Button
            component={Link}
            to={marketplacePaths.payments}
            variant="subtle"
            leftSection={<IconReceipt size={18} aria-hidden />}
          >
            {mt('payments.title')}
          </Button>
          <CartLink />
        </Group>
      </Group>
      <VoucherCard />
      <PackList />
    </Stack>
  );
}

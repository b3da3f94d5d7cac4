import { packageName } from '@prepwise/contracts';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAddToCart } from '../api/cart-api';
import { packageQueryOptions } from '../api/packages-api';
import { CartLink } from '../components/cart-link';
import { PackIncludes } from '../components/pack-includes';
import { PackPrice } from '../components/pack-price';
import { VoucherField } from '../components/voucher-field';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { BackLink } from '../../../components/ui/back-link';

/** /platform/mock-test/pack/:id: one package with its description, contents and a voucher check. */
export function PackDetailPage() {
  const { mt, language } = useMarketplaceT();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const pack = useQuery({ ...packageQueryOptions(id), enabled: isValidId });
  const addToCart = useAddToCart();
  usePageTitle(pack.data ? packageName(pack.data.id, language, pack.data.name) : mt('title'));

  const body = isValidId ? (
    <QueryStates
      query={pack}
      errorMessage={mt('packs.loadOneFailed')}
      loading={<Skeleton height={320} radius="lg" />}
    >
      {(data) => (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={1} size="h2">
              {packageName(data.id, language, data.name)}
            </Title>
            <PackPrice pack={data} size="h2" />
            {data.description && <Text>{data.description}</Text>}
            <Title order={2} size="h5">
              {mt('pack.includes')}
            </Title>
            <PackIncludes pack={data} />
            <Group>
              <Button
                leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
                loading={addToCart.isPending}
                onClick={() => addToCart.mutate({ packageId: id })}
              >
                {mt('pack.add')}
              </Button>
            </Group>
            <VoucherField packageId={id} />
          </Stack>
        </Card>
      )}
    </QueryStates>
  ) : (
    <ErrorState message={mt('packs.loadOneFailed')} />
  );

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" gap="sm">
        <BackLink to={marketplacePaths.packs} label={mt('pack.back')} />
        <CartLink />
      </Group>
      {body}
    </Stack>
  );
}

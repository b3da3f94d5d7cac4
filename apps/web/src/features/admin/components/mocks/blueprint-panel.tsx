import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStates } from '../../../../components/ui/query-states';
import { blueprintStockQueryOptions } from '../../api/admin-mocks-api';
import { useMocksT } from '../../lib/use-mocks-t';
import { BlueprintCard } from './blueprint-card';

/**
 * The named blueprints with their item counts, which an admin changes or resets, and the question
 * bank's stock of active questions per slot: tells an admin whether a count or deactivating
 * questions leaves a mock short. A card starts again from the server's counts once they change.
 */
export function BlueprintPanel() {
  const { mct } = useMocksT();
  const stock = useQuery(blueprintStockQueryOptions());
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {mct('stock.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {mct('stock.text')}
      </Text>
      <QueryStates
        query={stock}
        errorMessage={mct('stock.loadFailed')}
        loading={<Skeleton height={320} radius="md" role="status" aria-label={mct('stock.loading')} />}
      >
        {(blueprints) =>
          blueprints.map((blueprint) => (
            <BlueprintCard
              key={`${blueprint.kind}-${blueprint.name}-${blueprint.slots.map((slot) => slot.count).join('.')}`}
              stock={blueprint}
            />
          ))
        }
      </QueryStates>
    </Stack>
  );
}

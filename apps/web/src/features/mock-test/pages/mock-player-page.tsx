import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { mockDetailQueryOptions } from '../api/mock-api';
import { MockPlayer } from '../components/mock-player';
import { useMockT } from '../lib/use-mock-t';

/** /platform/exam/mock/:mockId: loads the mock (its clock brought up to now) and runs the player. */
export function MockPlayerPage() {
  const { mk } = useMockT();
  const mockId = useParams().mockId ?? '';
  const detail = useQuery(mockDetailQueryOptions(mockId));
  usePageTitle(detail.data?.examInfo.name ?? mk('title'));
  return (
    <QueryStates
      query={detail}
      errorMessage={mk('player.loadFailed')}
      loading={
        <Stack gap="md" aria-busy>
          <Skeleton height={72} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      }
    >
      {(data) => <MockPlayer detail={data} />}
    </QueryStates>
  );
}

import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accessControlQueryOptions } from '../../../lib/session/session-queries';
import { useAuth } from '../../../lib/session/auth-context';
import { useMockT } from '../lib/use-mock-t';

/** What Score costs: one scored mock, and how many the learner has left before it. */
export function ScoreConfirmText() {
  const { mk } = useMockT();
  const { token } = useAuth();
  const access = useQuery(accessControlQueryOptions(token));
  if (access.isLoading) return <Skeleton height={40} />;
  return (
    <Text>
      {access.isSuccess
        ? mk('confirm.scoreText', { count: access.data.numberScoreMock })
        : mk('confirm.scoreTextUnknown')}
    </Text>
  );
}

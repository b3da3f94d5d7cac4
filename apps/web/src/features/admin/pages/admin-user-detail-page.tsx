import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { AdminUserDetail } from '@prepwise/contracts';
import { QueryStates } from '../../../components/ui/query-states';
import { ApiError, isRefusal } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/routes';
import { useSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminUserQueryOptions } from '../api/admin-users-api';
import { AccessPanel } from '../components/access-panel';
import { CreditsPanel } from '../components/credits-panel';
import { CreditGrantButton } from '../components/shop/credit-grant-button';
import { MockAttempts } from '../components/mock-attempts';
import { PracticeAttempts } from '../components/practice-attempts';
import { UserBadges } from '../components/user-badges';
import { UserChanges } from '../components/user-changes';
import { useAdminT } from '../lib/use-admin-t';
import { BackLink } from '../../../components/ui/back-link';

const isNotFound = (error: Error) => error instanceof ApiError && error.status === 404;

function BackToUsers() {
  const { at } = useAdminT();
  return <BackLink to={paths.adminUsers} label={at('user.back')} />;
}

/**
 * /platform/admin/users/:userId: one account. Its access with the audited actions (lock, activate,
 * admin role, reset link), its credits, and read-only its practice sessions, mock tests and the
 * latest admin changes to it.
 */
export function AdminUserDetailPage() {
  const { at } = useAdminT();
  const { userId = '' } = useParams();
  const { session } = useSession();
  const detail = useQuery(adminUserQueryOptions(userId));
  usePageTitle(detail.data?.user.fullName ?? at('users.title'));

  return (
    <Stack gap="md">
      <BackToUsers />
      <QueryStates
        query={detail}
        errorMessage={(error) => (isNotFound(error) ? at('user.notFound') : at('user.loadFailed'))}
        canRetry={(error) => !isRefusal(error)}
        loading={<Skeleton height={320} radius="md" role="status" aria-label={at('user.loading')} />}
      >
        {({ user, credits }) => (
          <UserDetail user={user} credits={credits} isSelf={user.id === session?.user.id} />
        )}
      </QueryStates>
    </Stack>
  );
}

/** The account's name, e-mail and badges, its access and credits panels, and its history. */
function UserDetail({ user, credits, isSelf }: AdminUserDetail & { isSelf: boolean }) {
  const { at, language } = useAdminT();
  return (
    <>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {user.fullName}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
        <Text size="sm" c="dimmed">
          {at('user.joined', { date: formatDate(user.createdDate, language) })}
        </Text>
        <UserBadges user={user} />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AccessPanel user={user} isSelf={isSelf} />
        <Stack gap="xs">
          <CreditsPanel credits={credits} />
          <Group>
            <CreditGrantButton userId={user.id} />
          </Group>
        </Stack>
      </SimpleGrid>
      <PracticeAttempts userId={user.id} />
      <MockAttempts userId={user.id} />
      <UserChanges userId={user.id} />
    </>
  );
}

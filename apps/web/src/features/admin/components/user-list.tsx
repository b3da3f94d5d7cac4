import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@prepwise/contracts';
import { Link } from 'react-router';
import { PlainList } from '../../../components/lists/plain-list';
import { formatDate } from '../../../lib/format';
import { adminUserPath } from '../lib/admin-paths';
import { useAdminT } from '../lib/use-admin-t';
import { UserBadges } from './user-badges';

/** Accounts as cards (name linking to the account, e-mail, badges, join date): readable at 360 px. */
export function UserList({ users }: { users: AdminUser[] }) {
  const { at, language } = useAdminT();
  return (
    <PlainList aria-label={at('users.listLabel')}>
      {users.map((user) => (
        <li key={user.id}>
          <Card withBorder radius="md" padding="sm">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Anchor component={Link} to={adminUserPath(user.id)} fw={600}>
                  {user.fullName}
                </Anchor>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {at('users.joined', { date: formatDate(user.createdDate, language) })}
                </Text>
              </Stack>
              <UserBadges user={user} />
            </Group>
          </Card>
        </li>
      ))}
    </PlainList>
  );
}

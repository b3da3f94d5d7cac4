import { Badge, Group } from '@mantine/core';
import type { AdminUser } from '@prepwise/contracts';
import { useAdminT } from '../lib/use-admin-t';

/** What stands out about an account: admin, locked, not activated (words, never colour alone). */
export function UserBadges({ user }: { user: Pick<AdminUser, 'isAdmin' | 'locked' | 'activated'> }) {
  const { at } = useAdminT();
  if (!user.isAdmin && !user.locked && user.activated) return null;
  return (
    <Group gap={4}>
      {user.isAdmin && (
        <Badge variant="light" color="indigo" tt="none">
          {at('badge.admin')}
        </Badge>
      )}
      {user.locked && (
        <Badge variant="light" color="red" tt="none">
          {at('badge.locked')}
        </Badge>
      )}
      {!user.activated && (
        <Badge variant="light" color="yellow" tt="none">
          {at('badge.notActivated')}
        </Badge>
      )}
    </Group>
  );
}

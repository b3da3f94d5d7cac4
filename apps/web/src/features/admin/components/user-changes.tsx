import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListStates } from '../../../components/lists/paged-list';
import { adminAuditQueryOptions } from '../api/admin-audit-api';
import { adminAuditPathFor } from '../lib/admin-paths';
import { useAdminT } from '../lib/use-admin-t';
import { AuditEntryList } from './audit-entry-list';

/** The latest audit entries about one account, with the way to all of them in the audit log. */
export function UserChanges({ userId }: { userId: string }) {
  const { at, t } = useAdminT();
  const changes = useQuery(
    adminAuditQueryOptions({ targetId: userId, sort: 'createdDate,desc', page: 0, size: 10 }),
  );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="changes-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="changes-title">
          {at('user.changes.title')}
        </Title>
        <ListStates
          query={changes}
          loadFailed={at('user.changes.loadFailed')}
          loading={<Text c="dimmed">{t('common.loading')}</Text>}
          isEmpty={(data) => data.total === 0}
          empty={<Text c="dimmed">{at('user.changes.empty')}</Text>}
        >
          {(data) => (
            <>
              <AuditEntryList entries={data.items} showTarget={false} />
              <Anchor component={Link} to={adminAuditPathFor(userId)} size="sm">
                {at('user.changes.all')}
              </Anchor>
            </>
          )}
        </ListStates>
      </Stack>
    </Card>
  );
}

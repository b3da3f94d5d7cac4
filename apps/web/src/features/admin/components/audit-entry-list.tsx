import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminAuditEntry } from '@prepwise/contracts';
import { Link } from 'react-router';
import { PlainList } from '../../../components/lists/plain-list';
import { formatDateTime } from '../../history';
import { adminSupportPathFor, adminUserPath } from '../lib/admin-paths';
import { auditChangesOf } from '../lib/audit-changes';
import { useAuditValue } from '../lib/use-audit-value';
import { useAdminT } from '../lib/use-admin-t';

const actionColors: Partial<Record<AdminAuditEntry['action'], string>> = {
  'user.lock': 'red',
  'user.deactivate': 'red',
  'user.revokeAdmin': 'orange',
  'user.grantAdmin': 'indigo',
  'user.grantTeacher': 'teal',
  'user.revokeTeacher': 'orange',
  'homeMessage.delete': 'red',
  'voucher.deactivate': 'red',
  'order.refund': 'orange',
};

/** Where an entry's target is shown in the console: an account or a support conversation; other targets have no page. */
function targetPath(entry: AdminAuditEntry): string | undefined {
  if (entry.targetType === 'user') return adminUserPath(entry.targetId);
  if (entry.targetType === 'supportConversation') return adminSupportPathFor(entry.targetId);
  return undefined;
}

function ChangeLines({ entry }: { entry: AdminAuditEntry }) {
  const { at } = useAdminT();
  const valueText = useAuditValue();
  const changes = auditChangesOf(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <Stack gap={0}>
      {changes.map((change) => {
        const field = at(`audit.field.${change.field}`, { defaultValue: change.field });
        return (
          <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {change.hasBefore
              ? at('audit.change', {
                  field,
                  before: valueText(change.field, change.before),
                  after: valueText(change.field, change.after),
                })
              : at('audit.value', { field, value: valueText(change.field, change.after) })}
          </Text>
        );
      })}
    </Stack>
  );
}

/**
 * Audit entries as cards: the action, when (DD/MM/YY HH:mm:ss), which admin, what changed
 * (before → after) and, unless the list is about one account already, the account (its e-mail at
 * the time) linking to it.
 */
export function AuditEntryList({
  entries,
  showTarget = true,
}: {
  entries: AdminAuditEntry[];
  showTarget?: boolean;
}) {
  const { at } = useAdminT();
  return (
    <PlainList aria-label={at('audit.listLabel')}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card withBorder radius="md" padding="sm" data-testid="audit-entry">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Badge variant="light" color={actionColors[entry.action] ?? 'teal'} tt="none">
                  {at(`auditAction.${entry.action}`)}
                </Badge>
                <Text size="xs" c="dimmed" component="time" dateTime={entry.createdDate}>
                  {formatDateTime(entry.createdDate)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {at('audit.by', { email: entry.actorEmail })}
              </Text>
              {showTarget && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {at(`audit.target.${entry.targetType}`)}{' '}
                  {targetPath(entry) ? (
                    <Anchor
                      component={Link}
                      to={targetPath(entry) ?? ''}
                      aria-label={at('audit.openTarget', { label: entry.targetLabel })}
                    >
                      {entry.targetLabel}
                    </Anchor>
                  ) : (
                    entry.targetLabel
                  )}
                </Text>
              )}
              <ChangeLines entry={entry} />
            </Stack>
          </Card>
        </li>
      ))}
    </PlainList>
  );
}

import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconKey,
  IconLock,
  IconLockOpen,
  IconShield,
  IconSchool,
  IconSchoolOff,
  IconShieldOff,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AdminUser } from '@prepwise/contracts';
import { formatDate } from '../../../lib/format';
import { useAdminT } from '../lib/use-admin-t';
import { UserActionButton } from './user-action-button';

function AccessRow({ label, state, children }: { label: string; state: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Stack gap={0} style={{ minWidth: 0, flex: '1 1 180px' }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={600}>{state}</Text>
      </Stack>
      {children}
    </Group>
  );
}

/**
 * An account's access and what an admin may change about it: role, activation, sign-in lock,
 * and a password-reset e-mail. On one's own account the lock, deactivation and demotion are
 * disabled (the server refuses them too).
 */
export function AccessPanel({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { at, language } = useAdminT();
  const size = 16;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="access-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="access-title">
          {at('user.access.title')}
        </Title>
        {isSelf && (
          <Alert variant="light" color="blue">
            {at('user.self')}
          </Alert>
        )}
        <AccessRow
          label={at('user.signInLabel')}
          state={
            user.locked && user.lockedDate
              ? at('user.lockedSince', { date: formatDate(user.lockedDate, language) })
              : at('user.signInAllowed')
          }
        >
          {user.locked ? (
            <UserActionButton user={user} action="unlock" icon={<IconLockOpen size={size} aria-hidden />} />
          ) : (
            <UserActionButton
              user={user}
              action="lock"
              icon={<IconLock size={size} aria-hidden />}
              disabled={isSelf}
            />
          )}
        </AccessRow>
        <AccessRow
          label={at('user.activationLabel')}
          state={user.activated ? at('user.activated') : at('user.notActivated')}
        >
          {user.activated ? (
            <UserActionButton
              user={user}
              action="deactivate"
              icon={<IconUserOff size={size} aria-hidden />}
              disabled={isSelf}
            />
          ) : (
            <UserActionButton
              user={user}
              action="activate"
              icon={<IconUserCheck size={size} aria-hidden />}
            />
          )}
        </AccessRow>
        <AccessRow
          label={at('user.roleLabel')}
          state={user.isAdmin ? at('user.role.admin') : at('user.role.learner')}
        >
          {user.isAdmin ? (
            <UserActionButton
              user={user}
              action="revokeAdmin"
              icon={<IconShieldOff size={size} aria-hidden />}
              disabled={isSelf}
            />
          ) : (
            <UserActionButton user={user} action="grantAdmin" icon={<IconShield size={size} aria-hidden />} />
          )}
        </AccessRow>
        <AccessRow
          label={at('user.teacherLabel')}
          state={user.roles.includes('ROLE_TEACHER') ? at('user.teacher.yes') : at('user.teacher.no')}
        >
          {user.roles.includes('ROLE_TEACHER') ? (
            <UserActionButton
              user={user}
              action="revokeTeacher"
              icon={<IconSchoolOff size={size} aria-hidden />}
            />
          ) : (
            <UserActionButton
              user={user}
              action="grantTeacher"
              icon={<IconSchool size={size} aria-hidden />}
            />
          )}
        </AccessRow>
        <AccessRow label={at('user.passwordLabel')} state={at('user.passwordText')}>
          <UserActionButton
            user={user}
            action="sendPasswordReset"
            icon={<IconKey size={size} aria-hidden />}
          />
        </AccessRow>
      </Stack>
    </Card>
  );
}

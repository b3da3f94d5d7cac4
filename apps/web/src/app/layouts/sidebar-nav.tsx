import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { isNavItemActive, navItems } from './nav-items';

/** The laptop sidebar of the learner area (with Teaching for teachers). */
export function SidebarNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { session } = useSession();
  const isTeacher = Boolean(session && (session.isAdmin || session.user.roles.includes('ROLE_TEACHER')));
  return (
    <Stack component="nav" gap={4} aria-label={t('nav.label')}>
      {navItems
        .filter((item) => isTeacher || !item.isTeacherOnly)
        .map((item) => {
          const isActive = isNavItemActive(item, pathname);
          return (
            <NavLink
              key={item.key}
              component={Link}
              to={item.to}
              label={t(`nav.${item.key}`)}
              leftSection={item.icon}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              fw={500}
            />
          );
        })}
    </Stack>
  );
}

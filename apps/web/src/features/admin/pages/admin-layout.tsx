import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconChartBar,
  IconClipboardList,
  IconHome,
  IconLayoutDashboard,
  IconListDetails,
  IconMessageStar,
  IconMessages,
  IconQuestionMark,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../../lib/routes';
import { useAdminT } from '../lib/use-admin-t';

interface Section {
  key:
    | 'overview'
    | 'users'
    | 'questions'
    | 'mocks'
    | 'shop'
    | 'audit'
    | 'home'
    | 'support'
    | 'analytics'
    | 'survey';
  to: string;
  icon: ReactNode;
  /** Only this exact path is active (the other sections sit below it). */
  isExact?: boolean;
}

/** The console's sections (the support inbox lives with the help feature). */
const sections: Section[] = [
  { key: 'overview', to: paths.admin, icon: <IconLayoutDashboard size={18} aria-hidden />, isExact: true },
  { key: 'users', to: paths.adminUsers, icon: <IconUsers size={18} aria-hidden /> },
  { key: 'questions', to: paths.adminQuestions, icon: <IconQuestionMark size={18} aria-hidden /> },
  { key: 'mocks', to: paths.adminMocks, icon: <IconClipboardList size={18} aria-hidden /> },
  { key: 'shop', to: paths.adminShop, icon: <IconBuildingStore size={18} aria-hidden /> },
  { key: 'audit', to: paths.adminAudit, icon: <IconListDetails size={18} aria-hidden /> },
  { key: 'home', to: paths.adminHome, icon: <IconHome size={18} aria-hidden /> },
  { key: 'support', to: paths.adminSupport, icon: <IconMessages size={18} aria-hidden /> },
  { key: 'analytics', to: paths.adminAnalytics, icon: <IconChartBar size={18} aria-hidden /> },
  { key: 'survey', to: paths.adminSurvey, icon: <IconMessageStar size={18} aria-hidden /> },
];

function isActive(section: Section, pathname: string): boolean {
  return pathname === section.to || (!section.isExact && pathname.startsWith(`${section.to}/`));
}

/**
 * The admin console's frame inside the app shell (behind RequireAdmin): a row of its sections
 * (wrapping onto a second line on a screen too narrow, so every section stays in view), then the
 * section's page.
 */
export function AdminLayout() {
  const { at } = useAdminT();
  const { pathname } = useLocation();
  // On a phone the sections go compact, without their icons, and wrap, so they fit a 360 px screen.
  const isWide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  return (
    <Stack gap="md">
      <Group component="nav" aria-label={at('nav.label')} gap={6} wrap="wrap" py={2}>
        <Text fw={700} size="sm" c="dimmed" visibleFrom="sm" mr="xs" style={{ whiteSpace: 'nowrap' }}>
          {at('nav.title')}
        </Text>
        {sections.map((section) => {
          const active = isActive(section, pathname);
          return (
            <Button
              key={section.key}
              component={Link}
              to={section.to}
              variant={active ? 'light' : 'subtle'}
              size={isWide ? 'sm' : 'compact-sm'}
              leftSection={isWide ? section.icon : undefined}
              aria-current={active ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {at(`nav.${section.key}`)}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </Stack>
  );
}

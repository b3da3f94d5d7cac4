import { lazy, Suspense } from 'react';
import { Anchor, AppShell, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { paths } from '../../lib/routes';
import { useSignedInSession } from '../../lib/session/use-session';
import { BottomNav } from './bottom-nav';
import { CreditsBadge } from './credits-badge';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

const HelpWidget = lazy(() =>
  import('../../features/help/components/help-widget').then((module) => ({ default: module.HelpWidget })),
);

/** The floating help button's distance from the bottom edge, or from the phone's bottom bar. */
const helpButtonGap = 16;
/**
 * Room every page keeps free at its end (above the phone's bottom bar): the help button (56 px,
 * HelpWidget's) and a gap on each side, so scrolled to its end no page has a control (a bottom
 * bar's Next, a form's Save, a pager, a card's link) under the button.
 */
const helpButtonRoom = helpButtonGap + 56 + helpButtonGap;
/** Both follow the phone's bottom bar through Mantine's own variable (0 where it is hidden). */
const aboveFooter = (px: number) => `calc(var(--app-shell-footer-offset, 0rem) + ${px}px)`;

/**
 * The learner area shell: header (credits, language, account), sidebar on laptops, bottom bar on
 * phones, and the help widget (FAQs and the support chat). Inside a mock the navigation and the
 * widget are hidden, as in the real test (no distractions).
 */
export function PrivateLayout() {
  const { t } = useTranslation();
  const { user, token, isAdmin } = useSignedInSession();
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const isInMock = useMatch('/platform/exam/mock/:mockId') !== null;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true, desktop: isInMock } }}
      footer={{ height: 64, collapsed: !isPhone || isInMock }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label={t('nav.home')}>
            <BrandLogo compact nameVisibleFrom="xs" />
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <CreditsBadge token={token} />
            <LanguageSwitch />
            <Group visibleFrom="sm">
              <ColorSchemeToggle />
            </Group>
            <UserMenu user={user} isAdmin={isAdmin} />
          </Group>
        </Group>
      </AppShell.Header>
      {/* Not on a phone: collapsed there, off screen, its links would still take the keyboard's
          focus and stand as a second "Main navigation" landmark beside the bottom bar. */}
      {!isInMock && !isPhone && (
        <AppShell.Navbar p="sm">
          <SidebarNav />
        </AppShell.Navbar>
      )}
      <AppShell.Main style={isInMock ? undefined : { paddingBottom: aboveFooter(helpButtonRoom) }}>
        <div style={{ maxWidth: 1120, margin: '0 auto' }}>
          <Outlet />
        </div>
      </AppShell.Main>
      {!isInMock && (
        <AppShell.Footer hiddenFrom="sm">
          <BottomNav />
        </AppShell.Footer>
      )}
      {!isInMock && (
        <Suspense fallback={null}>
          <HelpWidget bottom={aboveFooter(helpButtonGap)} />
        </Suspense>
      )}
    </AppShell>
  );
}

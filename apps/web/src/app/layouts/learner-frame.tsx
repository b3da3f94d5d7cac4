import type { ReactNode } from 'react';
import { Anchor, AppShell, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformName } from '@prepwise/contracts';
import { BrandLogo } from '../../components/ui/brand-logo';
import { paths } from '../../lib/routes';
import { useIsLeavingPage } from '../page-pending';
import { BottomNav } from './bottom-nav';
import { SidebarNav } from './sidebar-nav';

/** The floating help button's distance from the bottom edge, or from the phone's bottom bar. */
export const helpButtonGap = 16;
/**
 * Room every page keeps free at its end (above the phone's bottom bar): the help button (56 px,
 * HelpWidget's) and a gap on each side, so scrolled to its end no page has a control (a bottom
 * bar's Next, a form's Save, a pager, a card's link) under the button.
 */
const helpButtonRoom = helpButtonGap + 56 + helpButtonGap;
/** Both follow the phone's bottom bar through Mantine's own variable (0 where it is hidden). */
export const aboveFooter = (px: number) => `calc(var(--app-shell-footer-offset, 0rem) + ${px}px)`;

interface LearnerFrameProps {
  /** The header's right-hand side (credits, language, account). */
  headerEnd?: ReactNode;
  /** Inside a mock: no navigation, as in the real test. */
  isInMock?: boolean;
  children: ReactNode;
  /** After the frame's parts (the help widget). */
  after?: ReactNode;
  /**
   * The sidebar shown or left out by the stylesheet rather than by the window's width as the page
   * renders: for a first view prerendered once for phones and laptops alike (`app/shell`).
   */
  isSidebarByStylesheet?: boolean;
}

/**
 * The learner area's frame: header, sidebar on laptops, bottom bar on phones, the page in the
 * middle. The signed-in layout fills it; the prerendered first view of a page (`app/shell`) is the
 * same frame, so the app takes it over without anything moving.
 */
export function LearnerFrame({
  headerEnd,
  isInMock = false,
  children,
  after,
  isSidebarByStylesheet = false,
}: LearnerFrameProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const isLeaving = useIsLeavingPage();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true, desktop: isInMock } }}
      // A first view prerendered for every width (at a phone's) keeps the bottom bar's room by
      // the stylesheet (none from "sm" on), not by the width it was drawn at: on a laptop the
      // sidebar then runs to the bottom, as it does once the app takes over.
      footer={
        isSidebarByStylesheet
          ? { height: { base: 64, sm: 0 }, collapsed: isInMock }
          : { height: 64, collapsed: !isPhone || isInMock }
      }
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          {/* The name starts with the visible "Prepwise" (WCAG 2.5.3, axe label-content-name-mismatch). */}
          <Anchor
            component={Link}
            to={paths.home}
            underline="never"
            c="inherit"
            aria-label={t('nav.logoHome', { name: platformName })}
          >
            <BrandLogo compact nameVisibleFrom="xs" />
          </Anchor>
          {headerEnd}
        </Group>
      </AppShell.Header>
      {/* Not on a phone: collapsed there, off screen, its links would still take the keyboard's
          focus and stand as a second "Main navigation" landmark beside the bottom bar. */}
      {!isInMock && (!isPhone || isSidebarByStylesheet) && (
        <AppShell.Navbar p="sm" visibleFrom={isSidebarByStylesheet ? 'sm' : undefined}>
          <SidebarNav />
        </AppShell.Navbar>
      )}
      <AppShell.Main style={isInMock ? undefined : { paddingBottom: aboveFooter(helpButtonRoom) }}>
        <div
          style={{ maxWidth: 1120, margin: '0 auto' }}
          inert={isLeaving}
          aria-busy={isLeaving || undefined}
        >
          {children}
        </div>
      </AppShell.Main>
      {!isInMock && (
        <AppShell.Footer hiddenFrom="sm">
          <BottomNav />
        </AppShell.Footer>
      )}
      {after}
    </AppShell>
  );
}

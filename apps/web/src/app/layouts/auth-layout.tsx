import { Anchor, Box, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { paths } from '../../lib/routes';
import { useIsLeavingPage } from '../page-pending';
import classes from './auth-layout.module.css';
import { DeferredHelpWidget } from './deferred-help-widget';

const sellingPoints = ['practice', 'mocks', 'scoring'] as const;

function ProductPitch() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" visibleFrom="md" className={classes.pitch}>
      <Title order={2} className={classes.pitchTitle}>
        {t('authLayout.headline')}
      </Title>
      <Text size="lg" className={classes.pitchText}>
        {t('authLayout.text')}
      </Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={24} radius="xl" color="teal" aria-hidden>
            <IconCircleCheck size={16} />
          </ThemeIcon>
        }
      >
        {sellingPoints.map((point) => (
          <List.Item key={point} className={classes.pitchText}>
            {t(`authLayout.points.${point}`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Layout of the authentication pages: brand, language switch, the page's card and the help widget (at the page's end on a phone). */
export function AuthLayout() {
  const { t } = useTranslation();
  // On a phone the form fills the screen: a floating button would cover its fields and its
  // submit button (360 x 740), so the help button sits at the end of the page instead.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const isLeaving = useIsLeavingPage();
  return (
    <Box className={classes.page} data-auth-page>
      <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap">
        <Anchor
          component={Link}
          to={paths.login}
          underline="never"
          c="inherit"
          aria-label={t('authLayout.homeLink')}
        >
          <BrandLogo />
        </Anchor>
        <Group gap={4} wrap="nowrap">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Container size="lg" component="main" className={classes.main}>
        <div className={classes.columns}>
          <ProductPitch />
          <div className={classes.card} inert={isLeaving} aria-busy={isLeaving || undefined}>
            <Outlet />
          </div>
        </div>
      </Container>
      <DeferredHelpWidget isInline={isPhone} />
    </Box>
  );
}

import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';

/** Switches between the light and dark colour schemes (remembered by Mantine). */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  // Light on the first render, as the build prerendered the page (the browser's first render must
  // match it); the remembered scheme right after.
  const isDark = useHydrated() && computed === 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
      aria-label={isDark ? t('theme.useLight') : t('theme.useDark')}
    >
      {isDark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}

import type { ComponentPropsWithRef } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languageNames } from '../../lib/i18n';

/** The button showing the current language (the menu's target). */
export function LanguageButton(
  props: ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>,
) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={`${active.toUpperCase()} – ${t('language.switchLabel', { language: languageNames[active] })}`}
      lang={i18n.language}
      {...props}
    >
      {active.toUpperCase()}
    </Button>
  );
}

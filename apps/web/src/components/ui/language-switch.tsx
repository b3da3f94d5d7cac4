import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { currentLanguage, languageNames } from '../../lib/i18n';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

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

/**
 * Changes the interface language. The menu (and the positioning library behind it) is its own
 * chunk, so the first page does not wait for it: until it arrives the same button shows, and a
 * press on it opens the menu as soon as it is there.
 */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const fallback = (
    <LanguageButton
      aria-haspopup="menu"
      onClick={() => setOpenOnLoad(true)}
      onPointerEnter={() => void loadMenu()}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <LanguageMenu onChange={onChange} defaultOpened={openOnLoad} />
    </Suspense>
  );
}

import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@prepwise/contracts';
import { currentLanguage, languageNames, switchLanguage } from '../../lib/i18n';

import { LanguageButton } from './language-button';

/** Menu to change the interface language; the choice is remembered in localStorage. */
export function LanguageMenu({
  onChange,
  defaultOpened = false,
}: {
  onChange?: (language: Language) => void;
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const handleSelect = async (language: Language) => {
    await switchLanguage(language);
    onChange?.(language);
  };
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.menuTitle')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void handleSelect(language)}
            rightSection={language === active ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language === active ? 'true' : undefined}
          >
            {languageNames[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

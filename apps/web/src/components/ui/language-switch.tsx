import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@prepwise/contracts';
import { currentLanguage, languageNames, switchLanguage } from '../../lib/i18n';

/** Menu to change the interface language; the choice is remembered in localStorage. */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  const handleSelect = async (language: Language) => {
    await switchLanguage(language);
    onChange?.(language);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={`${active.toUpperCase()} – ${t('language.switchLabel', { language: languageNames[active] })}`}
          lang={i18n.language}
        >
          {active.toUpperCase()}
        </Button>
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

import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, type User } from '@prepwise/contracts';
import { currentLanguage, isLanguage, languageNames, switchLanguage } from '../../../lib/i18n';
import { useUpdateProfile } from '../api/profile.api';

/** Chooses the interface language and saves it on the profile (used for e-mails too). */
export function LanguagePreference({ user }: { user: User }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const active = currentLanguage();

  const handleChange = async (value: string) => {
    if (!isLanguage(value)) return;
    await switchLanguage(value);
    if (value !== user.langKey) updateProfile.mutate({ langKey: value });
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id="language-preference-label">
        {t('profile.languageHint')}
      </Text>
      <SegmentedControl
        value={active}
        onChange={(value) => void handleChange(value)}
        data={languages.map((language) => ({ value: language, label: languageNames[language] }))}
        disabled={updateProfile.isPending}
        fullWidth
        aria-labelledby="language-preference-label"
      />
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { AvatarUpload } from '../components/avatar-upload';
import { LanguagePreference } from '../components/language-preference';
import { ProfileDetailsForm } from '../components/profile-details-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /platform/user/profile: display name, phone, avatar and language. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.profile'));
  const { user } = useSignedInSession();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('profile.title')}
        </Title>
        <Text c="dimmed">{t('profile.subtitle')}</Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title={t('profile.avatar')}>
            <AvatarUpload user={user} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section title={t('profile.details')}>
              <ProfileDetailsForm user={user} />
            </Section>
            <Section title={t('profile.language')}>
              <LanguagePreference user={user} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

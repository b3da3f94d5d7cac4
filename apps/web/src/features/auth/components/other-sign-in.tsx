import { Button, Divider, Stack } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signInProvidersQueryOptions } from '../api/auth.api';
import { GoogleButton } from './google-button';

interface OtherSignInProps {
  onGoogleCredential: (idToken: string) => void;
}

/**
 * The other ways in that the server is configured for (`GET /auth/providers`): Google sign-in, and
 * the community forum (Discourse), whose own sign-in comes back here through DiscourseConnect.
 * Nothing is shown for a provider that is not configured.
 */
export function OtherSignIn({ onGoogleCredential }: OtherSignInProps) {
  const { t, i18n } = useTranslation();
  const providers = useQuery(signInProvidersQueryOptions());
  const google = providers.data?.google;
  const discourse = providers.data?.discourse;
  if (!google && !discourse) return null;
  return (
    <Stack gap="sm" data-testid="other-sign-in">
      <Divider label={t('auth.other.or')} labelPosition="center" />
      {google && (
        <GoogleButton clientId={google.clientId} language={i18n.language} onCredential={onGoogleCredential} />
      )}
      {discourse && (
        <Button
          component="a"
          href={new URL('/session/sso', discourse.url).toString()}
          variant="default"
          leftSection={<IconMessages size={18} aria-hidden />}
          fullWidth
        >
          {t('auth.other.forum')}
        </Button>
      )}
    </Stack>
  );
}

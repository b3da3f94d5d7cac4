import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const scriptUrl = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

/** Loads Google Identity Services once; resolves when `window.google` is there. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = () => (window as unknown as { google?: GoogleIdentity }).google;
  const loaded = ready();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[src="${scriptUrl}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      document.head.append(script);
    }
    script.addEventListener('load', () => {
      const google = ready();
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    });
    script.addEventListener('error', () => reject(new Error('Google Identity Services did not load')));
  });
}

interface GoogleButtonProps {
  clientId: string;
  language: string;
  onCredential: (idToken: string) => void;
}

/**
 * "Sign in with Google" through Google Identity Services (only rendered when the server has a
 * GOOGLE_CLIENT_ID): Google draws its own button into the box; its ID token goes to `onCredential`.
 */
export function GoogleButton({ clientId, language, onCredential }: GoogleButtonProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);
  useEffect(() => {
    let isCancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (isCancelled || !box.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (answer) => callback.current(answer.credential),
        });
        google.accounts.id.renderButton(box.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          locale: language,
          width: 280,
        });
      })
      .catch(() => {
        if (box.current) box.current.dataset.failed = 'true';
      });
    return () => {
      isCancelled = true;
    };
  }, [clientId, language]);
  return (
    <Box data-testid="google-sign-in" aria-label={t('auth.other.google')} role="group">
      <div ref={box} style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />
      <Text size="xs" c="dimmed" ta="center">
        {t('auth.other.googleNote')}
      </Text>
    </Box>
  );
}

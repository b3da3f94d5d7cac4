import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { paths } from '../../../lib/routes';
import { answerDiscourseSso } from '../api/auth.api';

/**
 * DiscourseConnect: the forum sent the learner here with `sso` and `sig`; once signed in, the
 * server signs the answer and the browser goes back to the forum, signed in there too.
 */
export function DiscourseHandoff({ sso, sig }: { sso: string; sig: string }) {
  const { t } = useTranslation();
  const answer = useMutation({
    mutationFn: () => answerDiscourseSso(sso, sig),
    onSuccess: (result) => window.location.assign(result.redirect),
  });
  const { mutate } = answer;
  useEffect(() => mutate(), [mutate]);
  if (answer.isError) {
    return (
      <Alert color="red" variant="light" title={t('auth.other.forumFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('auth.other.forumFailedText')}</Text>
          <Button component={Link} to={paths.home} size="xs" variant="light">
            {t('auth.other.toHome')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <CenteredLoader minHeight={320} />;
}

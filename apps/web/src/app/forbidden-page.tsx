import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/routes';
import { usePageTitle } from '../lib/use-page-title';

/**
 * The app's forbidden page (403): shown in place of a page the signed-in account may not open,
 * such as the admin console for a learner. It asks the server for nothing.
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  usePageTitle(t('forbidden.title'));
  return (
    <Center py="xl" px="md" data-testid="forbidden-page">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
          <IconLock size={32} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('forbidden.title')}
        </Title>
        <Text c="dimmed">{t('forbidden.text')}</Text>
        <Button component={Link} to={paths.home}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}

import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/routes';

/** Shown when a page crashes while rendering. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" ta="center" maw={420}>
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Button component={Link} to={paths.home} variant="default" reloadDocument>
            {t('common.backHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

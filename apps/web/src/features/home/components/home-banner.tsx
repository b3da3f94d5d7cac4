import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';
import classes from './home-banner.module.css';

/** The dashboard banner: today's suggestion with a way into practice. */
export function HomeBanner() {
  const { t } = useTranslation();
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.banner}>
      <Stack gap="sm" maw={560}>
        <Text fw={600} tt="uppercase" fz="xs" className={classes.eyebrow}>
          {t('home.banner.eyebrow')}
        </Text>
        <Title order={2} size="h3" className={classes.title}>
          {t('home.banner.title')}
        </Title>
        <Text className={classes.text}>{t('home.banner.text')}</Text>
        <Group gap="sm" mt={4}>
          <Button
            component={Link}
            to={paths.practice}
            variant="white"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('home.banner.practice')}
          </Button>
          <Button component={Link} to={paths.mockTests} variant="outline" className={classes.secondary}>
            {t('home.banner.mock')}
          </Button>
        </Group>
      </Stack>
      <IconTargetArrow className={classes.art} size={180} stroke={1.2} aria-hidden />
    </Paper>
  );
}

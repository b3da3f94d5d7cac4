import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reviewHomeCardHeight } from '../../review';
import { HomeBanner } from './home-banner';

/**
 * The home page's first view, prerendered at build time (app/shell): what it shows the same for
 * everyone (the line under the greeting, the banner) and skeletons of the page's own cards'
 * heights where the learner's data goes, so nothing moves when the page takes its place.
 */
export function HomeFirstView() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {/* The greeting (with the learner's name) and its line below. */}
      <Stack gap={4}>
        <Skeleton height={36} width="70%" radius="sm" my={2} />
        <Text c="dimmed">{t('home.subtitle')}</Text>
      </Stack>
      <HomeBanner />
      <Skeleton height={reviewHomeCardHeight} radius="lg" />
      <Skeleton height={360} radius="lg" />
    </Stack>
  );
}

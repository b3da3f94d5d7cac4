import { lazy, Suspense } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AfterLoad } from '../../../components/ui/after-load';
import { paths } from '../../../lib/routes';
import { useSignedInSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeAssignments } from '../../classes';
import { ReviewHomeCard } from '../../review';
import { AccessSummary } from '../components/access-summary';
import { FeedbackCard } from '../components/feedback-card';
import { HomeBanner } from '../components/home-banner';
import { HomeMessages } from '../components/home-messages';
import { WelcomeModal } from '../components/welcome-modal';

// The progress section (and, later still, its charts) loads after the page: the first load stays as it was.
const ProgressSection = lazy(() =>
  import('../../progress').then((module) => ({ default: module.ProgressSection })),
);

/** /platform/user/home: greeting, class work to do, banner, review cards due today, progress, access-control summary, feedback prompt and first-visit popup. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  const { user, token } = useSignedInSession();
  const name = user.fullName.trim() || user.email;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('home.greeting', { name })}
        </Title>
        <Text c="dimmed">{t('home.subtitle')}</Text>
      </Stack>
      {/* A learner's class work comes first when there is some (loaded with the page: its route's loader). */}
      <HomeAssignments />
      <HomeMessages />
      <HomeBanner />
      <ReviewHomeCard />
      {/* Below the first screen: drawn once the page has loaded (the first tap is not held up). */}
      <AfterLoad fallback={<Skeleton height={360} radius="lg" />}>
        <Suspense fallback={<Skeleton height={360} radius="lg" />}>
          <ProgressSection />
        </Suspense>
        <Title order={2} size="h4">
          {t('home.access.title')}
        </Title>
        <AccessSummary token={token} />
        <FeedbackCard page={paths.home} />
      </AfterLoad>
      <WelcomeModal email={user.email} name={name} />
    </Stack>
  );
}

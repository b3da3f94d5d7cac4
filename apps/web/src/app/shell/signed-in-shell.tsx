import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { itemQuestionTypes, type ItemQuestionType } from '@prepwise/contracts';
import { CenteredLoader } from '../../components/ui/centered-loader';
import { ListHeading } from '../../components/lists/paged-list';
import { HomeBanner } from '../../features/home';
import { typePath } from '../../features/practice';
import { reviewHomeCardHeight } from '../../features/review';
import { paths } from '../../lib/routes';
import { LearnerFrame } from '../layouts/learner-frame';
import '../../lib/signed-in-texts';

function HomeShell() {
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

function QuestionListShell({ type }: { type: ItemQuestionType }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ListHeading
        title={t(`questionType.${type}`)}
        subtitle={t(`instruction.${type}`)}
        back={{ to: paths.practice, label: t('practice.list.back') }}
      />
      <Skeleton height={36} width={150} radius="sm" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}

/**
 * The first view of a page behind sign-in, prerendered at build time and sent as the page's HTML
 * (react-router.config.ts): the learner's frame with what the page shows the same for everyone
 * (the home page's banner, a list page's way back), and skeletons where the learner's own data
 * goes. It paints before any script; once the learner is loaded (the private area's route
 * loader) the page itself takes its place. A visitor without a token never sees it (boot.js).
 */
export function SignedInShell() {
  const { pathname } = useLocation();
  const type = itemQuestionTypes.find((candidate) => typePath(candidate) === pathname.replace(/\/+$/, ''));
  const content =
    pathname.replace(/\/+$/, '') === paths.home ? (
      <HomeShell />
    ) : type ? (
      <QuestionListShell type={type} />
    ) : null;
  if (!content) return <CenteredLoader minHeight="100vh" />;
  // The marker wraps the frame too (its navigation is part of the first view); it adds no box.
  return (
    <div data-signed-in-shell style={{ display: 'contents' }}>
      <LearnerFrame isSidebarByStylesheet>{content}</LearnerFrame>
    </div>
  );
}

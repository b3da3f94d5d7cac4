import type { ReactNode } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { itemQuestionTypes, type ItemQuestionType } from '@prepwise/contracts';
import { ListHeading } from '../../components/lists/paged-list';
import { HomeBanner } from '../../features/home';
import { typePath } from '../../features/practice';
import { reviewHomeCardHeight } from '../../features/review';
import { paths } from '../../lib/routes';

/**
 * The first view of a signed-in page, prerendered at build time (`prerender.ts`) and sent as the
 * page's HTML: the learner's frame with what the page shows the same for everyone (the home
 * page's banner, a list page's way back), and skeletons where the learner's own data goes. It
 * paints before any script; the app takes it over once its page and the learner are loaded.
 */
export interface PageShell {
  /** The page's path (its nav item shows as the current one). */
  path: string;
  /** Every path the shell is sent for (the build renders and writes `<path>.html` for each). */
  paths: string[];
  content: (path: string) => ReactNode;
}

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

/** The prerendered signed-in pages by name (`/__shell/<name>` renders one at build time). */
export const pageShells: Record<string, PageShell> = {
  home: { path: paths.home, paths: [paths.home], content: () => <HomeShell /> },
  'question-type': {
    path: typePath('SPEAKING_READ_ALOUD'),
    paths: itemQuestionTypes.map((type) => typePath(type)),
    content: (path) => {
      const type = itemQuestionTypes.find((candidate) => typePath(candidate) === path);
      return type ? <QuestionListShell type={type} /> : null;
    },
  },
};

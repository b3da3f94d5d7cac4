import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconBookmark } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../lib/routes';
import { useSignedInSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { bookmarksQueryOptions } from '../api/practice-api';
import { QuestionRow } from '../components/question-row';
import { useStartPractice } from '../lib/use-start-practice';

/** /platform/user/bookmarks: the bookmarked questions, each with "practise". */
export function BookmarksPage() {
  const { t } = useTranslation();
  usePageTitle(t('bookmarks.title'));
  const { user } = useSignedInSession();
  const bookmarks = useQuery(bookmarksQueryOptions(user.id));
  const start = useStartPractice();
  const startingId = start.isPending
    ? start.variables && 'questionIds' in start.variables && start.variables.questionIds[0]
    : null;

  let body;
  if (bookmarks.isError) {
    body = <ErrorState message={t('bookmarks.loadFailed')} onRetry={() => void bookmarks.refetch()} />;
  } else if (bookmarks.isPending) {
    body = <Skeleton height={200} radius="md" />;
  } else if (bookmarks.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconBookmark size={32} />}
        title={t('bookmarks.emptyTitle')}
        description={t('bookmarks.emptyText')}
      />
    );
  } else {
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {bookmarks.data.map((question) => (
          <QuestionRow
            key={question.id}
            question={question}
            typeName={t(`questionType.${question.type}`)}
            isStarting={startingId === question.id}
            onPractise={(id) => start.mutate({ questionIds: [id] })}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.history} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('history.title')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t('bookmarks.title')}
      </Title>
      {body}
    </Stack>
  );
}

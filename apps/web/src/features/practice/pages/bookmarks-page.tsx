import { Skeleton } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PagedList } from '../../../components/lists/paged-list';
import { PlainList } from '../../../components/lists/plain-list';
import { EmptyState } from '../../../components/ui/empty-state';
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
  // Back to where the learner came from: the question bank's shortcut says so; otherwise the history.
  const fromBank = (useLocation().state as { from?: string } | null)?.from === 'bank';
  const start = useStartPractice();
  const startingId = start.isPending
    ? start.variables && 'questionIds' in start.variables && start.variables.questionIds[0]
    : null;
  return (
    <PagedList
      title={t('bookmarks.title')}
      back={
        fromBank
          ? { to: paths.practice, label: t('practice.bank.title') }
          : { to: paths.history, label: t('history.title') }
      }
      query={bookmarks}
      loadFailed={t('bookmarks.loadFailed')}
      loading={<Skeleton height={200} radius="md" />}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon={<IconBookmark size={32} />}
          title={t('bookmarks.emptyTitle')}
          description={t('bookmarks.emptyText')}
        />
      }
    >
      {(data) => (
        <PlainList>
          {data.map((question) => (
            <QuestionRow
              key={question.id}
              question={question}
              typeName={t(`questionType.${question.type}`)}
              isStarting={startingId === question.id}
              onPractise={(id) => start.mutate({ questionIds: [id] })}
            />
          ))}
        </PlainList>
      )}
    </PagedList>
  );
}

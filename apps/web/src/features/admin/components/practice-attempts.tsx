import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListStates } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { PlainList } from '../../../components/lists/plain-list';
import { formatDate } from '../../../lib/format';
import { adminUserPracticeQueryOptions } from '../api/admin-users-api';
import { useAdminT } from '../lib/use-admin-t';
import { AttemptRow, AttemptSection } from './attempt-section';

/** A learner's practice sessions, read-only and paged: type, status, answered, score, date. */
export function PracticeAttempts({ userId }: { userId: string }) {
  const { at, t, language } = useAdminT();
  const paging = usePaging();
  const practice = useQuery(adminUserPracticeQueryOptions(userId, paging.page, paging.size));
  return (
    <AttemptSection id="practice-title" title={at('practice.title')}>
      <ListStates
        query={practice}
        loadFailed={at('practice.loadFailed')}
        loading={<Text c="dimmed">{t('common.loading')}</Text>}
        isEmpty={(data) => data.total === 0}
        empty={<Text c="dimmed">{at('practice.empty')}</Text>}
        pager={(data) => ({ paging, total: data.total, sizeLabel: at('practice.paging.size') })}
      >
        {(data) => (
          <PlainList aria-label={at('practice.title')}>
            {data.items.map((attempt) => (
              <AttemptRow
                key={attempt.examId}
                title={
                  attempt.questionType ? t(`questionType.${attempt.questionType}`) : at('practice.mixed')
                }
                detail={`${formatDate(attempt.startedDate, language)} · ${at('practice.answered', {
                  answered: attempt.answered,
                  questions: attempt.questions,
                })}`}
                score={at('practice.score', { score: attempt.score, max: attempt.max })}
                status={at(`status.practice.${attempt.status}`)}
                done={attempt.status === 'FINISH'}
              />
            ))}
          </PlainList>
        )}
      </ListStates>
    </AttemptSection>
  );
}

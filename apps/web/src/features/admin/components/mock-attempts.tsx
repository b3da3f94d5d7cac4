import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListStates } from '../../../components/lists/paged-list';
import { PlainList } from '../../../components/lists/plain-list';
import { formatDate } from '../../../lib/format';
import { adminUserMocksQueryOptions } from '../api/admin-users-api';
import { useAdminT } from '../lib/use-admin-t';
import { AttemptRow, AttemptSection } from './attempt-section';

/** A learner's mock tests, read-only: name, date, status and overall score when scored. */
export function MockAttempts({ userId }: { userId: string }) {
  const { at, t, language } = useAdminT();
  const mocks = useQuery(adminUserMocksQueryOptions(userId));
  return (
    <AttemptSection id="mocks-title" title={at('mocks.title')}>
      <ListStates
        query={mocks}
        loadFailed={at('mocks.loadFailed')}
        loading={<Text c="dimmed">{t('common.loading')}</Text>}
        isEmpty={(data) => data.length === 0}
        empty={<Text c="dimmed">{at('mocks.empty')}</Text>}
      >
        {(data) => (
          <PlainList aria-label={at('mocks.title')}>
            {data.map((mock) => (
              <AttemptRow
                key={mock.id}
                title={mock.name}
                detail={`${mock.kind} · ${formatDate(mock.createdDate, language)}`}
                score={mock.overallScore === null ? null : at('mocks.score', { score: mock.overallScore })}
                status={at(`status.mock.${mock.status}`)}
                done={mock.status === 'DONE'}
              />
            ))}
          </PlainList>
        )}
      </ListStates>
    </AttemptSection>
  );
}

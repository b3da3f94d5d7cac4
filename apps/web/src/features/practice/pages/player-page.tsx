import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { examQueryOptions } from '../api/practice-api';
import { readContinuedFrom } from '../player/continued-session';
import { PlayerSession } from '../player/player-session';

/** /platform/exam/session/:examId: the practice player, resuming at the session's current question. */
export function PlayerPage() {
  const { t } = useTranslation();
  usePageTitle(t('player.pageTitle'));
  const examId = useParams().examId ?? '';
  const exam = useQuery(examQueryOptions(examId));
  const continuedFrom = readContinuedFrom(useLocation().state);
  return (
    <QueryStates
      query={exam}
      errorMessage={t('player.sessionFailed')}
      loading={
        <Stack gap="md" aria-busy>
          <Skeleton height={72} radius="md" />
          <Skeleton height={280} radius="md" />
        </Stack>
      }
    >
      {(data) => <PlayerSession key={data.examId} exam={data} continuedFrom={continuedFrom} />}
    </QueryStates>
  );
}

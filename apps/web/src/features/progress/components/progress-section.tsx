import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { progressQueryOptions } from '../api/progress-api';
import { useProgressT } from '../lib/use-progress-t';
import { LatestMockCard } from './latest-mock-card';
import { PredictionCard } from './prediction-card';
import { EnablingFigures, SkillFigures } from './progress-figures';
import { ResumeCard } from './resume-card';
import { StreakGoalCard } from './streak-goal-card';

/**
 * The home page's progress section: continue where one left off, the predicted score, the
 * streak and weekly goal, the latest mock, skills over time and the enabling skills.
 */
export function ProgressSection() {
  const { pt } = useProgressT();
  const progress = useQuery(progressQueryOptions());
  return (
    <Stack gap="md" component="section" aria-labelledby="progress-title" aria-busy={progress.isPending}>
      <Title order={2} size="h4" id="progress-title">
        {pt('title')}
      </Title>
      {progress.isError ? (
        <ErrorState message={pt('loadFailed')} onRetry={() => void progress.refetch()} />
      ) : progress.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="md"
          role="status"
          aria-busy="true"
          aria-label={pt('loading')}
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={160} radius="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          {progress.data.resume && <ResumeCard resume={progress.data.resume} />}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <PredictionCard prediction={progress.data.prediction} />
            <StreakGoalCard streak={progress.data.streak} goal={progress.data.weeklyGoal} />
            <LatestMockCard mock={progress.data.latestMock} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SkillFigures days={progress.data.days} windowDays={progress.data.prediction.days} />
            <EnablingFigures enabling={progress.data.enabling} windowDays={progress.data.prediction.days} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

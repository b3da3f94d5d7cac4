import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStates } from '../../../components/ui/query-states';
import { progressQueryOptions } from '../api/progress-api';
import { useProgressT } from '../lib/use-progress-t';
import { LatestMockCard } from './latest-mock-card';
import { PredictionCard } from './prediction-card';
import { ThptPredictionCard } from './thpt-prediction-card';
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
  // The cards are drawn in a transition once the figures arrive (QueryStates): in slices, not one
  // long task while the page is still loading; the skeleton stays until they are.
  return (
    <Stack gap="md" component="section" aria-labelledby="progress-title" aria-busy={progress.isPending}>
      <Title order={2} size="h4" id="progress-title">
        {pt('title')}
      </Title>
      <QueryStates
        query={progress}
        errorMessage={pt('loadFailed')}
        loading={
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
        }
      >
        {(data) => (
          <>
            {data.resume && <ResumeCard resume={data.resume} />}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {/* The exam a learner practises: THPT once they have THPT answers, PTE when they have PTE ones (or nothing yet). */}
              {(data.prediction.items > 0 || data.thptPrediction.items === 0) && (
                <PredictionCard prediction={data.prediction} />
              )}
              {data.thptPrediction.items > 0 && <ThptPredictionCard prediction={data.thptPrediction} />}
              <StreakGoalCard streak={data.streak} goal={data.weeklyGoal} />
              <LatestMockCard mock={data.latestMock} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <SkillFigures days={data.days} windowDays={data.prediction.days} />
              <EnablingFigures enabling={data.enabling} windowDays={data.prediction.days} />
            </SimpleGrid>
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

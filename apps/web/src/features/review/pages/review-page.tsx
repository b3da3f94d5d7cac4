import { useState } from 'react';
import { Button, Group, List, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconConfetti, IconMoodSmile } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewAnswerResult, ReviewCard, ReviewSummary } from '@prepwise/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryStates } from '../../../components/ui/query-states';
import { LinkButton } from '../../../components/ui/link-button';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { dueCardsQueryOptions, reviewKey, reviewSummaryQueryOptions } from '../api/review-api';
import { ReminderSwitch } from '../components/reminder-switch';
import { ReviewDrill } from '../components/review-drill';
import { SuspendButton, SuspendedNotice } from '../components/suspend-card';
import { useReviewT } from '../lib/use-review-t';

/**
 * /platform/user/review: today's session of short drills over one's own mistakes, one card at a
 * time (re-answer, right or wrong, next), then a summary; "nothing due" when the queue is clear.
 */
export function ReviewPage() {
  const { rt } = useReviewT();
  usePageTitle(rt('title'));
  const queryClient = useQueryClient();
  const due = useQuery(dueCardsQueryOptions());
  const summary = useQuery(reviewSummaryQueryOptions());
  const [position, setPosition] = useState(0);
  const [right, setRight] = useState(0);
  const [lastSuspended, setLastSuspended] = useState<ReviewCard | null>(null);
  const refreshSummary = () =>
    void queryClient.invalidateQueries({ queryKey: reviewSummaryQueryOptions().queryKey });

  function handleAnswered(result: ReviewAnswerResult) {
    if (result.correct) setRight((count) => count + 1);
    setLastSuspended(null);
    refreshSummary();
  }

  function handleSuspended(card: ReviewCard) {
    setLastSuspended(card);
    setPosition((current) => current + 1);
    refreshSummary();
  }

  async function handleNewRound() {
    setPosition(0);
    setRight(0);
    setLastSuspended(null);
    await queryClient.invalidateQueries({ queryKey: reviewKey });
  }

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {rt('title')}
        </Title>
        <Text c="dimmed">{rt('subtitle')}</Text>
      </Stack>
      {lastSuspended && (
        <SuspendedNotice
          card={lastSuspended}
          onUndone={() => {
            setLastSuspended(null);
            refreshSummary();
          }}
        />
      )}
      <QueryStates
        query={due}
        errorMessage={rt('loadFailed')}
        loading={<Skeleton height={280} radius="lg" aria-label={rt('loading')} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<NothingDue summary={summary.data} />}
      >
        {(data) =>
          position >= data.items.length ? (
            <SessionDone right={right} total={data.items.length} onNewRound={() => void handleNewRound()} />
          ) : (
            <Stack gap="sm">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {rt('progress', { current: position + 1, total: data.items.length })}
                </Text>
              </Group>
              <Progress
                value={(position / data.items.length) * 100}
                size="sm"
                aria-label={rt('progress', { current: position + 1, total: data.items.length })}
              />
              {data.items[position] && (
                <>
                  <ReviewDrill
                    key={data.items[position].id}
                    card={data.items[position]}
                    onAnswered={handleAnswered}
                    onNext={() => {
                      setLastSuspended(null);
                      setPosition((current) => current + 1);
                    }}
                  />
                  <SuspendButton
                    key={`suspend-${data.items[position].id}`}
                    card={data.items[position]}
                    onSuspended={handleSuspended}
                  />
                </>
              )}
            </Stack>
          )
        }
      </QueryStates>
      {summary.data && (
        <Paper withBorder radius="lg" p="md">
          <ReminderSwitch summary={summary.data} />
        </Paper>
      )}
    </Stack>
  );
}

function NothingDue({ summary }: { summary: ReviewSummary | undefined }) {
  const { rt } = useReviewT();
  const next = summary?.nextDueDate;
  return (
    <Stack gap="md">
      <EmptyState
        icon={<IconMoodSmile size={32} />}
        title={rt('empty.title')}
        description={
          next ? rt('empty.next', { date: formatDate(next, currentLanguage()) }) : rt('empty.text')
        }
        action={<LinkButton to={paths.practice}>{rt('empty.practise')}</LinkButton>}
      />
      {summary && summary.upcoming.length > 0 && <UpcomingCards summary={summary} />}
    </Stack>
  );
}

/** What comes due on each of the next days (a mistake made today comes back tomorrow). */
function UpcomingCards({ summary }: { summary: ReviewSummary }) {
  const { rt } = useReviewT();
  const language = currentLanguage();
  const { upcoming, today } = summary;
  // The platform's tomorrow (its time zone's days, as the server counts them).
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="review-upcoming-title">
      <Title order={2} size="h4" id="review-upcoming-title" mb="xs">
        {rt('upcoming.title')}
      </Title>
      <List spacing={4} size="sm" data-testid="review-upcoming">
        {upcoming.map(({ day, count }) => {
          const date = formatDate(`${day}T12:00:00Z`, language);
          return (
            <List.Item key={day}>
              {day === tomorrow
                ? rt('upcoming.tomorrow', { count, date })
                : rt('upcoming.day', { count, date })}
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}

function SessionDone({ right, total, onNewRound }: { right: number; total: number; onNewRound: () => void }) {
  const { rt } = useReviewT();
  return (
    <EmptyState
      icon={<IconConfetti size={32} />}
      title={rt('done.title')}
      description={rt('done.text', { right, total })}
      action={
        <Group justify="center">
          <Button variant="light" onClick={onNewRound}>
            {rt('done.more')}
          </Button>
          <LinkButton to={paths.home} variant="subtle">
            {rt('done.home')}
          </LinkButton>
        </Group>
      }
    />
  );
}

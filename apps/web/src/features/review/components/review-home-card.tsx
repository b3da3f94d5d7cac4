import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../lib/routes';
import { reviewSummaryQueryOptions } from '../api/review-api';
import { useReviewT } from '../lib/use-review-t';

/** The card's height with its two lines (phone or laptop): its skeleton's, so nothing moves when it comes. */
export const reviewHomeCardHeight = 78;

/** The home page's card: how many review cards are due today, and the way to the session. */
export function ReviewHomeCard() {
  const { rt } = useReviewT();
  const summary = useQuery(reviewSummaryQueryOptions());
  if (summary.isPending) return <Skeleton height={reviewHomeCardHeight} radius="lg" />;
  if (summary.isError) return null;
  const due = summary.data.dueToday;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="review-home-card">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="violet" variant="light" size="lg" radius="md" aria-hidden>
            <IconRepeat size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={600}>{rt('home.title')}</Text>
            <Text size="sm" c="dimmed">
              {due > 0 ? rt('home.due', { count: due }) : rt('home.none')}
            </Text>
          </Stack>
        </Group>
        <LinkButton
          to={paths.review}
          variant={due > 0 ? 'filled' : 'light'}
          icon={<IconArrowRight size={16} aria-hidden />}
        >
          {due > 0 ? rt('home.start') : rt('home.open')}
        </LinkButton>
      </Group>
    </Paper>
  );
}

import { Alert, List, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import type { TeacherReview } from '@prepwise/contracts';
import { formatDate } from '../../../lib/format';
import { formatDecimal, useScoringT } from '../lib/use-scoring-t';

/**
 * The class teacher's signed score of an answer, beside the AI's: their total, what they changed
 * trait by trait, and their comment, marked as confirmed by the teacher.
 */
export function TeacherReviewNote({
  review,
  aiTraits,
}: {
  review: TeacherReview;
  aiTraits?: Record<string, { score: number }> | null;
}) {
  const { st, language } = useScoringT();
  const changed = Object.entries(review.traits).filter(([name, score]) => aiTraits?.[name]?.score !== score);
  return (
    <Alert
      color="indigo"
      variant="light"
      icon={<IconUserCheck size={20} aria-hidden />}
      title={st('teacher.title')}
      data-testid="teacher-review"
    >
      <Stack gap={6}>
        <Text fw={700}>
          {st('teacher.total', {
            name: review.teacherName,
            score: formatDecimal(review.score, language),
            max: formatDecimal(review.max, language),
          })}
        </Text>
        {changed.length > 0 && (
          <List size="sm" spacing={2}>
            {changed.map(([name, score]) => (
              <List.Item key={name}>
                {st('teacher.trait', {
                  trait: st(`trait.${name}`, { defaultValue: name }),
                  score: formatDecimal(score, language),
                  ai: formatDecimal(aiTraits?.[name]?.score ?? 0, language),
                })}
              </List.Item>
            ))}
          </List>
        )}
        {review.comment && <Text size="sm">“{review.comment}”</Text>}
        <Text size="xs" c="dimmed">
          {st('teacher.date', { date: formatDate(review.reviewedDate, language) })}
        </Text>
      </Stack>
    </Alert>
  );
}

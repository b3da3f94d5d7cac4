import { Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewSummary } from '@prepwise/contracts';
import { reviewSummaryQueryOptions, saveReminders } from '../api/review-api';
import { useReviewT } from '../lib/use-review-t';

/** The daily reminder e-mail, opted into (off unless the learner turns it on). */
export function ReminderSwitch({ summary }: { summary: ReviewSummary }) {
  const { rt } = useReviewT();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveReminders,
    onSuccess: (next) => queryClient.setQueryData(reviewSummaryQueryOptions().queryKey, next),
  });
  return (
    <Switch
      label={rt('reminders.label')}
      description={rt('reminders.description')}
      checked={save.isPending ? (save.variables ?? summary.reminders) : summary.reminders}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}

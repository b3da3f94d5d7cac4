import { useEffect, useState } from 'react';
import { Button, Group, Progress as Bar, Stack, Text, TextInput } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { weeklyGoalLimits, weeklyGoalRequestSchema, type Progress } from '@prepwise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { numberOf, requestResolver } from '../../../lib/request-resolver';
import { progressKey, saveWeeklyGoal } from '../api/progress-api';
import { useProgressT } from '../lib/use-progress-t';
import { ProgressCard } from './progress-card';

/** The goal as typed in the number field (its text); an empty or unreadable one is refused. */
const goalResolver = requestResolver(weeklyGoalRequestSchema, (values: { target: string }) => ({
  target: numberOf(values.target.trim()),
}));

function GoalForm({ target, onDone }: { target: number | null; onDone: () => void }) {
  const { pt } = useProgressT();
  const queryClient = useQueryClient();
  const form = useForm<{ target: string }, unknown, z.output<typeof weeklyGoalRequestSchema>>({
    resolver: goalResolver,
    // A goal out of range shows as it is typed, and Save waits, as before the form's library.
    mode: 'onChange',
    defaultValues: { target: String(target ?? 50) },
  });
  // The form replaces the button that opened it: the keyboard's focus goes to the field.
  useEffect(() => form.setFocus('target'), [form]);
  const save = useMutation({
    mutationFn: saveWeeklyGoal,
    onSuccess: (progress) => {
      queryClient.setQueryData(progressKey, progress);
      notifySuccess(pt('goal.saved'));
      onDone();
    },
    onError: () => notifyError(pt('goal.saveFailed')),
  });
  const handleSubmit = form.handleSubmit((request) => save.mutate(request.target));
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="xs">
        <TextInput
          {...form.register('target')}
          type="number"
          inputMode="numeric"
          label={pt('goal.label')}
          description={pt('goal.description', weeklyGoalLimits)}
          min={weeklyGoalLimits.min}
          max={weeklyGoalLimits.max}
          error={form.formState.errors.target ? pt('goal.description', weeklyGoalLimits) : undefined}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={save.isPending} disabled={!form.formState.isValid}>
            {pt('goal.save')}
          </Button>
          {target !== null && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => save.mutate(null)}
              disabled={save.isPending}
            >
              {pt('goal.clear')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onDone}>
            {pt('goal.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Days in a row with practice, and this week's goal with the form to set it. */
export function StreakGoalCard({
  streak,
  goal,
}: {
  streak: Progress['streak'];
  goal: Progress['weeklyGoal'];
}) {
  const { pt } = useProgressT();
  const [editing, setEditing] = useState(false);
  const streakHint = streak.practisedToday
    ? 'streak.today'
    : streak.current > 0
      ? 'streak.notToday'
      : 'streak.none';
  return (
    <ProgressCard
      icon={<IconFlame size={20} />}
      color="orange"
      title={pt('streak.title')}
      testId="progress-streak"
    >
      <Text fz={32} fw={700} lh={1.1}>
        {pt('streak.days', { count: streak.current })}
      </Text>
      <Text size="sm" c="dimmed">
        {pt(streakHint)}
      </Text>
      <Text fw={600} size="sm" mt="xs" component="h3" m={0}>
        {pt('goal.title')}
      </Text>
      {editing ? (
        <GoalForm target={goal.target} onDone={() => setEditing(false)} />
      ) : (
        <>
          {goal.target !== null && (
            <Bar
              value={Math.min(100, (goal.done / goal.target) * 100)}
              color={goal.done >= goal.target ? 'teal' : 'orange'}
              aria-label={pt('goal.title')}
            />
          )}
          <Text size="sm" data-testid="progress-goal">
            {goal.target === null
              ? pt('goal.unset', { done: goal.done })
              : goal.done >= goal.target
                ? pt('goal.reached')
                : pt('goal.progress', { done: goal.done, target: goal.target })}
          </Text>
          <Group>
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {goal.target === null ? pt('goal.set') : pt('goal.edit')}
            </Button>
          </Group>
        </>
      )}
    </ProgressCard>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button, Group, Progress as Bar, Stack, Text, TextInput } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { weeklyGoalLimits, type Progress } from '@prepwise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { progressKey, saveWeeklyGoal } from '../api/progress-api';
import { useProgressT } from '../lib/use-progress-t';
import { ProgressCard } from './progress-card';

function GoalForm({ target, onDone }: { target: number | null; onDone: () => void }) {
  const { pt } = useProgressT();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(target ?? 50));
  const input = useRef<HTMLInputElement>(null);
  // The form replaces the button that opened it: the keyboard's focus goes to the field.
  useEffect(() => input.current?.focus(), []);
  const save = useMutation({
    mutationFn: saveWeeklyGoal,
    onSuccess: (progress) => {
      queryClient.setQueryData(progressKey, progress);
      notifySuccess(pt('goal.saved'));
      onDone();
    },
    onError: () => notifyError(pt('goal.saveFailed')),
  });
  const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  const valid = Number.isInteger(number) && number >= weeklyGoalLimits.min && number <= weeklyGoalLimits.max;
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) save.mutate(number);
      }}
    >
      <TextInput
        type="number"
        inputMode="numeric"
        label={pt('goal.label')}
        description={pt('goal.description', weeklyGoalLimits)}
        min={weeklyGoalLimits.min}
        max={weeklyGoalLimits.max}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={valid ? undefined : pt('goal.description', weeklyGoalLimits)}
        ref={input}
      />
      <Group gap="xs">
        <Button type="submit" size="xs" loading={save.isPending} disabled={!valid}>
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

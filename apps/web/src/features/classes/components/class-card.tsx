import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearnerClass } from '@prepwise/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { classesKey, learnerClasses } from '../api/classes-api';
import { useClassesT } from '../lib/use-classes-t';

/** One class the learner is in: its teacher and exam date, their consent switch, and Leave. */
export function ClassCard({ klass }: { klass: LearnerClass }) {
  const { clt, language } = useClassesT();
  const queryClient = useQueryClient();
  const [isLeaving, setLeaving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: classesKey });
  const consent = useMutation({
    mutationFn: (sharePractice: boolean) =>
      learnerClasses.consent({ params: { id: klass.id }, body: { sharePractice } }),
    onSettled: refresh,
  });
  const leave = useMutation({
    mutationFn: () => learnerClasses.leave({ params: { id: klass.id } }, { context: { silent: true } }),
    onSuccess: async () => {
      setLeaving(false);
      await refresh();
    },
  });
  const titleId = `class-${klass.id}`;
  const shares = consent.isPending ? Boolean(consent.variables) : klass.sharesPractice;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} id={titleId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {klass.name}
          </Text>
          <Group gap={6}>
            <Badge variant="light">{klass.examFamily}</Badge>
            {klass.archived && (
              <Badge variant="light" color="gray">
                {clt('class.archived')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {clt('class.teacher', { name: klass.teacherName })}
          {klass.targetDate && ` · ${clt('class.target', { date: formatDate(klass.targetDate, language) })}`}
        </Text>
        {klass.openAssignments > 0 && (
          <Text size="sm">{clt('class.open', { count: klass.openAssignments })}</Text>
        )}
        <Switch
          checked={shares}
          onChange={(event) => consent.mutate(event.currentTarget.checked)}
          label={clt('class.share')}
          description={clt('class.shareHelp')}
        />
        <Group>
          <Button size="xs" variant="default" color="red" onClick={() => setLeaving(true)}>
            {clt('class.leave')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={isLeaving}
        onClose={() => setLeaving(false)}
        title={clt('class.leaveTitle', { name: klass.name })}
        body={clt('class.leaveText')}
        cancel={clt('class.cancel')}
        confirm={clt('class.leaveConfirm')}
        color="red"
        mutation={leave}
        onConfirm={() => leave.mutate()}
      />
    </Card>
  );
}

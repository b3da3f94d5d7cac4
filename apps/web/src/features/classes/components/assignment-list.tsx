import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStates } from '../../../components/lists/paged-list';
import { myAssignmentsQueryOptions } from '../api/classes-api';
import { useClassesT } from '../lib/use-classes-t';
import { AssignmentCard } from './assignment-card';

/** The learner's class work: what is still to do, soonest due first, or everything. */
export function AssignmentList() {
  const { clt } = useClassesT();
  const [filter, setFilter] = useState<'open' | 'all'>('open');
  const assignments = useQuery(myAssignmentsQueryOptions(filter));
  const now = assignments.dataUpdatedAt;
  return (
    <Stack gap="sm" component="section" aria-labelledby="class-work-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="class-work-title">
          {clt('assignments.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setFilter(filter === 'open' ? 'all' : 'open')}
        >
          {filter === 'open' ? clt('assignments.showAll') : clt('assignments.showOpen')}
        </Button>
      </Group>
      <ListStates
        query={assignments}
        loadFailed={clt('assignments.loadFailed')}
        loading={<Skeleton height={140} radius="md" aria-label={clt('assignments.loading')} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<IconClipboardCheck size={32} aria-hidden />}
            title={clt('assignments.empty')}
            description={clt('assignments.emptyText')}
          />
        }
      >
        {(data) =>
          data.items.map((assignment) => (
            <AssignmentCard key={assignment.id} assignment={assignment} now={now} />
          ))
        }
      </ListStates>
    </Stack>
  );
}

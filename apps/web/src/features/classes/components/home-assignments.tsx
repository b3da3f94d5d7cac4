import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';
import { myAssignmentsQueryOptions } from '../api/classes-api';
import { useClassesT } from '../lib/use-classes-t';
import { AssignmentCard } from './assignment-card';

/** How many of the learner's open assignments the home page shows. */
export const shownOnHome = 3;

/** The home card's query: the smallest page the list takes (10); the card shows its first three. */
export const homeAssignmentsQueryOptions = () => myAssignmentsQueryOptions('open', 10);

/**
 * The home page's first card for a learner in a class: the class work still to do, soonest due
 * first (three at most), with Start; nothing at all when there is none.
 */
export function HomeAssignments() {
  const { clt } = useClassesT();
  const assignments = useQuery(homeAssignmentsQueryOptions());
  const shown = assignments.data?.items.slice(0, shownOnHome) ?? [];
  if (shown.length === 0) return null;
  const now = assignments.dataUpdatedAt;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="home-class-work">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="home-class-work">
            {clt('home.title')}
          </Title>
          <Button component={Link} to={paths.classes} variant="subtle" size="compact-sm">
            {clt('home.more')}
          </Button>
        </Group>
        {shown.map((assignment) => (
          <AssignmentCard key={assignment.id} assignment={assignment} now={now} />
        ))}
      </Stack>
    </Paper>
  );
}

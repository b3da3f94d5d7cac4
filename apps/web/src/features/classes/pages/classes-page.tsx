import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStates } from '../../../components/lists/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { myClassesQueryOptions } from '../api/classes-api';
import { AssignmentList } from '../components/assignment-list';
import { ClassCard } from '../components/class-card';
import { JoinCodeForm } from '../components/join-code-form';
import { useClassesT } from '../lib/use-classes-t';

/** /platform/user/classes: the learner's class work first, then their classes and a way to join one. */
export function ClassesPage() {
  const { clt } = useClassesT();
  usePageTitle(clt('title'));
  const classes = useQuery(myClassesQueryOptions());
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {clt('title')}
        </Title>
        <Text c="dimmed">{clt('subtitle')}</Text>
      </Stack>
      <AssignmentList />
      <Stack gap="sm" component="section" aria-labelledby="my-classes-title">
        <Title order={2} size="h3" id="my-classes-title">
          {clt('classes.title')}
        </Title>
        <ListStates
          query={classes}
          loadFailed={clt('classes.loadFailed')}
          loading={<Skeleton height={120} radius="md" />}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={<IconSchool size={32} aria-hidden />}
              title={clt('classes.empty')}
              description={clt('classes.emptyText')}
            />
          }
        >
          {(data) => data.items.map((klass) => <ClassCard key={klass.id} klass={klass} />)}
        </ListStates>
      </Stack>
      <JoinCodeForm />
    </Stack>
  );
}

import { useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ClassSummary } from '@prepwise/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStates } from '../../../components/lists/paged-list';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { myClassesQueryOptions } from '../api/teacher-api';
import { NewClassForm } from '../components/new-class-form';
import { Paging } from '../components/paging';
import { TeacherOnly } from '../components/teacher-only';
import { classPath } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';

const pageSize = 25;

function ClassRow({ klass }: { klass: ClassSummary }) {
  const { tt, language } = useTeacherT();
  const titleId = `teacher-class-${klass.id}`;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text
            fw={600}
            id={titleId}
            component={Link}
            to={classPath(klass.id)}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            td="underline"
          >
            {klass.name}
          </Text>
          <Group gap={6}>
            <Badge variant="light">{tt(`family.${klass.examFamily}`)}</Badge>
            {klass.archived && (
              <Badge variant="light" color="gray">
                {tt('classes.archived')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {tt('classes.learners', { count: klass.learnerCount })} ·{' '}
          {tt('classes.assignments', { count: klass.assignmentCount })}
          {klass.targetDate && ` · ${tt('classes.target', { date: formatDate(klass.targetDate, language) })}`}
        </Text>
        {!klass.isOwner && <Text size="sm">{tt('classes.sharedBy', { name: klass.ownerName })}</Text>}
      </Stack>
    </Card>
  );
}

function ClassList() {
  const { tt } = useTeacherT();
  const [isArchived, setArchived] = useState(false);
  const [page, setPage] = useState(0);
  const [isCreating, setCreating] = useState(false);
  const classes = useQuery(myClassesQueryOptions(isArchived, page, pageSize));
  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" gap="sm" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {tt('classes.title')}
          </Title>
          <Text c="dimmed">{tt('classes.subtitle')}</Text>
        </Stack>
        {!isCreating && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {tt('newClass.open')}
          </Button>
        )}
      </Group>
      {isCreating && <NewClassForm onCancel={() => setCreating(false)} />}
      <Switch
        checked={isArchived}
        onChange={(event) => {
          setArchived(event.currentTarget.checked);
          setPage(0);
        }}
        label={tt('classes.showArchived')}
      />
      <Stack gap="sm" component="section" aria-label={tt('classes.title')} aria-busy={classes.isFetching}>
        <ListStates
          query={classes}
          loadFailed={tt('classes.loadFailed')}
          loading={
            <>
              <Skeleton height={72} radius="md" />
              <Skeleton height={72} radius="md" />
            </>
          }
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={<IconSchool size={32} aria-hidden />}
              title={isArchived ? tt('classes.emptyArchived') : tt('classes.empty')}
              description={tt('classes.emptyText')}
              action={
                !isArchived &&
                !isCreating && <Button onClick={() => setCreating(true)}>{tt('newClass.open')}</Button>
              }
            />
          }
        >
          {(data) => (
            <>
              {data.items.map((klass) => (
                <ClassRow key={klass.id} klass={klass} />
              ))}
              <Paging page={page} size={pageSize} total={data.total} onChange={setPage} />
            </>
          )}
        </ListStates>
      </Stack>
    </Stack>
  );
}

/** /platform/teacher: the teacher's classes, current or archived, and "New class". */
export function TeacherClassesPage() {
  const { tt } = useTeacherT();
  usePageTitle(tt('classes.title'));
  return (
    <TeacherOnly>
      <ClassList />
    </TeacherOnly>
  );
}

import { Anchor, Badge, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ClassDetail } from '@prepwise/contracts';
import { QueryStates } from '../../../components/ui/query-states';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { classQueryOptions } from '../api/teacher-api';
import { GradebookTab } from '../components/gradebook-tab';
import { LearnersTab } from '../components/learners-tab';
import { SettingsTab } from '../components/settings-tab';
import { TeacherOnly } from '../components/teacher-only';
import { TeachersTab } from '../components/teachers-tab';
import { WorkTab } from '../components/work-tab';
import { classTabs, type ClassTab } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';

function isClassTab(value: string | null): value is ClassTab {
  return classTabs.includes(value as ClassTab);
}

function ClassTabs({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: ClassTab = isClassTab(requested) ? requested : 'work';
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (!isClassTab(value)) return;
        setSearch(value === 'work' ? {} : { tab: value }, { replace: true });
      }}
      keepMounted={false}
    >
      {/* Five tabs wrap onto a second row on a phone rather than hiding the last ones off screen. */}
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {classTabs.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {tt(`tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="work" pt="md">
        <WorkTab klass={klass} />
      </Tabs.Panel>
      <Tabs.Panel value="learners" pt="md">
        <LearnersTab klass={klass} />
      </Tabs.Panel>
      <Tabs.Panel value="gradebook" pt="md">
        <GradebookTab klass={klass} />
      </Tabs.Panel>
      <Tabs.Panel value="teachers" pt="md">
        <TeachersTab klass={klass} />
      </Tabs.Panel>
      <Tabs.Panel value="settings" pt="md">
        <SettingsTab klass={klass} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The class's name, exam, state and credits over its tabs. */
function ClassView({ data }: { data: ClassDetail }) {
  const { tt } = useTeacherT();
  return (
    <>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          <Badge variant="light">{tt(`family.${data.examFamily}`)}</Badge>
          {data.archived && (
            <Badge variant="light" color="gray">
              {tt('classes.archived')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {tt('classes.learners', { count: data.learnerCount })} ·{' '}
          {tt('class.credits', { ai: data.credits.aiScoring, mock: data.credits.mockScore })}
        </Text>
      </Stack>
      <ClassTabs klass={data} />
    </>
  );
}

function ClassScreen({ classId }: { classId: string }) {
  const { tt } = useTeacherT();
  const klass = useQuery(classQueryOptions(classId));
  usePageTitle(klass.data?.name ?? tt('class.loading'));
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={paths.teacher} size="sm">
        {tt('class.back')}
      </Anchor>
      <QueryStates
        query={klass}
        errorMessage={tt('class.loadFailed')}
        loading={
          <Stack gap="md" aria-busy>
            <Skeleton height={32} width="60%" />
            <Skeleton height={36} />
            <Skeleton height={160} radius="md" />
          </Stack>
        }
      >
        {(data) => <ClassView data={data} />}
      </QueryStates>
    </Stack>
  );
}

/** /platform/teacher/classes/:id: a class's work, learners, gradebook, teachers and settings (`?tab=`). */
export function ClassPage() {
  const { id = '' } = useParams();
  return (
    <TeacherOnly>
      <ClassScreen classId={id} />
    </TeacherOnly>
  );
}

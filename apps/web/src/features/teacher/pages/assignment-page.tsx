import { useCallback } from 'react';
import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { assignmentKey, assignmentsQueryOptions, classKey, teacherViews } from '../api/teacher-api';
import { ExportButtons } from '../../../components/ui/export-buttons';
import { ItemAnalysis } from '../components/item-analysis';
import { OpenAnswers } from '../components/open-answers';
import { SubmissionsList } from '../components/submissions-list';
import { TeacherOnly } from '../components/teacher-only';
import { classPath } from '../lib/teacher-paths';
import { useClassSocket, type LiveState } from '../lib/use-class-socket';
import { useTeacherT } from '../lib/use-teacher-t';

const liveColour: Record<LiveState, string> = {
  connecting: 'gray',
  live: 'green',
  offline: 'orange',
  refused: 'red',
};

function AssignmentView({ classId, assignmentId }: { classId: string; assignmentId: string }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  // The assignment's title: from the class's list (there is no single-assignment read for teachers).
  const assignments = useQuery(assignmentsQueryOptions(classId, 0, 100));
  const assignment = assignments.data?.items.find((item) => item.id === assignmentId);
  const title = assignment?.title ?? tt('assignment.title');
  usePageTitle(title);
  const handleEvent = useCallback(
    (message: unknown) => {
      const event = message as { type?: unknown; assignmentId?: unknown };
      if (event.type !== 'submission') return;
      if (event.assignmentId && event.assignmentId !== assignmentId) {
        void queryClient.invalidateQueries({ queryKey: classKey(classId) });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: assignmentKey(assignmentId) });
      void queryClient.invalidateQueries({ queryKey: classKey(classId) });
    },
    [assignmentId, classId, queryClient],
  );
  const live = useClassSocket(classId, handleEvent);
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={classPath(classId)} size="sm">
        {tt('assignment.back')}
      </Anchor>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Badge variant="dot" color={liveColour[live]} data-testid="live-state" data-state={live}>
          {tt(`live.${live}`)}
        </Badge>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="submissions-title">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="submissions-title">
            {tt('submissions.title')}
          </Title>
          <ExportButtons
            labels={{ csv: tt('export.csv'), xlsx: tt('export.xlsx') }}
            baseName={`results-${title}`}
            download={(format) =>
              teacherViews.resultsExport(
                { params: { assignmentId }, query: { format } },
                { context: { silent: true } },
              )
            }
          />
        </Group>
        <SubmissionsList classId={classId} assignmentId={assignmentId} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="answers-title">
        <Title order={2} size="h3" id="answers-title">
          {tt('answers.title')}
        </Title>
        <OpenAnswers classId={classId} assignmentId={assignmentId} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="items-title">
        <Title order={2} size="h3" id="items-title">
          {tt('items.title')}
        </Title>
        <ItemAnalysis assignmentId={assignmentId} />
      </Stack>
    </Stack>
  );
}

/**
 * /platform/teacher/classes/:id/assignments/:assignmentId: who has handed in (live, through the
 * class's socket), the open answers to sign, the item analysis and the results' export.
 */
export function AssignmentPage() {
  const { id = '', assignmentId = '' } = useParams();
  return (
    <TeacherOnly>
      <AssignmentView classId={id} assignmentId={assignmentId} />
    </TeacherOnly>
  );
}

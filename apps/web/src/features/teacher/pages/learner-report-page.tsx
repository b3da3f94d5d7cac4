import { Anchor, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ClassLearnerReport } from '@prepwise/contracts';
import { QueryStates } from '../../../components/ui/query-states';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { learnerReportQueryOptions } from '../api/teacher-api';
import { StatusBadge } from '../components/status-badge';
import { TeacherOnly } from '../components/teacher-only';
import { formatDateTime, formatScore } from '../lib/date-input';
import { assignmentPath, classPath } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

/** The learner's name, predicted score, class work, skills, weakest types and shared practice. */
function ReportView({ data, classId }: { data: ClassLearnerReport; classId: string }) {
  const { tt, language } = useTeacherT();
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {data.fullName}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {data.email}
        </Text>
      </Stack>
      {data.predicted && (
        <Paper withBorder p="sm" radius="md">
          <Text fw={600}>
            {tt('report.predicted', {
              scale: data.predicted.scale,
              score: data.predicted.score,
              low: data.predicted.low,
              high: data.predicted.high,
            })}
          </Text>
        </Paper>
      )}
      <Stack gap="xs" component="section" aria-labelledby="report-work-title">
        <Title order={2} size="h3" id="report-work-title">
          {tt('report.work')}
        </Title>
        {data.assignments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {tt('work.empty')}
          </Text>
        ) : (
          <TableScroll minWidth={520}>
            <Table striped withTableBorder verticalSpacing="xs" aria-label={tt('report.work')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{tt('gradebook.assignment')}</Table.Th>
                  <Table.Th scope="col">{tt('report.due')}</Table.Th>
                  <Table.Th scope="col">{tt('submissions.status')}</Table.Th>
                  <Table.Th scope="col">{tt('submissions.score')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.assignments.map((row) => (
                  <Table.Tr key={row.assignmentId}>
                    <Table.Th scope="row" fw={500}>
                      <Anchor component={Link} to={assignmentPath(classId, row.assignmentId)} size="sm">
                        {row.title}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{formatDateTime(row.dueAt, language)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>{formatScore(row.result)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack
          gap="xs"
          component="section"
          aria-labelledby="report-skills-title"
          style={{ flex: '1 1 16rem' }}
        >
          <Title order={2} size="h3" id="report-skills-title">
            {tt('report.skills')}
          </Title>
          {data.skills.length === 0 ? (
            <Text size="sm" c="dimmed">
              {tt('report.noData')}
            </Text>
          ) : (
            data.skills.map((skill) => (
              <Text key={skill.skill} size="sm">
                {tt('report.skill', {
                  skill: tt(`skill.${skill.skill}`, { defaultValue: skill.skill }),
                  share: percent(skill.share),
                  count: skill.answers,
                })}
              </Text>
            ))
          )}
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="report-weak-title" style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h3" id="report-weak-title">
            {tt('report.weakest')}
          </Title>
          {data.weakestTypes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {tt('report.noData')}
            </Text>
          ) : (
            data.weakestTypes.map((type) => (
              <Text key={type.type} size="sm">
                {tt('report.skill', {
                  skill: t(`questionType.${type.type}`),
                  share: percent(type.share),
                  count: type.answers,
                })}
              </Text>
            ))
          )}
        </Stack>
      </Group>
      <Stack gap="xs" component="section" aria-labelledby="report-practice-title">
        <Title order={2} size="h3" id="report-practice-title">
          {tt('report.practice')}
        </Title>
        {data.recentPractice === null ? (
          <Text size="sm" c="dimmed">
            {tt('report.notShared')}
          </Text>
        ) : data.recentPractice.length === 0 ? (
          <Text size="sm" c="dimmed">
            {tt('report.noData')}
          </Text>
        ) : (
          data.recentPractice.map((session, index) => (
            <Text key={`${session.startedDate}-${index}`} size="sm">
              {formatDate(session.startedDate, language)} ·{' '}
              {session.type ? t(`questionType.${session.type}`) : tt('report.mixed')} ·{' '}
              {tt('report.answers', { count: session.answers })}
            </Text>
          ))
        )}
      </Stack>
    </Stack>
  );
}

function ReportScreen({ classId, userId }: { classId: string; userId: string }) {
  const { tt } = useTeacherT();
  const report = useQuery(learnerReportQueryOptions(classId, userId));
  usePageTitle(report.data?.fullName ?? tt('report.loading'));
  const back = (
    <Anchor component={Link} to={classPath(classId, 'learners')} size="sm">
      {tt('report.back')}
    </Anchor>
  );
  return (
    <Stack gap="lg" maw={960}>
      {back}
      <QueryStates
        query={report}
        errorMessage={tt('report.loadFailed')}
        loading={
          <Stack gap="md" aria-busy>
            <Skeleton height={32} width="50%" />
            <Skeleton height={160} />
          </Stack>
        }
      >
        {(data) => <ReportView data={data} classId={classId} />}
      </QueryStates>
    </Stack>
  );
}

/** A learner of a class, for its teachers: the class's work, skills, prediction and shared practice. */
export function LearnerReportPage() {
  const { id = '', userId = '' } = useParams();
  return (
    <TeacherOnly>
      <ReportScreen classId={id} userId={userId} />
    </TeacherOnly>
  );
}

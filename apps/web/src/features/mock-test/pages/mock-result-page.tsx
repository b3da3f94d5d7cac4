import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MockReport } from '@prepwise/contracts';
import { useParams } from 'react-router';
import { QueryStates } from '../../../components/ui/query-states';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { mockReportQueryOptions } from '../api/mock-api';
import { DownloadReportButton } from '../components/download-report-button';
import { ItemResults } from '../components/item-results';
import { PreviousMocks } from '../components/previous-mocks';
import { communicativeSkills, EnablingSkills, ScoreOverview } from '../components/score-overview';
import { SectionTimeChart } from '../components/section-time-chart';
import { SkillsRadar } from '../components/skills-radar';
import { ThptMarks } from '../components/thpt-marks';
import { mockPaths } from '../lib/mock-paths';
import { useMockT } from '../lib/use-mock-t';
import { useMockName } from '../../../lib/mock-name';
import { BackLink } from '../../../components/ui/back-link';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * /platform/mock-test/result/:mockId: scores (PTE: 10-90 skills and radar; THPT: the mark out of
 * 10 per part and type), time per section, items (objective ones marked even before scoring),
 * the comparison with earlier scored mocks, and the PDF.
 */
export function MockResultPage() {
  const { mk } = useMockT();
  const mockId = useParams().mockId ?? '';
  const report = useQuery(mockReportQueryOptions(mockId));
  usePageTitle(mk('report.title'));
  const back = <BackLink to={mockPaths.list} label={mk('intro.back')} />;
  return (
    <Stack gap="lg">
      {back}
      <QueryStates
        query={report}
        errorMessage={mk('report.loadFailed')}
        loading={
          <Stack gap="md" aria-busy>
            <Skeleton height={200} radius="md" />
            <Skeleton height={300} radius="md" />
          </Stack>
        }
      >
        {(data) => <ReportView report={data} mockId={mockId} />}
      </QueryStates>
    </Stack>
  );
}

/** The report's heading, scores, time per section, items and earlier mocks, and the PDF. */
function ReportView({ report, mockId }: { report: MockReport; mockId: string }) {
  const { mk, language } = useMockT();
  const mockName = useMockName();
  const { examInfo, scores, sections, items } = report;
  const isThpt = examInfo.kind === 'THPT';
  return (
    <>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {mk('report.title')}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {mockName(examInfo.name)}
          {examInfo.finishedDate && ` · ${formatDate(examInfo.finishedDate, language)}`}
          {' · '}
          {/* A phrase, not the list's status word ("· Finish"): the line reads as a sentence. */}
          {mk(`report.statusLine.${examInfo.status}`)}
        </Text>
      </Stack>
      {!scores && (
        <Alert color="yellow" variant="light" role="status">
          {examInfo.status === 'SCORING'
            ? mk('report.scoring')
            : examInfo.status === 'CANCELLED'
              ? mk('after.cancelledText')
              : examInfo.status === 'SCORING_FAILED'
                ? mk('after.failedText')
                : mk('report.notScored')}
        </Alert>
      )}
      <DownloadReportButton mockId={mockId} isReady={examInfo.reportId !== null} />
      {scores && isThpt && (
        <Section id="report-thpt" title={mk('report.thptTitle')}>
          <ThptMarks scores={scores} />
        </Section>
      )}
      {scores && !isThpt && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section id="report-scores" title={mk('report.scores')}>
              <ScoreOverview scores={scores} />
            </Section>
            <Section id="report-radar" title={mk('report.radar')}>
              <SkillsRadar
                title={mk('report.radar')}
                points={communicativeSkills.map((skill) => ({
                  key: skill.key,
                  label: mk(`skill.${skill.key}`),
                  score: scores[skill.field],
                }))}
              />
            </Section>
          </SimpleGrid>
          <Section id="report-enabling" title={mk('report.enabling')}>
            <EnablingSkills scores={scores} />
          </Section>
        </>
      )}
      <Section id="report-time" title={mk('report.time')}>
        <SectionTimeChart sections={sections} />
      </Section>
      <Section id="report-items" title={mk('report.items')}>
        <ItemResults items={items} isScored={scores !== null} />
      </Section>
      {scores && (
        <Section id="report-previous" title={mk('report.previous')}>
          <PreviousMocks report={report} />
        </Section>
      )}
    </>
  );
}

import { lazy, type ReactNode } from 'react';
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { EnablingScores, ProgressDay } from '@prepwise/contracts';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { enablingNames, skillNames } from '../lib/skill-names';
import { useProgressT } from '../lib/use-progress-t';
import { ChartFrame } from '../../../components/ui/chart-frame';
import { TableScroll } from '../../../components/ui/table-scroll';

// recharts and Mantine's charts come with the first chart drawn, never with the home page.
const ProgressCharts = lazy(() => import('./progress-charts'));

const dayDate = (day: string) => formatDate(`${day}T12:00:00Z`, currentLanguage());

function FiguresCard(props: {
  title: string;
  summary: string;
  chart: ReactNode;
  chartTestId: string;
  table: ReactNode;
  testId: string;
}) {
  const { pt } = useProgressT();
  return (
    <Paper withBorder radius="lg" p="md" data-testid={props.testId}>
      <Stack gap="xs">
        <Text fw={600} component="h3" size="sm" m={0}>
          {props.title}
        </Text>
        <Text size="sm">{props.summary}</Text>
        <ChartFrame testId={props.chartTestId} height={240} loadFailed={pt('chart.loadFailed')}>
          {props.chart}
        </ChartFrame>
        <details>
          <summary>{pt('chart.table')}</summary>
          <TableScroll minWidth={320}>{props.table}</TableScroll>
        </details>
      </Stack>
    </Paper>
  );
}

/** Skills over time: the line chart, a sentence on the latest day and the table of every day. */
export function SkillFigures({ days, windowDays }: { days: ProgressDay[]; windowDays: number }) {
  const { pt } = useProgressT();
  const latest = days.at(-1);
  const score = (value: number | null) => (value === null ? pt('chart.noScore') : String(value));
  if (!latest) {
    return (
      <Paper withBorder radius="lg" p="md" data-testid="progress-skills">
        <Text fw={600} component="h3" size="sm" m={0}>
          {pt('chart.skills.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {pt('chart.skills.empty', { days: windowDays })}
        </Text>
      </Paper>
    );
  }
  return (
    <FiguresCard
      testId="progress-skills"
      chartTestId="progress-line-chart"
      title={pt('chart.skills.title')}
      summary={pt('chart.skills.summary', {
        days: windowDays,
        date: dayDate(latest.date),
        scores: skillNames.map((skill) => `${pt(`skill.${skill}`)} ${score(latest[skill])}`).join(', '),
      })}
      chart={<ProgressCharts chart="skills" days={days} enabling={emptyEnabling} />}
      table={
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{pt('chart.date')}</Table.Th>
              {skillNames.map((skill) => (
                <Table.Th scope="col" key={skill}>
                  {pt(`skill.${skill}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Th scope="row">{dayDate(day.date)}</Table.Th>
                {skillNames.map((skill) => (
                  <Table.Td key={skill}>{score(day[skill])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

const emptyEnabling: EnablingScores = {
  grammar: null,
  oralFluency: null,
  pronunciation: null,
  spelling: null,
  vocabulary: null,
  writtenDiscourse: null,
};

/** Enabling skills: the radar, a sentence listing them and their table. */
export function EnablingFigures({ enabling, windowDays }: { enabling: EnablingScores; windowDays: number }) {
  const { pt } = useProgressT();
  const scored = enablingNames.filter((skill) => enabling[skill] !== null);
  if (scored.length === 0) {
    return (
      <Paper withBorder radius="lg" p="md" data-testid="progress-enabling">
        <Text fw={600} component="h3" size="sm" m={0}>
          {pt('chart.enabling.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {pt('chart.enabling.empty')}
        </Text>
      </Paper>
    );
  }
  const score = (skill: (typeof enablingNames)[number]) => enabling[skill] ?? pt('chart.noScore');
  return (
    <FiguresCard
      testId="progress-enabling"
      chartTestId="progress-radar-chart"
      title={pt('chart.enabling.title')}
      summary={pt('chart.enabling.summary', {
        days: windowDays,
        scores: enablingNames.map((skill) => `${pt(`enabling.${skill}`)} ${score(skill)}`).join(', '),
      })}
      chart={<ProgressCharts chart="enabling" days={[]} enabling={enabling} />}
      table={
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{pt('chart.skill')}</Table.Th>
              <Table.Th scope="col">{pt('chart.score')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {enablingNames.map((skill) => (
              <Table.Tr key={skill}>
                <Table.Th scope="row">{pt(`enabling.${skill}`)}</Table.Th>
                <Table.Td>{score(skill)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

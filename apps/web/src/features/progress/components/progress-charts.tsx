import '@mantine/charts/styles.css';
import { LineChart, RadarChart } from '@mantine/charts';
import type { EnablingScores, ProgressDay } from '@prepwise/contracts';
import { enablingNames, skillNames } from '../lib/skill-names';
import { useProgressT } from '../lib/use-progress-t';

const skillColors = {
  speaking: 'indigo.6',
  writing: 'teal.6',
  reading: 'orange.6',
  listening: 'grape.6',
} as const;

/**
 * The charts (recharts through Mantine), loaded lazily so the home page's first load does not
 * carry them. Each is drawn inside a ChartFrame: the text summary and the table next to it say
 * the same.
 */
export default function ProgressCharts({
  chart,
  days,
  enabling,
}: {
  chart: 'skills' | 'enabling';
  days: ProgressDay[];
  enabling: EnablingScores;
}) {
  const { pt } = useProgressT();
  if (chart === 'skills') {
    return (
      <LineChart
        h={240}
        data={days}
        dataKey="date"
        connectNulls
        yAxisProps={{ domain: [10, 90] }}
        series={skillNames.map((skill) => ({
          name: skill,
          label: pt(`skill.${skill}`),
          color: skillColors[skill],
        }))}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
      />
    );
  }
  const data = enablingNames.map((skill) => ({
    skill: pt(`enabling.${skill}`),
    score: enabling[skill] ?? 10,
  }));
  return (
    <RadarChart
      h={260}
      data={data}
      dataKey="skill"
      withPolarRadiusAxis
      polarRadiusAxisProps={{ domain: [10, 90] }}
      series={[{ name: 'score', color: 'indigo.5', opacity: 0.3 }]}
    />
  );
}

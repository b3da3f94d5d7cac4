import { Group, Paper, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MockScores } from '@prepwise/contracts';
import { useMockT } from '../lib/use-mock-t';

/** The four communicative skills and the six enabling skills, with their score fields. */
export const communicativeSkills = [
  { key: 'speaking', field: 'scoreSpeaking', band: 'comSpeaking' },
  { key: 'writing', field: 'scoreWriting', band: 'comWriting' },
  { key: 'reading', field: 'scoreReading', band: 'comReading' },
  { key: 'listening', field: 'scoreListening', band: 'comListening' },
] as const;

export const enablingSkills = [
  { key: 'grammar', field: 'enaGrammar' },
  { key: 'oralFluency', field: 'enaOraFluency' },
  { key: 'pronunciation', field: 'enaPronunciation' },
  { key: 'spelling', field: 'enaSpelling' },
  { key: 'vocabulary', field: 'enaVocabulary' },
  { key: 'writtenDiscourse', field: 'enaWrittenDiscourse' },
] as const;

function scoreColor(score: number | null): string {
  if (score === null) return 'gray';
  return (score - 10) / 80 >= 0.5 ? 'teal' : 'red';
}

function ScoreTile({ label, score, note }: { label: string; score: number | null; note?: string | null }) {
  const percent = score === null ? 0 : ((score - 10) / 80) * 100;
  return (
    <Paper withBorder radius="md" p="xs">
      <Group gap="xs" wrap="nowrap">
        <RingProgress
          size={56}
          thickness={5}
          sections={[{ value: percent, color: scoreColor(score) }]}
          aria-hidden
          label={
            <Text ta="center" fw={700} size="sm">
              {score ?? '–'}
            </Text>
          }
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {score === null ? '–' : `${score} / 90`}
            {note ? ` · ${note}` : ''}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The overall score, the four skills with their band, and the enabling skills, all on 10-90. */
export function ScoreOverview({ scores }: { scores: MockScores }) {
  const { mk } = useMockT();
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <RingProgress
          size={120}
          thickness={10}
          sections={[
            {
              value: (((scores.overallScore ?? 10) - 10) / 80) * 100,
              color: scoreColor(scores.overallScore),
            },
          ]}
          aria-hidden
          label={
            <Text ta="center" fw={800} size="xl">
              {scores.overallScore ?? '–'}
            </Text>
          }
        />
        <Stack gap={2}>
          <Text fw={700} size="lg">
            {mk('report.overall')}
          </Text>
          <Text c="dimmed" data-testid="overall-score">
            {mk('report.overallOf', { score: scores.overallScore ?? '–' })}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {communicativeSkills.map((skill) => (
          <ScoreTile
            key={skill.key}
            label={mk(`skill.${skill.key}`)}
            score={scores[skill.field]}
            note={scores[skill.band] ? mk(`band.${scores[skill.band]}`) : null}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The enabling skills as tiles. */
export function EnablingSkills({ scores }: { scores: MockScores }) {
  const { mk } = useMockT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {enablingSkills.map((skill) => (
        <ScoreTile key={skill.key} label={mk(`enabling.${skill.key}`)} score={scores[skill.field]} />
      ))}
    </SimpleGrid>
  );
}

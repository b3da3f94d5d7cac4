import { Group, Progress, Stack, Text } from '@mantine/core';
import type { AnswerResult } from '@prepwise/contracts';
import { traitViews } from '../lib/open-answers';
import { useScorerMessage } from '../lib/use-scorer-message';
import { formatDecimal, useScoringT } from '../lib/use-scoring-t';

/**
 * Per-trait bars: the trait's name, "score / max" in words and a bar; the raw estimate when a zero
 * rule cut it, and the scorer's sentence saying why when a trait is low.
 */
export function TraitBars({ answer }: { answer: AnswerResult }) {
  const { st, language } = useScoringT();
  const writeMessage = useScorerMessage();
  const { traits, cutBy } = traitViews(answer);
  if (traits.length === 0) return null;
  const traitName = (name: string) => st(`trait.${name}`, { defaultValue: name });
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={st('scored.traits')}>
      {traits.map((trait) => {
        const share = trait.max > 0 ? trait.score / trait.max : 0;
        const value = st('scored.traitValue', {
          score: formatDecimal(trait.score, language),
          max: formatDecimal(trait.max, language),
        });
        return (
          <li key={trait.name} data-testid={`trait-${trait.name}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {traitName(trait.name)}
              </Text>
              <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
                {value}
              </Text>
            </Group>
            <Progress
              value={share * 100}
              color={share >= 0.5 ? 'teal' : 'red'}
              size="md"
              radius="xl"
              aria-label={`${traitName(trait.name)}: ${value}`}
            />
            {trait.cut && (
              <Text size="xs" c="dimmed" mt={2}>
                {st('scored.rawNote', {
                  trait: traitName(trait.name),
                  raw: formatDecimal(trait.raw, language),
                  max: formatDecimal(trait.max, language),
                })}
                {cutBy && ` ${st('scored.cutBy', { rule: traitName(cutBy) })}.`}
              </Text>
            )}
            {trait.lowReason !== null && (
              <Text size="sm" mt={4} data-testid={`trait-reason-${trait.name}`}>
                {writeMessage(trait.lowReason)}
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { AnswerResult } from '@prepwise/contracts';
import { scoreReasons } from '../lib/score-reasons';
import { formatDecimal, useScoringT } from '../lib/use-scoring-t';

/**
 * "Why this score": the length rule with the learner's word count and the allowed range, each zero
 * rule that applied and the scorer's screening notes, all in the learner's language.
 */
export function ScoreReasons({ answer }: { answer: AnswerResult }) {
  const { st, language } = useScoringT();
  const reasons = scoreReasons(answer);
  if (reasons.length === 0) return null;
  const isZeroed = answer.flags.includes('FORM_ZERO') || answer.flags.includes('CONTENT_ZERO');
  const text = (key: string, values: Record<string, number | string>) => {
    const shown = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        name === 'rule'
          ? st(`trait.${String(value)}`)
          : typeof value === 'number'
            ? formatDecimal(value, language, 0)
            : value,
      ]),
    );
    return st(key, shown);
  };
  return (
    <Alert
      color={isZeroed ? 'yellow' : 'gray'}
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={st('reason.title')}
      data-testid="score-reasons"
    >
      <List size="sm" spacing={4}>
        {reasons.map((reason) => (
          <List.Item key={reason.key}>
            <Text size="sm" span>
              {text(reason.key, reason.values)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

import { Badge } from '@mantine/core';
import type { AnswerResult } from '@prepwise/contracts';
import { scoreBand } from '../lib/score-reasons';
import { formatDecimal, useScoringT } from '../lib/use-scoring-t';

const colors = { excellent: 'teal', good: 'teal', fair: 'yellow', low: 'orange' } as const;

/** The words for an open (AI-scored) answer's state: its score and band, or where its scoring stands. */
export function useOpenVerdict() {
  const { st, language } = useScoringT();
  return (answer: Pick<AnswerResult, 'status' | 'score' | 'max'>) => {
    if (answer.status === 'SCORED' && answer.score !== null && answer.max !== null) {
      const band = scoreBand(answer.score, answer.max);
      return {
        color: colors[band],
        label: st('verdict.scored', {
          score: formatDecimal(answer.score, language),
          max: formatDecimal(answer.max, language),
          band: st(`band.${band}`),
        }),
      };
    }
    if (answer.status === 'SCORING') return { color: 'blue', label: st('verdict.waiting') };
    if (answer.status === 'SCORING_FAILED') return { color: 'gray', label: st('verdict.failed') };
    return { color: 'gray', label: st('verdict.notScored') };
  };
}

/**
 * The verdict badge of an open answer: never "incorrect", but the AI score with a band word
 * ("Good"), or "Not scored yet" / "Waiting for scoring". The text wraps instead of being cut.
 */
export function OpenVerdict({ answer }: { answer: AnswerResult }) {
  const verdict = useOpenVerdict()(answer);
  return (
    <Badge
      color={verdict.color}
      variant="light"
      tt="none"
      h="auto"
      py={2}
      style={{ whiteSpace: 'normal', maxWidth: '100%' }}
      data-testid="open-verdict"
    >
      {verdict.label}
    </Badge>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PracticeSession } from '@prepwise/contracts';

/**
 * Where a session's score stands: nothing answered yet; the marked score; and for open answers
 * still without their AI score, "waiting for scoring" or "not scored" (never a bare "0 / 0").
 */
export function sessionScoreParts(exam: Pick<PracticeSession, 'answers' | 'score' | 'max'>) {
  const open = exam.answers.filter((answer) => answer.status !== 'MARKED');
  const pending = open.filter((answer) => answer.status !== 'SCORED');
  const scoring = pending.some((answer) => answer.status === 'SCORING');
  return {
    hasAnswers: exam.answers.length > 0,
    hasScore: exam.max > 0,
    unscored: pending.length === 0 ? null : scoring ? ('waiting' as const) : ('notScored' as const),
  };
}

export function SessionScore({ exam, fw }: { exam: PracticeSession; fw?: number }) {
  const { t } = useTranslation();
  const parts = sessionScoreParts(exam);
  const pieces: string[] = [];
  if (!parts.hasAnswers) pieces.push(t('history.score.none'));
  if (parts.hasScore) pieces.push(t('history.scoreValue', { score: exam.score, max: exam.max }));
  if (parts.unscored) pieces.push(t(`history.score.${parts.unscored}`));
  return (
    <Text size="sm" fw={fw} data-testid="session-score" span>
      {pieces.join(' · ')}
    </Text>
  );
}

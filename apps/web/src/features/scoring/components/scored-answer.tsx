import { Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { AnswerResult } from '@prepwise/contracts';
import { answerSkillScore } from '../lib/open-answers';
import { formatDecimal, useScoringT } from '../lib/use-scoring-t';
import { AiFeedbackNote } from './ai-feedback-note';
import { ScoreReasons } from './score-reasons';
import { SpeechFeedback } from './speech-feedback';
import { TeacherReviewNote } from './teacher-review-note';
import { TraitBars } from './trait-bars';
import { WritingFeedback } from './writing-feedback';

/** Whether an answer has an AI score to show. */
export function hasAiScore(answer: AnswerResult): boolean {
  return answer.status === 'SCORED' && answer.traits !== null && Object.keys(answer.traits).length > 0;
}

/**
 * One AI-scored open answer: total, 10-90 skill score, per-trait bars, then the evidence (the
 * written text with its marks, or the recording with its word timeline) and any provider feedback.
 */
export function ScoredAnswer({ answer }: { answer: AnswerResult }) {
  const { st, language } = useScoringT();
  const skill = answerSkillScore(answer);
  const isSpoken = answer.response.audioKey !== undefined || answer.speech !== null;
  return (
    <Stack gap="sm" data-testid="scored-answer">
      <Divider />
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={2}>
          <Title order={3} size="h5">
            <Group gap={6} component="span">
              <IconSparkles size={16} aria-hidden />
              {st('scored.title')}
            </Group>
          </Title>
          <Text fw={700} data-testid="ai-total">
            {st('scored.total', {
              score: formatDecimal(answer.score ?? 0, language),
              max: formatDecimal(answer.max ?? 0, language),
            })}
          </Text>
        </Stack>
        {skill && (
          <Badge size="lg" variant="light" tt="none" data-testid="skill-score" style={{ maxWidth: '100%' }}>
            {st('scored.skill', { score: skill.score })}
          </Badge>
        )}
      </Group>
      {skill && (
        <Text size="xs" c="dimmed">
          {skill.skills.map((name) => st(`skill.${name}`)).join(', ')}
          {skill.skills.length > 0 && ' · '}
          {st('scored.skillNote')}
        </Text>
      )}
      {answer.teacherReview && <TeacherReviewNote review={answer.teacherReview} aiTraits={answer.traits} />}
      <ScoreReasons answer={answer} />
      <TraitBars answer={answer} />
      {isSpoken ? (
        <SpeechFeedback answer={answer} />
      ) : (
        answer.response.text !== undefined && <WritingFeedback answer={answer} />
      )}
      {answer.aiFeedback && <AiFeedbackNote feedback={answer.aiFeedback} />}
    </Stack>
  );
}

import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnswerResult } from '@prepwise/contracts';
import { markTone, UnderlinedText } from '../../item-player';
import { hasAiScore, OpenVerdict, ScoredAnswer } from '../../scoring';
import { formatDateTime } from '../lib/date-time';

const toneColors = {
  correct: 'teal',
  partial: 'orange',
  incorrect: 'red',
  waiting: 'blue',
  failed: 'gray',
} as const;

/** The answers of a past session: question, mark (colour and words), key and time. */
export function AnswerList({ answers }: { answers: AnswerResult[] }) {
  const { t } = useTranslation();
  if (answers.length === 0) return <Text c="dimmed">{t('history.noAnswers')}</Text>;
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {answers.map((answer) => {
        const tone = markTone(answer);
        return (
          <Paper key={answer.questionId} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {t('history.questionLabel', {
                  id: answer.questionId,
                  type: t(`questionType.${answer.questionType}`),
                })}
              </Text>
              {answer.status === 'MARKED' ? (
                <Badge color={toneColors[tone]} variant="light" h="auto" style={{ whiteSpace: 'normal' }}>
                  {t(`player.result.${tone}`)}
                  {(tone === 'correct' || tone === 'partial' || tone === 'incorrect') &&
                    ` · ${answer.score ?? 0}/${answer.max ?? 0}`}
                </Badge>
              ) : (
                <OpenVerdict answer={answer} />
              )}
            </Group>
            {answer.expectAnswer && (
              <Text size="sm" mt={4}>
                {t('player.result.rightAnswer')} <UnderlinedText text={answer.expectAnswer} />
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {formatDateTime(answer.answeredDate)}
            </Text>
            {hasAiScore(answer) && <ScoredAnswer answer={answer} />}
          </Paper>
        );
      })}
    </Stack>
  );
}

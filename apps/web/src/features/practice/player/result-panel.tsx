import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCheck,
  IconClockHour4,
  IconProgress,
  IconRotate,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnswerResult } from '@prepwise/contracts';
import { describeExpected, EvidenceList, markTone, readEvidence, UnderlinedText } from '../../item-player';
import { hasAiScore, ScoredAnswer } from '../../scoring';

interface ResultPanelProps {
  result: AnswerResult;
  /** The question's lettered options, to spell out letter keys. */
  options: { letter: string; text: string }[];
  isLast: boolean;
  /** For an open answer (AI-scored): the scoring panel shown in place of a mark. */
  scoring?: ReactNode;
  /** A request is on its way (the answer sent for scoring): Try again and Next wait for it. */
  isBusy?: boolean;
  onTryAgain: () => void;
  onNext: () => void;
}

const toneStyles = {
  correct: { color: 'teal', icon: <IconCheck aria-hidden /> },
  partial: { color: 'orange', icon: <IconProgress aria-hidden /> },
  incorrect: { color: 'red', icon: <IconX aria-hidden /> },
  waiting: { color: 'blue', icon: <IconClockHour4 aria-hidden /> },
  failed: { color: 'gray', icon: <IconAlertTriangle aria-hidden /> },
} as const;

/** Practice-mode feedback right under the item: mark, right answer, explanation, evidence, next steps. */
export function ResultPanel({
  result,
  options,
  isLast,
  scoring,
  isBusy = false,
  onTryAgain,
  onNext,
}: ResultPanelProps) {
  const { t, i18n } = useTranslation();
  const isOpen = result.status !== 'MARKED';
  const tone = markTone(result);
  const style = isOpen ? toneStyles.waiting : toneStyles[tone];
  const explanation = result.explanation
    ? i18n.language === 'vi'
      ? result.explanation.vi
      : result.explanation.en
    : null;
  return (
    <Alert
      color={style.color}
      variant="light"
      icon={style.icon}
      title={isOpen ? t('player.result.saved') : t(`player.result.${tone}`)}
      role="status"
      aria-live="polite"
      data-testid="answer-result"
    >
      <Stack gap="sm">
        {!isOpen &&
          (tone === 'waiting' || tone === 'failed' ? (
            <Text size="sm">{t(`player.result.${tone}Text`)}</Text>
          ) : (
            <Text fw={700}>
              {t('player.result.score', { score: result.score ?? 0, max: result.max ?? 0 })}
            </Text>
          ))}
        {result.expectAnswer && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <Text span fw={600}>
              {t('player.result.rightAnswer')}{' '}
            </Text>
            <UnderlinedText text={describeExpected(result.expectAnswer, options)} />
          </Text>
        )}
        {explanation && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {t('player.result.explanation')}{' '}
            </Text>
            {explanation}
          </Text>
        )}
        {result.transcript && (
          <Text size="sm">
            <Text span fw={600}>
              {t('player.result.transcript')}{' '}
            </Text>
            {result.transcript}
          </Text>
        )}
        {hasAiScore(result) ? (
          <ScoredAnswer answer={result} />
        ) : isOpen ? (
          scoring
        ) : (
          <EvidenceList items={readEvidence(result)} />
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRotate size={16} aria-hidden />}
            disabled={isBusy}
            onClick={onTryAgain}
          >
            {t('player.tryAgain')}
          </Button>
          <Button rightSection={<IconArrowRight size={16} aria-hidden />} disabled={isBusy} onClick={onNext}>
            {isLast ? t('player.finish') : t('player.nextQuestion')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import type { AnswerResponse, ReviewAnswerResult } from '@prepwise/contracts';
import { RecorderPanel } from '../../item-player';
import { answerReviewCard } from '../api/review-api';
import { useReviewT } from '../lib/use-review-t';
import { DrillFeedback } from './drill-feedback';
import { HearButton } from './hear-button';
import type { ReviewDrillProps } from './drill-props';

/** A say-the-word take is short: the recording stops by itself after this long. */
const takeSeconds = { preparation: 0, recording: 5 };

/**
 * The say-the-word drill of a pronunciation card: the word (heard with the browser's voice where
 * it can speak), then the speaking players' recorder: record, listen back, "Check". The
 * recording is uploaded and the server's speech scorer checks it; the verdict rates the card.
 * A failed check keeps the card and offers another take.
 */
export function SayWordDrill({ card, onAnswered, onNext }: ReviewDrillProps) {
  const { rt } = useReviewT();
  const [take, setTake] = useState(0);
  const [isRecording, setRecording] = useState(false);
  const [isSending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<ReviewAnswerResult | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (result) nextButton.current?.focus();
  }, [result]);

  async function check(response: AnswerResponse) {
    if (!response.audioKey || isSending) return;
    setSending(true);
    setFailed(false);
    try {
      const answer = await answerReviewCard(card.id, { audioKey: response.audioKey });
      setResult(answer);
      onAnswered(answer);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  function recordAgain() {
    setFailed(false);
    setTake((current) => current + 1);
    setRecording(true);
  }

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {rt('drill.PRONUNCIATION')}
        </Title>
        <Text fz={32} fw={700} lang="en" data-testid="say-word">
          {card.prompt.text}
        </Text>
        <HearButton text={card.prompt.text} />
        {!result && <Text size="sm">{rt('sayHint')}</Text>}
        {!result && !isRecording && (
          <Group>
            <Button leftSection={<IconMicrophone size={16} aria-hidden />} onClick={() => setRecording(true)}>
              {rt('record')}
            </Button>
          </Group>
        )}
        {!result && isRecording && (
          <RecorderPanel
            key={take}
            seconds={takeSeconds}
            isSubmitting={isSending}
            onSubmit={(response) => void check(response)}
            onRestart={recordAgain}
            onTakeChange={() => undefined}
            isCollecting={false}
            submitLabel={rt('checkSaid')}
            onTimerChange={undefined}
          />
        )}
        {isSending && (
          <Text size="sm" c="dimmed" role="status">
            {rt('checking')}
          </Text>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs">
              <Text size="sm">{rt('checkFailed')}</Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={recordAgain}
                style={{ alignSelf: 'flex-start' }}
              >
                {rt('recordAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        {result && <DrillFeedback result={result} onNext={onNext} nextRef={nextButton} />}
      </Stack>
    </Paper>
  );
}

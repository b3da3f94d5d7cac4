import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconMicrophone,
  IconPlayerStop,
  IconRefresh,
  IconSend,
} from '@tabler/icons-react';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerResponse } from '@prepwise/contracts';
import { formatClock } from '../lib/use-countdown';
import type { ItemAnswer, RecordingStatus } from '../item-answer';
import { useTaskTimer } from '../task-timer';
import { LevelMeter } from './level-meter';
import { useRecordingFlow, type RecordingStage } from './use-recording-flow';

interface RecorderPanelProps {
  seconds: { preparation: number; recording: number };
  isSubmitting: boolean;
  onSubmit: (response: AnswerResponse) => void;
  onRestart: () => void;
  /** Told of the take after every step (recording, recorded, uploaded with its key, …). */
  onTakeChange: (take: ItemAnswer) => void;
  /** The owner asks for the take as an answer: it is stopped, encoded and uploaded, then reported. */
  isCollecting: boolean;
  submitLabel: string | undefined;
  onTimerChange: ((text: string | null) => void) | undefined;
}

function statusOf(stage: RecordingStage, audioKey: string | null): RecordingStatus {
  if (audioKey) return 'uploaded';
  return stage === 'error' ? 'failed' : stage;
}

/** Preparation and recording countdowns, level meter, playback, upload progress and submit. */
export function RecorderPanel(props: RecorderPanelProps) {
  const { seconds, isSubmitting, onSubmit, onRestart, onTakeChange, isCollecting, submitLabel } = props;
  const { t } = useTranslation();
  const flow = useRecordingFlow(seconds, onSubmit);
  const prepText = t('speaking.prepIn', { time: formatClock(flow.prepLeft) });
  const recordText = t('speaking.recording', { time: formatClock(flow.recordLeft) });
  useTaskTimer(
    flow.stage === 'preparing' ? prepText : flow.stage === 'recording' ? recordText : null,
    props.onTimerChange,
  );

  // The take is part of the owner's answer: every step of it is reported.
  const { stage, flac, audioKey, collect } = flow;
  const reportTake = useEffectEvent(() => {
    const recording = { status: statusOf(stage, audioKey), ...(flac ? { flac } : {}) };
    onTakeChange(audioKey ? { audioKey, recording } : { recording });
  });
  useEffect(() => reportTake(), [stage, flac, audioKey]);

  // Inside a mock, Next asks for the take (stopping and uploading it) before moving on.
  const handOver = useEffectEvent(async () => {
    const response = await collect();
    // Reported even when nothing came of it, so the owner stops waiting.
    onTakeChange(
      response ? { ...response, recording: { status: 'uploaded' } } : { recording: { status: 'none' } },
    );
  });
  useEffect(() => {
    if (isCollecting) void handOver();
  }, [isCollecting]);
  return (
    <Paper withBorder radius="md" p="md" data-testid="recorder">
      <Stack gap="sm">
        {flow.stage === 'preparing' && (
          <Group justify="space-between" gap="sm">
            <Text fw={700} role="timer">
              {prepText}
            </Text>
            <Button leftSection={<IconMicrophone size={16} aria-hidden />} onClick={flow.beginRecording}>
              {t('speaking.startNow')}
            </Button>
          </Group>
        )}
        {flow.stage === 'recording' && (
          <>
            <Group justify="space-between" gap="sm">
              <Text fw={700} c="red" role="timer">
                ● {recordText}
              </Text>
              <Button
                color="red"
                leftSection={<IconPlayerStop size={16} aria-hidden />}
                onClick={flow.finishRecording}
              >
                {t('speaking.stop')}
              </Button>
            </Group>
            <LevelMeter level={flow.level} />
          </>
        )}
        {flow.stage === 'encoding' && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{t('speaking.encoding')}</Text>
          </Group>
        )}
        {(flow.stage === 'recorded' || flow.stage === 'uploading') && flow.playbackUrl && (
          <>
            <Text fw={600}>{t('speaking.playback')}</Text>
            <audio
              controls
              src={flow.playbackUrl}
              style={{ width: '100%' }}
              aria-label={t('speaking.playback')}
            />
          </>
        )}
        {flow.stage === 'uploading' && (
          <Stack gap={4}>
            <Text size="sm">{flow.isUploaded ? t('speaking.uploaded') : t('speaking.uploading')}</Text>
            <Progress
              value={flow.progress * 100}
              aria-label={t('speaking.uploading')}
              data-testid="upload-progress"
            />
          </Stack>
        )}
        {flow.stage === 'recorded' && (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRestart}>
              {t('speaking.recordAgain')}
            </Button>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={isSubmitting}
              onClick={flow.submit}
            >
              {submitLabel ?? t('speaking.submit')}
            </Button>
          </Group>
        )}
        {flow.stage === 'error' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Stack gap="xs">
              <Text size="sm">{t(`speaking.error.${flow.error ?? 'microphone'}`)}</Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={onRestart}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

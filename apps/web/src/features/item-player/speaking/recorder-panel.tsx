import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconMicrophone,
  IconPlayerStop,
  IconRefresh,
  IconSend,
} from '@tabler/icons-react';
import { use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerResponse } from '@prepwise/contracts';
import { formatClock } from '../lib/use-countdown';
import { AnswerDraftContext } from '../answer-draft';
import { usePlayerTimer } from '../player-timer';
import { SubmitLabelContext } from '../submit-button';
import { LevelMeter } from './level-meter';
import { useRecordingFlow } from './use-recording-flow';

interface RecorderPanelProps {
  seconds: { preparation: number; recording: number };
  isSubmitting: boolean;
  onSubmit: (response: AnswerResponse) => void;
  onRestart: () => void;
}

/** Preparation and recording countdowns, level meter, playback, upload progress and submit. */
export function RecorderPanel({ seconds, isSubmitting, onSubmit, onRestart }: RecorderPanelProps) {
  const { t } = useTranslation();
  const flow = useRecordingFlow(seconds, onSubmit);
  const prepText = t('speaking.prepIn', { time: formatClock(flow.prepLeft) });
  const recordText = t('speaking.recording', { time: formatClock(flow.recordLeft) });
  usePlayerTimer(flow.stage === 'preparing' ? prepText : flow.stage === 'recording' ? recordText : null);
  // Inside a mock, Next asks for the recording (stopping and uploading it) before moving on.
  const draft = use(AnswerDraftContext);
  // A mock saves the recording ("Save answer"), as it saves every other answer.
  const submitLabel = use(SubmitLabelContext);
  const { collect } = flow;
  useEffect(() => {
    if (!draft) return;
    draft.registerCollect(collect);
    return () => draft.registerCollect(null);
  }, [draft, collect]);
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

import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHourglass } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, useCountdown } from '../lib/use-countdown';
import { AudioOnce } from './audio-once';

type Stage = 'waiting' | 'playing' | 'done' | 'missing';

interface ListeningGateProps {
  audioLink: string | null;
  waitSeconds: number;
  /** The answer UI, shown once the recording starts (or cannot play). */
  children: ReactNode;
  /** Skip the audio (the answer is already marked). */
  isAnswered: boolean;
  /** Show the children only after the recording ended (speaking: prepare after listening). */
  revealOnEnd?: boolean;
}

/** Listening tasks: a visible countdown, then the recording once, then the answer UI. */
export function ListeningGate(props: ListeningGateProps) {
  const { audioLink, waitSeconds, children, isAnswered, revealOnEnd = false } = props;
  const { t } = useTranslation();
  const initial: Stage = isAnswered
    ? 'done'
    : !audioLink
      ? 'missing'
      : waitSeconds > 0
        ? 'waiting'
        : 'playing';
  const [stage, setStage] = useState<Stage>(initial);
  const startAudio = useCallback(() => setStage('playing'), []);
  const left = useCountdown(waitSeconds, stage === 'waiting', startAudio);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        {stage === 'waiting' && (
          <Group justify="space-between" gap="sm">
            <Group gap="xs" role="timer" aria-live="polite">
              <IconHourglass size={18} aria-hidden />
              <Text fw={600}>{t('player.audio.startsIn', { time: formatClock(left) })}</Text>
            </Group>
            <Button size="xs" variant="light" onClick={startAudio}>
              {t('player.audio.startNow')}
            </Button>
          </Group>
        )}
        {stage === 'playing' && audioLink && (
          <AudioOnce src={audioLink} onEnded={() => setStage('done')} onFailed={() => setStage('missing')} />
        )}
        {stage === 'done' && <Text size="sm">{t('player.audio.ended')}</Text>}
        {stage === 'missing' && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
            {t('player.audio.missing')}
          </Alert>
        )}
      </Paper>
      {(revealOnEnd ? stage === 'done' || stage === 'missing' : stage !== 'waiting') && children}
    </Stack>
  );
}

import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay, IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../lib/use-countdown';

interface AudioOnceProps {
  src: string;
  onEnded: () => void;
  onFailed: () => void;
}

/** Plays a recording once, without controls or scrubbing; shows where it is. */
export function AudioOnce({ src, onEnded, onFailed }: AudioOnceProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [isBlocked, setIsBlocked] = useState(false);
  const [isEnded, setIsEnded] = useState(false);

  const play = () => {
    const element = audio.current;
    if (!element) return;
    element.play().then(
      () => setIsBlocked(false),
      () => setIsBlocked(true),
    );
  };
  useEffect(play, []);

  const percent = duration > 0 ? Math.min(100, (position / duration) * 100) : 0;
  return (
    <Stack gap="xs">
      {isBlocked && (
        // After a reload the browser may refuse to play by itself while the task's clock runs:
        // say so where it cannot be missed, with the button that starts it.
        <Alert color="yellow" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('player.audio.blocked')}</Text>
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={play}>
              {t('player.audio.play')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group gap="sm" wrap="nowrap" data-testid="audio-once">
        <IconVolume size={20} aria-hidden />
        <audio
          ref={audio}
          src={src}
          preload="auto"
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
          onEnded={() => {
            setIsEnded(true);
            onEnded();
          }}
          onError={onFailed}
        />
        {!isBlocked && (
          <Text size="sm" fw={600} miw={110}>
            {isEnded ? t('player.audio.ended') : t('player.audio.playing')}
          </Text>
        )}
        <Progress
          value={isEnded ? 100 : percent}
          size="sm"
          style={{ flex: 1 }}
          aria-label={t('player.audio.position')}
        />
        <Text size="xs" c="dimmed">
          {formatClock(position)} / {formatClock(duration)}
        </Text>
      </Group>
    </Stack>
  );
}

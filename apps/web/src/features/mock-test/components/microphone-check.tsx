import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone, IconRefresh } from '@tabler/icons-react';
import {
  microphoneCheckSeconds,
  type MicrophoneCheckResult,
  type MicrophoneVerdictCode,
} from '@prepwise/contracts';
import { LevelMeter, useRecordingFlow } from '../../item-player';
import { microphone } from '../api/microphone-api';
import { rememberMicrophoneCheck, rememberedMicrophoneCheck } from '../lib/microphone-memory';
import { useMockT } from '../lib/use-mock-t';

const verdictColor: Record<MicrophoneVerdictCode, string> = {
  ok: 'teal',
  quiet: 'yellow',
  silent: 'red',
  clipped: 'red',
  noSpeech: 'yellow',
};

type Failure = 'microphone' | 'check';
/** How a take ended: the server's verdict with the recording to play back, or what failed. */
type Outcome = { result: MicrophoneCheckResult; flac: Blob | null } | Failure;

/**
 * The microphone and headset check before a mock with spoken items: records
 * {@link microphoneCheckSeconds} seconds with a live level, plays them back, and says what the
 * server's recogniser made of them (speech heard, too quiet, clipped, silent). A check made today
 * on this device is remembered and shown, with the way to check again.
 */
export function MicrophoneCheck() {
  const { mk } = useMockT();
  const [take, setTake] = useState(0);
  const [result, setResult] = useState<MicrophoneCheckResult | null>(() => rememberedMicrophoneCheck());
  const [isRemembered, setRemembered] = useState(result !== null);
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  function begin() {
    setFailure(null);
    setResult(null);
    setRemembered(false);
    setPlaybackUrl(null);
    setTake((current) => current + 1);
  }

  const finish = useCallback((outcome: Outcome) => {
    if (typeof outcome === 'string') setFailure(outcome);
    else {
      rememberMicrophoneCheck(outcome.result);
      setResult(outcome.result);
      setPlaybackUrl(outcome.flac ? URL.createObjectURL(outcome.flac) : null);
    }
  }, []);

  useEffect(() => () => void (playbackUrl && URL.revokeObjectURL(playbackUrl)), [playbackUrl]);

  const isRunning = take > 0 && !result && !failure;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="microphone-check-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconMicrophone size={20} aria-hidden />
          <Title order={2} size="h4" id="microphone-check-title">
            {mk('mic.title')}
          </Title>
        </Group>
        <Text size="sm">{mk('mic.intro', { seconds: microphoneCheckSeconds })}</Text>
        {isRunning && <MicrophoneTake key={take} onDone={finish} />}
        {result && (
          <Alert
            color={verdictColor[result.verdict]}
            variant="light"
            role={result.verdict === 'ok' ? 'status' : 'alert'}
            title={isRemembered ? mk('mic.checkedToday') : undefined}
            data-testid="microphone-verdict"
            data-verdict={result.verdict}
          >
            <Stack gap={4}>
              <Text size="sm">{mk(`mic.verdict.${result.verdict}`)}</Text>
              <Text size="xs" c="dimmed">
                {mk(result.speechHeard ? 'mic.heardYes' : 'mic.heardNo')} ·{' '}
                {mk('mic.peak', { db: Math.round(result.peakDb) })}
              </Text>
            </Stack>
          </Alert>
        )}
        {playbackUrl && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="microphone-playback-label">
              {mk('mic.listen')}
            </Text>
            <audio
              controls
              src={playbackUrl}
              aria-labelledby="microphone-playback-label"
              style={{ width: '100%' }}
            />
          </Stack>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {mk(failure === 'microphone' ? 'mic.denied' : 'mic.failed')}
          </Alert>
        )}
        {!isRunning && (
          <Group>
            <Button
              variant={result?.verdict === 'ok' ? 'default' : 'filled'}
              leftSection={
                take > 0 || result ? (
                  <IconRefresh size={16} aria-hidden />
                ) : (
                  <IconMicrophone size={16} aria-hidden />
                )
              }
              onClick={begin}
            >
              {take > 0 || result ? mk('mic.again') : mk('mic.record', { seconds: microphoneCheckSeconds })}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

interface TakeProps {
  onDone: (outcome: Outcome) => void;
}

/** One take: records at once (mounting starts it), then uploads and asks the server. */
function MicrophoneTake({ onDone }: TakeProps) {
  const { mk } = useMockT();
  const [audioKey, setAudioKey] = useState<string | null>(null);
  const sent = useRef(false);
  const flow = useRecordingFlow({ preparation: 0, recording: microphoneCheckSeconds }, (response) =>
    setAudioKey(response.audioKey ?? null),
  );
  const { stage, error, submit, flac } = flow;

  useEffect(() => {
    if (stage !== 'recorded' || sent.current) return;
    sent.current = true;
    submit();
  }, [stage, submit]);
  useEffect(() => {
    if (!audioKey) return;
    microphone.check({ body: { audioKey } }, { context: { silent: true } }).then(
      (result) => onDone({ result, flac }),
      () => onDone('check'),
    );
  }, [audioKey, flac, onDone]);
  useEffect(() => {
    if (stage === 'error') onDone(error === 'microphone' ? 'microphone' : 'check');
  }, [stage, error, onDone]);

  if (stage === 'recording')
    return (
      <Stack gap={4} role="status">
        <Text size="sm" fw={500}>
          {mk('mic.recording', { seconds: flow.recordLeft })}
        </Text>
        <LevelMeter level={flow.level} />
      </Stack>
    );
  return (
    <Text size="sm" c="dimmed" role="status">
      {mk('mic.checking')}
    </Text>
  );
}

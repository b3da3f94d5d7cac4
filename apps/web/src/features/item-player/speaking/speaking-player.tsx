import { Alert, Button, Image, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pteSpeakingAudioPromptTypes, speakingSeconds, type QuestionType } from '@prepwise/contracts';
import type { ItemPlayerProps } from '../item-props';
import { ListeningGate } from '../listening/listening-gate';
import { waitSecondsOf } from '../listening/listening-player';
import { PromptText } from '../prompt-text';
import { RecorderPanel } from './recorder-panel';

/** The speaking task types. */
export const speakingTypes = new Set<QuestionType>(Object.keys(speakingSeconds) as QuestionType[]);

const audioPromptTypes = new Set<QuestionType>(pteSpeakingAudioPromptTypes);

/**
 * Speaking tasks: the prompt (text, image or recording), then preparation and recording; answers
 * `{audioKey}`. The take (its status, the FLAC, then the uploaded key) is part of the value.
 */
export function SpeakingPlayer(props: ItemPlayerProps) {
  const { question, value, onChange, result, isSubmitting, onSubmit } = props;
  const { t } = useTranslation();
  const [take, setTake] = useState(0);
  // An uploaded recording with no take under way (a resumed mock): shown as saved, and can be made again.
  const hasSavedRecording = take === 0 && Boolean(value?.audioKey) && !value?.recording;
  const seconds = speakingSeconds[question.type as keyof typeof speakingSeconds];
  const recorder = result ? (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
      {t('speaking.submitted')}
    </Alert>
  ) : hasSavedRecording ? (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="saved-recording">
      <Stack gap="xs">
        <Text size="sm">{t('speaking.savedRecording')}</Text>
        <Button size="xs" variant="default" onClick={() => setTake(1)} style={{ alignSelf: 'flex-start' }}>
          {t('speaking.recordAgain')}
        </Button>
      </Stack>
    </Alert>
  ) : (
    <RecorderPanel
      key={take}
      seconds={seconds}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      onRestart={() => setTake((count) => count + 1)}
      onTakeChange={onChange}
      isCollecting={props.isCollecting ?? false}
      submitLabel={props.submitLabel}
      onTimerChange={props.onTimerChange}
    />
  );
  return (
    <Stack gap="md">
      {question.type === 'DESCRIBE_IMAGE' && question.description && (
        <Image
          src={question.description}
          alt={question.text ?? t('speaking.imageAlt')}
          maw={640}
          radius="md"
          fit="contain"
        />
      )}
      {question.type === 'DESCRIBE_IMAGE' ? (
        <Text size="sm" c="dimmed">
          {question.text}
        </Text>
      ) : (
        question.type === 'SPEAKING_READ_ALOUD' && <PromptText text={question.text} passage />
      )}
      {audioPromptTypes.has(question.type) ? (
        <ListeningGate
          audioLink={question.audioLink}
          waitSeconds={waitSecondsOf(question.type)}
          isAnswered={result !== undefined || hasSavedRecording}
          revealOnEnd
        >
          {recorder}
        </ListeningGate>
      ) : (
        recorder
      )}
    </Stack>
  );
}

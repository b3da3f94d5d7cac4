import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionView } from '@prepwise/contracts';

type SampleLinks = Pick<QuestionView, 'audioLinkSampleMale' | 'audioLinkSampleFemale'>;

/**
 * A spoken question's model answers (a male and a female voice), offered once the learner has
 * tried it, to compare rhythm, stress and pace with their own recording. Nothing when the
 * question has none.
 */
export function ModelAnswer({ question }: { question: SampleLinks }) {
  const { t } = useTranslation();
  const id = useId();
  const voices = [
    { key: 'male', label: t('player.modelAnswer.male'), src: question.audioLinkSampleMale },
    { key: 'female', label: t('player.modelAnswer.female'), src: question.audioLinkSampleFemale },
  ].filter((voice): voice is { key: string; label: string; src: string } => Boolean(voice.src));
  if (voices.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="xs">
        <Title order={2} size="h5" id={`${id}-title`}>
          {t('player.modelAnswer.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('player.modelAnswer.hint')}
        </Text>
        {voices.map((voice) => (
          <Stack gap={4} key={voice.key}>
            <Text size="sm" fw={600} id={`${id}-${voice.key}`}>
              {voice.label}
            </Text>
            <audio
              controls
              preload="none"
              src={voice.src}
              aria-labelledby={`${id}-${voice.key}`}
              style={{ width: '100%' }}
            />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

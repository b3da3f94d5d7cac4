import { Badge, Card, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { answerLetters, type PhoneticPreview, type PhoneticQuestionType } from '@prepwise/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { phoneticQuestionView } from '../lib/phonetic-preview';
import { QuestionPreviewPlayer } from './question-preview-player';
import { useQuestionsT } from '../lib/use-questions-t';

interface PhoneticPreviewCardProps {
  type: PhoneticQuestionType;
  preview: PhoneticPreview;
  position: number;
  isKept: boolean;
  onKeptChange: (isKept: boolean) => void;
  error?: string | undefined;
}

/** One generated item: keep it or not, its key, confidence and tested sound, in the learner's player. */
export function PhoneticPreviewCard(props: PhoneticPreviewCardProps) {
  const { qt } = useQuestionsT();
  const { preview, position } = props;
  const key = answerLetters[preview.answer] ?? 'A';
  const explanation =
    currentLanguage() === 'vi' ? preview.question.explanation.vi : preview.question.explanation.en;
  return (
    <Card withBorder radius="md" padding="md" data-testid="phonetic-preview">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={qt('phonetics.keep', { position })}
            checked={props.isKept}
            onChange={(event) => props.onKeptChange(event.currentTarget.checked)}
          />
          <Group gap="xs">
            <Badge variant="light" color="teal" tt="none">
              {qt('phonetics.key', { letter: key, word: preview.options[preview.answer] ?? '' })}
            </Badge>
            <Badge variant="outline" tt="none">
              {qt('phonetics.confidence', { percent: Math.round(preview.confidence * 100) })}
            </Badge>
          </Group>
        </Group>
        {props.error && (
          <Text size="sm" c="red.8" role="alert">
            {props.error}
          </Text>
        )}
        <List size="sm" spacing={2} aria-label={qt('phonetics.tested', { position })}>
          {preview.options.map((word, index) => (
            <List.Item key={word}>
              {answerLetters[index]}. {word}:{' '}
              {preview.stress
                ? qt('phonetics.stressOn', {
                    syllable: preview.stress[index]?.syllable ?? 0,
                    syllables: preview.stress[index]?.syllables ?? 0,
                  })
                : qt('phonetics.underlinedPart', { letters: preview.underlined?.[index] ?? '' })}
            </List.Item>
          ))}
        </List>
        <QuestionPreviewPlayer question={phoneticQuestionView(props.type, preview, position)} />
        <Text size="sm" c="dimmed">
          {explanation}
        </Text>
      </Stack>
    </Card>
  );
}

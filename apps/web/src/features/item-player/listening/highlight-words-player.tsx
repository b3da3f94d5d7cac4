import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readEvidence } from '../lib/evidence';
import { indexWords } from '../lib/text-markup';
import type { ItemPlayerProps } from '../item-props';
import { SubmitButton } from '../submit-button';
import classes from './highlight-words.module.css';

/**
 * Highlight incorrect words: each word of the transcript is a toggle button (keyboard operable);
 * answers `{highlighted}` with the words' 0-based positions.
 */
export function HighlightWordsPlayer(props: ItemPlayerProps) {
  const { question, value, onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { t } = useTranslation();
  const picked = (result ? result.response : value)?.highlighted ?? [];
  const marks = new Map((result ? readEvidence(result) : []).map((item) => [item.position, item]));
  const locked = result !== undefined || isSubmitting;
  const toggle = (index: number) =>
    onChange({
      highlighted: picked.includes(index)
        ? picked.filter((position) => position !== index)
        : [...picked, index].sort((a, b) => a - b),
    });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('player.highlightHint')}
      </Text>
      <Paper withBorder p="md" radius="md">
        <Text component="div" lh={2}>
          {indexWords(question.text ?? '').map(({ index, word }) => {
            const mark = marks.get(index);
            const isPicked = picked.includes(index);
            return (
              <span key={index}>
                <UnstyledButton
                  className={classes.word}
                  data-picked={isPicked || undefined}
                  data-mark={mark ? (mark.correct ? 'right' : 'wrong') : undefined}
                  aria-pressed={isPicked}
                  disabled={locked}
                  onClick={() => toggle(index)}
                >
                  {word}
                  {mark && !mark.correct && mark.expected && (
                    <Text span size="xs" fw={700}>
                      {' '}
                      ({t('player.evidence.shouldBe', { word: mark.expected })})
                    </Text>
                  )}
                </UnstyledButton>{' '}
              </span>
            );
          })}
        </Text>
      </Paper>
      <SubmitButton
        hidden={result !== undefined}
        disabled={false}
        loading={isSubmitting}
        label={submitLabel}
        onClick={() => onSubmit({ highlighted: picked })}
      />
    </Stack>
  );
}

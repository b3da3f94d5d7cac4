import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { splitCandidates } from './lib/text-markup';
import { BlankedText, readBlankedItem } from './blanked-text';
import type { ItemPlayerProps } from './item-props';
import { SubmitButton } from './submit-button';

/**
 * Reading FIB: drag words from the pool into the blanks, or (keyboard) pick a word, then a blank.
 * A filled blank goes back to the pool when pressed. Answers `{blanks}`.
 */
export function FibDragPlayer(props: ItemPlayerProps) {
  const { question, onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { t } = useTranslation();
  const { text, blanks, evidence } = readBlankedItem(props);
  const pool = splitCandidates(question.answerA);
  const [picked, setPicked] = useState<string | null>(null);
  const locked = result !== undefined || isSubmitting;
  const free = pool.filter((word) => !blanks.includes(word));

  const place = (index: number, word: string | null) => {
    onChange({ blanks: blanks.map((old, at) => (at === index ? word : old === word ? null : old)) });
    setPicked(null);
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    const word = event.dataTransfer.getData('text/plain');
    if (word && !locked) place(index, word);
  };

  return (
    <Stack gap="md">
      <BlankedText
        text={text}
        evidence={evidence}
        lineHeight={2.6}
        renderBlank={(blank) => {
          const word = blanks[blank] ?? null;
          return (
            <Button
              size="compact-sm"
              variant={word ? 'light' : 'default'}
              mx={4}
              miw={90}
              disabled={locked}
              aria-label={t('player.dropBlank', { n: blank + 1, word: word ?? t('player.empty') })}
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop(blank)}
              onClick={() => place(blank, picked ?? null)}
            >
              {word ?? '\u00a0'}
            </Button>
          );
        }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={600} id={`pool-${question.id}`}>
          {t('player.wordPool')}
        </Text>
        <Group gap="xs" role="group" aria-labelledby={`pool-${question.id}`}>
          {free.map((word) => (
            <Button
              key={word}
              size="compact-sm"
              variant={picked === word ? 'filled' : 'outline'}
              aria-pressed={picked === word}
              draggable={!locked}
              disabled={locked}
              onDragStart={(event) => event.dataTransfer.setData('text/plain', word)}
              onClick={() => setPicked(picked === word ? null : word)}
            >
              {word}
            </Button>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('player.wordPoolHint')}
        </Text>
      </Stack>
      <SubmitButton
        hidden={result !== undefined}
        disabled={blanks.every((blank) => blank === null)}
        loading={isSubmitting}
        label={submitLabel}
        onClick={() => onSubmit({ blanks })}
      />
    </Stack>
  );
}

import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnderlinedText } from './underlined-text';
import { optionsOf, type ItemPlayerProps } from './item-props';
import { PromptText } from './prompt-text';
import { SubmitButton } from './submit-button';

/** Moves one entry of a list from one index to another. */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Re-order paragraphs: drag the paragraphs or use the up/down buttons; answers `{order}`. */
export function ReorderPlayer(props: ItemPlayerProps) {
  const { question, value, onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { t } = useTranslation();
  const paragraphs = new Map(optionsOf(question).map((option) => [option.letter, option.text]));
  // The order as shown; it counts as an answer once the learner moved a paragraph.
  const order = (result ? result.response : value)?.order ?? [...paragraphs.keys()];
  const move = (from: number, to: number) => onChange({ order: moveItem(order, from, to) });
  const [dragged, setDragged] = useState<number | null>(null);
  const locked = result !== undefined || isSubmitting;
  return (
    <Stack gap="md">
      <PromptText text={question.text} />
      <Stack
        gap="xs"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('player.reorderList')}
      >
        {order.map((letter, index) => (
          <Paper
            key={letter}
            component="li"
            withBorder
            radius="md"
            p="sm"
            draggable={!locked}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null && dragged !== index) move(dragged, index);
              setDragged(null);
            }}
            data-testid={`paragraph-${letter}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="xs">
              <IconGripVertical size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text fw={700}>{index + 1}.</Text>
              <Text style={{ flex: 1, overflowWrap: 'anywhere' }} size="sm">
                <UnderlinedText text={paragraphs.get(letter) ?? ''} />
              </Text>
              <Stack gap={4}>
                <ActionIcon
                  variant="default"
                  aria-label={t('player.moveUp', { n: index + 1 })}
                  disabled={locked || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('player.moveDown', { n: index + 1 })}
                  disabled={locked || index === order.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      <SubmitButton
        hidden={result !== undefined}
        disabled={false}
        loading={isSubmitting}
        label={submitLabel}
        onClick={() => onSubmit({ order })}
      />
    </Stack>
  );
}
